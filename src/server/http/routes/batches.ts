/**
 * Batches: `POST /v1/batches` (202 + Location), `GET /v1/batches/:id` (state, progress, the first page of errors by
 * row and field), `GET /v1/batches/:id/errors?cursor=N` (the rest, paged), `GET /v1/batches/:id/output` (the ZIP or
 * merged PDF, resumable with Range) and `DELETE /v1/batches/:id` (cancel, keeping what was rendered).
 */
import { planProblem } from '../../../data/batchPlan';
import type { FastifyInstance } from 'fastify';
import { templateProblem } from '../../../node/templateCheck';
import { rowLabelFor } from '../../../data/records';
import type { BatchStatus } from '../../batches/batchRunner';
import { readBatchInput } from '../batchInput';
import type { RouteDoc, ServeContext } from '../context';
import { replyError } from '../errors';
import { IDEMPOTENCY_HEADER_DOC, startIdempotent } from '../idempotency';
import { parseRange } from '../range';
import { batchJsonBody, batchMultipartBody, batchStatusReply, errorReply, errorsPageReply, errorsQuery, idParams } from '../schemas';

/** Errors in a status answer; the rest are paged (issue #20: one status GET of a 50,000-error batch was 6.3 MB). */
const ERRORS_PAGE = 100;

const statusReplies = { 200: { description: 'the batch', schema: batchStatusReply }, 404: { description: 'no such batch', schema: errorReply } };
const docs: Record<string, RouteDoc> = {
  create: {
    summary: 'Start a batch: template + records (JSON, or a CSV/XLSX/JSON upload)',
    multipart: batchMultipartBody,
    headers: IDEMPOTENCY_HEADER_DOC,
    replies: {
      202: { description: 'accepted; poll the Location', schema: batchStatusReply },
      400: { description: 'the template or the records cannot be used (problems name their places), JSON nested too deep, or a malformed Idempotency-Key', schema: errorReply },
      409: { description: 'a request with this Idempotency-Key is still being answered', schema: errorReply },
      413: { description: 'the body, the upload, the records or a workbook\'s unpacked size or cells are over a limit', schema: errorReply },
      422: { description: 'this Idempotency-Key was used with a different body', schema: errorReply },
      503: { description: 'Redis (the queue) cannot be reached; retry after Retry-After', schema: errorReply },
    },
  },
  status: { summary: 'Progress, rate, ETA and the first page of per-record errors of a batch', replies: statusReplies },
  errors: {
    summary: 'The per-record errors of a batch, a page at a time, by row (stable once the batch has ended)',
    replies: { 200: { description: 'a page of errors', schema: errorsPageReply }, 404: { description: 'no such batch', schema: errorReply } },
  },
  cancel: {
    summary: 'Cancel a batch: what was rendered is kept as its output (with a queue, once the finished chunks are assembled)',
    replies: statusReplies,
  },
  output: {
    summary: 'Download the ZIP or merged PDF (Range supported)',
    replies: {
      200: { description: 'the whole output', mediaType: 'application/octet-stream' },
      206: { description: 'the requested byte range', mediaType: 'application/octet-stream' },
      404: { description: 'no such batch', schema: errorReply },
      409: { description: 'the batch has no output yet', schema: errorReply },
      416: { description: 'the range is outside the output', schema: errorReply },
    },
  },
};

