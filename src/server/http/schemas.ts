/**
 * The JSON schemas of `platen serve`'s API: Fastify validates requests with them and /openapi.json is built from the
 * same objects (src/server/http/openapi.ts), so the document cannot drift from what the server accepts.
 * Templates and records are checked in depth by Platen's own validation (src/templates, src/data), which names the
 * place of each problem; these schemas only fix the envelope.
 */

/** A template id: a file name on the server's disk, so letters, digits, '-' and '_' only. */
export const TEMPLATE_ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'letters, digits, - and _' } as const;

/** A pdfme/Platen template (the JSON the designer saves), or the { template, inputs } wrapper pdfme uses. */
export const TEMPLATE = { type: 'object', description: 'a pdfme template: { basePdf, schemas }' } as const;

export const RECORD = { type: 'object', description: 'one record: field (or column) name → value', additionalProperties: true } as const;

export const OUTPUT_KIND = { type: 'string', enum: ['zip', 'merged'], default: 'zip', description: 'one PDF per record in a ZIP, or one merged PDF' } as const;

export const FILE_NAME = { type: 'string', maxLength: 200, description: "ZIP entry pattern, e.g. 'invoice-{invoiceNo}.pdf'" } as const;

export const STANDARD = {
  type: 'string',
  enum: ['pdfa-2b', 'pdfa-3b', 'none'],
  description: "the standard every PDF is written to, over the template's own platen.standard: PDF/A-2b, PDF/A-3b or none (plain PDF)",
} as const;

export const PDFUA = {
  type: 'boolean',
  description: "tagged PDF for screen readers (PDF/UA-1; with a PDF/A standard, PDF/A-2a or -3a), over the template's own platen.pdfua",
} as const;

/** The same, as an upload form's text field carries it. */
const PDFUA_FIELD = { type: 'string', enum: ['true', 'false'], description: PDFUA.description } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
export const templateParams = { type: 'object', required: ['id'], properties: { id: TEMPLATE_ID } } as const;

export const renderBody = {
  type: 'object',
  required: ['record'],
  properties: { template: TEMPLATE, templateId: TEMPLATE_ID, record: RECORD, standard: STANDARD, pdfua: PDFUA },
  description: 'give template or templateId',
} as const;

export const batchJsonBody = {
  type: 'object',
  required: ['records'],
  properties: {
    template: TEMPLATE,
    templateId: TEMPLATE_ID,
    records: { type: 'array', items: RECORD },
    output: OUTPUT_KIND,
    fileName: FILE_NAME,
    standard: STANDARD,
    pdfua: PDFUA,
  },
  description: 'give template or templateId',
} as const;

/** The text fields of a multipart batch upload, checked with Fastify's validator as the parts are read. */
export const batchMultipartFields = {
  type: 'object',
  properties: {
    templateId: TEMPLATE_ID,
    output: OUTPUT_KIND,
    fileName: FILE_NAME,
    standard: STANDARD,
    pdfua: PDFUA_FIELD,
    sheet: { type: 'string', maxLength: 200, description: 'XLSX: which sheet (default the first)' },
  },
  additionalProperties: false,
} as const;

/** The whole multipart body as /openapi.json shows it: the fields above and the two files. */
export const batchMultipartBody = {
  type: 'object',
  required: ['data'],
  properties: {
    ...batchMultipartFields.properties,
    data: { type: 'string', format: 'binary', description: 'the records: a .csv, .tsv, .json or .xlsx file' },
    template: { type: 'string', format: 'binary', description: 'the template JSON (a file or a text field); or give templateId' },
  },
} as const;

/** Every error answer: a sentence, and for a template or records the problems with their places. */
export const errorReply = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          place: { type: 'string', description: "e.g. 'schemas[0][1].width' or 'line 3, field \"ean\"'" },
          message: { type: 'string' },
          severity: { type: 'string', enum: ['error', 'warning'] },
        },
      },
    },
  },
} as const;

const recordError = {
  type: 'object',
  properties: {
    place: {
      type: 'string',
      description: "the record as the data names it, the one numbering every surface uses: 'line 3' of a CSV (the line it starts on), 'row 7' of a sheet, 'records[2]' of a JSON array",
    },
    field: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

export const batchStatusReply = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    state: { type: 'string', enum: ['queued', 'running', 'done', 'cancelled', 'failed'] },
    progress: {
      type: 'object',
      properties: {
        done: { type: 'integer' },
        failed: { type: 'integer' },
        total: { type: 'integer' },
        recordsPerSecond: { type: 'number' },
        etaSeconds: { type: ['number', 'null'], description: 'null until measurable' },
      },
    },
    errors: { type: 'array', items: recordError, description: 'the first page of the errors, by row (GET …/errors for the rest)' },
    errorCount: { type: 'integer', description: 'errors of the whole batch' },
    moreErrors: { type: 'string', description: 'the next page of errors, when there are more: /v1/batches/ID/errors?cursor=N' },
    createdAt: { type: 'string' },
    finishedAt: { type: 'string' },
    message: { type: 'string' },
    output: {
      type: 'object',
      properties: { contentType: { type: 'string' }, bytes: { type: 'integer' }, fileName: { type: 'string' }, url: { type: 'string' } },
    },
  },
} as const;

export const healthReply = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded'] },
    checks: {
      type: 'object',
      description: 'one entry per dependency ("redis" with --redis, "store"): ok, and a sentence when not',
      additionalProperties: { type: 'object', properties: { ok: { type: 'boolean' }, message: { type: 'string' } } },
    },
  },
} as const;
/** `GET /v1/batches/:id/errors?cursor=N&limit=M`: errors N… of the batch, by row. */
export const errorsQuery = {
  type: 'object',
  properties: {
    cursor: { type: 'integer', minimum: 0, default: 0, description: 'where the page starts: 0, or the `next` of the page before' },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100, description: 'errors per page' },
  },
} as const;

export const errorsPageReply = {
  type: 'object',
  properties: {
    errors: { type: 'array', items: recordError },
    errorCount: { type: 'integer' },
    next: { type: 'string', description: 'the next page, when there is one' },
  },
} as const;

