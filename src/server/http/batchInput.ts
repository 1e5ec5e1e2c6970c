/**
 * The body of `POST /v1/batches`, as JSON ({ template | templateId, records, output, fileName, standard, pdfua }) or as a
 * multipart upload (a data file, the template as a file or field, or templateId), read into a checked template
 * and records. Upload sizes are limited by @fastify/multipart (413 through src/server/http/errors.ts).
 */
import type { FastifyRequest } from 'fastify';
import { planBatch, planProblem, type BatchPlan } from '../../data/batchPlan';
import { withStandard, type DocumentStandard } from '../../templates/documentStandard';
import { withTagging } from '../../templates/accessibility';
import type { Template } from '../../templates/types';
import type { BatchOutput as OutputKind } from '../../worker/api';
import type { ServeContext } from './context';
import { placedProblems, schemaErrorMessage, type PlacedProblem } from './errors';
import { recordsFromJson, recordsFromUpload, resolveTemplate, type RecordsInput, type Refusal } from './input';
import { digestOf, wantsBodyDigest } from './idempotency';
import { batchMultipartFields } from './schemas';

export interface BatchJsonBody {
  template?: object;
  templateId?: string;
  records: unknown[];
  output?: OutputKind;
  fileName?: string;
  standard?: DocumentStandard | 'none';
  pdfua?: boolean;
}

export type BatchInput =
  | { ok: true; template: Template; records: RecordsInput & { ok: true }; output: OutputKind; plan: BatchPlan; warnings: PlacedProblem[] }
  | Refusal;

/** What was read, before the batch plan: the template as it will render, the records and where they came from. */
interface ReadInput {
  template: Template;
  records: RecordsInput & { ok: true };
  /** how the records are named in a message: "records", or the uploaded file's name */
  source: string;
  output: OutputKind;
  fileName?: string;
  warnings: PlacedProblem[];
}

const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });

const FORM_PARTS = ['data', 'template', ...Object.keys(batchMultipartFields.properties)].join(', ');

interface Upload {
  fields: Record<string, string>;
  template?: string;
  data?: { name: string; bytes: Uint8Array };
}

/** Reads every part; files are buffered (the data must be whole to be parsed), within the upload limit. */
async function readParts(request: FastifyRequest): Promise<Upload | Refusal> {
  const upload: Upload = { fields: {} };
  // Each part's name and content, for an Idempotency-Key's fingerprint (idempotency.ts).
  const digested: (string | Uint8Array)[] | undefined = wantsBodyDigest(request) ? [] : undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      digested?.push(`\0file ${part.fieldname}\0${part.filename}\0`, bytes);
      // Copied to a buffer of its own: it is handed to the data thread, and `bytes` may share Node's pool.
      if (part.fieldname === 'data') upload.data = { name: part.filename || 'data', bytes: new Uint8Array(bytes) };
      else if (part.fieldname === 'template') upload.template = bytes.toString('utf8');
      else return refuse(400, `unexpected file "${part.fieldname}": send the records as "data" and the template as "template"`);
    } else {
      digested?.push(`\0field ${part.fieldname}\0${String(part.value)}`);
      if (part.fieldname === 'template') upload.template = String(part.value);
      else if (part.fieldname in batchMultipartFields.properties) upload.fields[part.fieldname] = String(part.value);
      else return refuse(400, `unknown field "${part.fieldname}": the form takes ${FORM_PARTS}`);
    }
  }
  if (digested) request.bodyDigest = digestOf(digested);
  return upload;
}

async function readMultipart(request: FastifyRequest, context: ServeContext): Promise<BatchInput> {
  const upload = await readParts(request);
  if ('ok' in upload) return upload;
  const validate = request.compileValidationSchema(batchMultipartFields);
  if (!validate(upload.fields)) return refuse(400, schemaErrorMessage(validate.errors, upload.fields, 'form'));
  if (!upload.data) return refuse(400, 'the upload has no records: send the CSV, JSON or XLSX file as the part "data"');
  const template = await resolveTemplate({ template: upload.template, templateId: upload.fields.templateId }, context.templates);
  if (!template.ok) return template;
  const records = await recordsFromUpload(upload.data.name, upload.data.bytes, template.template, { sheet: upload.fields.sheet, maxRecords: context.limits.maxRecords });
  if (!records.ok) return records;
  const output = (upload.fields.output ?? 'zip') as OutputKind;
  const standard = upload.fields.standard as DocumentStandard | 'none' | undefined;
  const pdfua = upload.fields.pdfua === undefined ? undefined : upload.fields.pdfua === 'true';
  return planned({ template: withTagging(withStandard(template.template, standard), pdfua), records, source: upload.data.name, output, fileName: upload.fields.fileName, warnings: template.warnings });
}

/**
 * The batch plan (src/data/batchPlan.ts), its refusals as answers: data that fills no field, a ZIP's entry-name
 * pattern naming what the records do not have (every file would be called alike), a "Show when" condition or a fixed
 * text's {…} reading a name that is neither a column nor a field (every record would fail), as `platen render`
 * refuses them (exit 2). The output's own refusal (one e-invoice per file) is answered by the route, after the
 * template's check.
 */
function planned(input: ReadInput): BatchInput {
  const plan = planBatch(input.template, input.records, { output: input.output, fileName: input.fileName });
  const columns = planProblem(plan, 'columns');
  if (columns) return { ok: false, status: 400, message: `${input.source}: ${columns.message}` };
  const pattern = planProblem(plan, 'fileName');
  if (pattern) {
    return { ok: false, status: 400, message: `fileName "${pattern.pattern}" names something the records do not have`, problems: [{ place: 'fileName', message: pattern.message, severity: 'error' }] };
  }
  if (planProblem(plan, 'names')) {
    const unknown = plan.nameProblems.filter((problem) => problem.severity === 'error');
    return { ok: false, status: 400, message: 'the template reads names the records do not have', problems: placedProblems(unknown) };
  }
  const { source: _source, fileName: _fileName, ...read } = input;
  return { ok: true, ...read, plan };
}

/** The batch a request asks for, or why it cannot be run (with the place of each problem). */
export async function readBatchInput(request: FastifyRequest, context: ServeContext): Promise<BatchInput> {
  if (request.isMultipart()) return readMultipart(request, context);
  const body = request.body as BatchJsonBody;
  const template = await resolveTemplate(body, context.templates);
  if (!template.ok) return template;
  const records = recordsFromJson(body.records, template.template);
  if (!records.ok) return records;
  return planned({ template: withTagging(withStandard(template.template, body.standard), body.pdfua), records, source: 'records', output: body.output ?? 'zip', fileName: body.fileName, warnings: template.warnings });
}