export function batchRoutes(app: FastifyInstance, context: ServeContext): void {
  /**
   * The runner's figures with the rows refused before rendering added in, every error placed as the user's file names
   * it. The notes are read from the runner each time (Redis, or the data directory): any serve answers alike, and
   * this process keeps nothing per batch.
   */
  const accounting = async (status: BatchStatus) => {
    const notes = await context.runner.notes(status.id);
    // A batch started without notes was sent as JSON records by a caller of the runner: its rows are records[i].
    const label = notes ? rowLabelFor(notes.rowPlaces) : (row: number) => `records[${row}]`;
    const refusedRows = notes?.refused ?? [];
    const errors = [...refusedRows, ...status.errors].sort((a, b) => a.row - b.row);
    // Refused rows are failed records of the batch: counted in failed and in total, so done + failed ≤ total.
    const refused = new Set(refusedRows.map((error) => error.row)).size;
    // One numbering for the client, the file's own (issue #17): the 0-based index stays inside the runner.
    const placed = (from: number, to: number) => errors.slice(from, to).map(({ row, ...error }) => ({ place: label(row), ...error }));
    return { errors, refused, placed };
  };

  const errorsLink = (id: string, cursor: number, count: number, limit = ERRORS_PAGE) =>
    cursor < count ? `/v1/batches/${id}/errors?cursor=${cursor}${limit === ERRORS_PAGE ? '' : `&limit=${limit}`}` : undefined;

  const view = async (status: BatchStatus) => {
    const { errors, refused, placed } = await accounting(status);
    const { progress } = status;
    const more = errorsLink(status.id, ERRORS_PAGE, errors.length);
    return {
      ...status,
      progress: {
        ...progress,
        failed: progress.failed + refused,
        total: progress.total + refused,
        etaSeconds: Number.isFinite(progress.etaSeconds) ? progress.etaSeconds : null,
      },
      errors: placed(0, ERRORS_PAGE),
      errorCount: errors.length,
      ...(more ? { moreErrors: more } : {}),
      ...(status.output ? { output: { ...status.output, url: `/v1/batches/${status.id}/output` } } : {}),
    };
  };

  app.post('/v1/batches', { schema: { body: { content: { 'application/json': { schema: batchJsonBody } } } }, config: { doc: docs.create } }, async (request, reply) => {
    const input = await readBatchInput(request, context);
    if (!input.ok) return replyError(reply, input.status, input.message, input.problems);
    const { records, template, plan } = input;
    if (records.records.length > context.limits.maxRecords) {
      return replyError(reply, 413, `the batch has ${records.records.length} records; this server takes at most ${context.limits.maxRecords} per batch (platen serve --max-records)`);
    }
    const unusable = await templateProblem(context.engine, template);
    if (unusable) {
      return replyError(reply, 400, 'the template cannot be used (1 problem)', [{ ...unusable, severity: 'error' }]);
    }
    // E-invoices: one per file, named by invoice number unless asked otherwise; one that breaks a rule is refused.
    const oneInvoicePerFile = planProblem(plan, 'output');
    if (oneInvoicePerFile) return replyError(reply, 400, oneInvoicePerFile.message);
    // A retry with the same Idempotency-Key gets the first answer, the same batch (issue #20).
    const once = await startIdempotent(request, context.idempotency, context.apiKey);
    if (once.kind === 'refused') return replyError(reply, once.status, once.message);
    if (once.kind === 'retry' && once.response) return reply.code(once.response.status).header('Location', once.response.location).send(once.response.body);
    const notes = { rowPlaces: records.rowPlaces, refused: plan.failed };
    const options = { output: input.output, fileName: plan.fileName, skipRows: plan.skipRows };
    const started = await context.runner.start({ template, records: records.records, options, notes }).catch(async (error: unknown) => {
      if (once.kind === 'first') await once.release();
      throw error;
    });
    const body = { ...(await view(started)), warnings: input.warnings };
    const location = `/v1/batches/${started.id}`;
    if (once.kind === 'first') await once.finish({ status: 202, location, body });
    return reply.code(202).header('Location', location).send(body);
  });

  app.get<{ Params: { id: string } }>('/v1/batches/:id', { schema: { params: idParams }, config: { doc: docs.status } }, async (request, reply) => {
    const status = await context.runner.status(request.params.id);
    return status ? await view(status) : replyError(reply, 404, `there is no batch "${request.params.id}"`);
  });

  app.get<{ Params: { id: string }; Querystring: { cursor: number; limit: number } }>(
    '/v1/batches/:id/errors',
    { schema: { params: idParams, querystring: errorsQuery }, config: { doc: docs.errors } },
    async (request, reply) => {
      const { id } = request.params;
      const status = await context.runner.status(id);
      if (!status) return replyError(reply, 404, `there is no batch "${id}"`);
      const { cursor, limit } = request.query;
      const { errors, placed } = await accounting(status);
      const next = errorsLink(id, cursor + limit, errors.length, limit);
      return { errors: placed(cursor, cursor + limit), errorCount: errors.length, ...(next ? { next } : {}) };
    },
  );

  app.delete<{ Params: { id: string } }>('/v1/batches/:id', { schema: { params: idParams }, config: { doc: docs.cancel } }, async (request, reply) => {
    const status = await context.runner.cancel(request.params.id);
    return status ? await view(status) : replyError(reply, 404, `there is no batch "${request.params.id}"`);
  });

  app.get<{ Params: { id: string } }>('/v1/batches/:id/output', { schema: { params: idParams }, config: { doc: docs.output } }, async (request, reply) => {
    const { id } = request.params;
    const output = await context.runner.output(id);
    if (!output) {
      const status = await context.runner.status(id);
      if (!status) return replyError(reply, 404, `there is no batch "${id}"`);
      const { done, failed, total } = status.progress;
      return replyError(reply, 409, `batch "${id}" has no output (${status.state}, ${done + failed} of ${total} records)${status.message ? `: ${status.message}` : ''}`);
    }
    reply.header('Accept-Ranges', 'bytes').header('Content-Disposition', `attachment; filename="${output.fileName}"`);
    const range = parseRange(request.headers.range, output.bytes);
    if (range.kind === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${output.bytes}`);
      return replyError(reply, 416, `the range "${request.headers.range}" is outside the output (${output.bytes} bytes)`);
    }
    reply.type(output.contentType);
    if (range.kind === 'whole') return reply.header('Content-Length', output.bytes).send(output.open());
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${output.bytes}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(output.open({ start: range.start, end: range.end }));
  });
}
