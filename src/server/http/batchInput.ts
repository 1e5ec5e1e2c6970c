/**
 * The body of `POST /v1/batches`, as JSON ({ template | templateId, records, output, fileName, standard }) or as a
 * multipart upload (a data file, the template as a file or field, or templateId), read into a checked template
 * and records. Upload sizes are limited by @fastify/multipart (413 through src/server/http/errors.ts).
 */
import type { FastifyRequest } from 'fastify';
import { fileNamePatternProblem } from '../../data/fileNamePattern';
import { templateNameProblems } from '../../templates/validate/expressionNames';
import { withStandard, type DocumentStandard } from '../../templates/documentStandard';
import type { Template } from '../../templates/types';
import type { BatchOutput as OutputKind } from '../../worker/api';
import type { ServeContext } from './context';
import { placedProblems, schemaErrorMessage, type PlacedProblem } from './errors';
import { recordsFromJson, recordsFromUpload, resolveTemplate, type RecordsInput, type Refusal } from './input';
import { batchMultipartFields } from './schemas';

export interface BatchJsonBody {
  template?: object;
  templateId?: string;
  records: unknown[];
  output?: OutputKind;
  fileName?: string;
  standard?: DocumentStandard | 'none';
}

export type BatchInput =
  | { ok: true; template: Template; records: RecordsInput & { ok: true }; output: OutputKind; fileName?: string; warnings: PlacedProblem[] }
  | Refusal;

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
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'data') upload.data = { name: part.filename || 'data', bytes: new Uint8Array(bytes) };
      else if (part.fieldname === 'template') upload.template = bytes.toString('utf8');
      else return refuse(400, `unexpected file "${part.fieldname}": send the records as "data" and the template as "template"`);
    } else if (part.fieldname === 'template') upload.template = String(part.value);
    else if (part.fieldname in batchMultipartFields.properties) upload.fields[part.fieldname] = String(part.value);
    else return refuse(400, `unknown field "${part.fieldname}": the form takes ${FORM_PARTS}`);
  }
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
  const records = await recordsFromUpload(upload.data.name, upload.data.bytes, template.template, upload.fields.sheet);
  if (!records.ok) return records;
  const output = (upload.fields.output ?? 'zip') as OutputKind;
  const standard = upload.fields.standard as DocumentStandard | 'none' | undefined;
  return checkedNames(checkedFileName({ ok: true, template: withStandard(template.template, standard), records, output, fileName: upload.fields.fileName, warnings: template.warnings }));
}

/** A ZIP's entry-name pattern must name only what the records carry, or every file would be called alike. */
function checkedFileName(input: BatchInput & { ok: true }): BatchInput {
  if (input.output !== 'zip' || !input.fileName) return input;
  const problem = fileNamePatternProblem(input.fileName.trim(), input.records.names);
  if (!problem) return input;
  return { ok: false, status: 400, message: `fileName "${input.fileName}" names something the records do not have`, problems: [{ place: 'fileName', message: problem, severity: 'error' }] };
}

/**
 * A "Show when" condition or a fixed text's {…} reading a name that is neither a column nor a field would fail every
 * record: refused before rendering, as `platen render` refuses it (exit 2), naming the name and the columns.
 */
function checkedNames(input: BatchInput): BatchInput {
  if (!input.ok) return input;
  const unknown = templateNameProblems(input.template, input.records.names).filter((problem) => problem.severity === 'error');
  if (unknown.length === 0) return input;
  return { ok: false, status: 400, message: 'the template reads names the records do not have', problems: placedProblems(unknown) };
}

/** The batch a request asks for, or why it cannot be run (with the place of each problem). */
export async function readBatchInput(request: FastifyRequest, context: ServeContext): Promise<BatchInput> {
  if (request.isMultipart()) return readMultipart(request, context);
  const body = request.body as BatchJsonBody;
  const template = await resolveTemplate(body, context.templates);
  if (!template.ok) return template;
  const records = recordsFromJson(body.records, template.template);
  if (!records.ok) return records;
  return checkedNames(checkedFileName({ ok: true, template: withStandard(template.template, body.standard), records, output: body.output ?? 'zip', fileName: body.fileName, warnings: template.warnings }));
}
