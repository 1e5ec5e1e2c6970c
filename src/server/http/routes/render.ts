/** `POST /v1/render`: a template and one record → the PDF. */
import type { FastifyInstance } from 'fastify';
import { templateProblem } from '../../../node/templateCheck';
import { withStandard, type DocumentStandard } from '../../../templates/documentStandard';
import type { DataRecord } from '../../../templates/types';
import { withTagging } from '../../../templates/accessibility';
import type { RouteDoc, ServeContext } from '../context';
import { replyError } from '../errors';
import { IDEMPOTENCY_HEADER_DOC, startIdempotent } from '../idempotency';
import { noColumnFitsRecord, recordProblems, recordsFromJson, resolveTemplate } from '../input';
import { errorReply, renderBody } from '../schemas';

interface RenderBody {
  template?: object;
  templateId?: string;
  record: DataRecord;
  standard?: DocumentStandard | 'none';
  pdfua?: boolean;
}

const doc: RouteDoc = {
  summary: 'Render one record to a PDF',
  headers: IDEMPOTENCY_HEADER_DOC,
  replies: {
    200: { description: 'the PDF', mediaType: 'application/pdf' },
    400: { description: 'the template cannot be used (problems name their places)', schema: errorReply },
    404: { description: 'no template with that templateId', schema: errorReply },
    413: { description: 'the body is over the size limit', schema: errorReply },
    422: { description: 'the record cannot be rendered (problems name the field), or the Idempotency-Key was used with a different body', schema: errorReply },
  },
};

export function renderRoutes(app: FastifyInstance, context: ServeContext): void {
  app.post<{ Body: RenderBody }>('/v1/render', { schema: { body: renderBody }, config: { doc } }, async (request, reply) => {
    const resolved = await resolveTemplate(request.body, context.templates);
    if (!resolved.ok) return replyError(reply, resolved.status, resolved.message, resolved.problems);
    const template = { ...resolved, template: withTagging(withStandard(resolved.template, request.body.standard), request.body.pdfua) };
    const records = recordsFromJson([request.body.record], template.template);
    if (!records.ok) return replyError(reply, records.status, records.message, records.problems);
    const unmatched = noColumnFitsRecord(records, 'records');
    if (unmatched) return replyError(reply, unmatched.status, unmatched.message);
    const place = () => 'record';
    if (records.rowErrors.length > 0) {
      return replyError(reply, 422, 'the record cannot be rendered', recordProblems(records.rowErrors, place));
    }
    const unusable = await templateProblem(context.engine, template.template);
    if (unusable) {
      return replyError(reply, 400, 'the template cannot be used (1 problem)', [{ ...unusable, severity: 'error' }]);
    }
    // A render has no lasting effect: a retry is rendered again; the key only holds the body to it.
    const once = await startIdempotent(request, context.idempotency, context.apiKey);
    if (once.kind === 'refused') return replyError(reply, once.status, once.message);
    if (once.kind === 'first') await once.finish({ status: 200, body: null });
    const result = await context.engine.render(template.template, records.records[0]);
    if (!result.ok) return replyError(reply, 422, 'the record cannot be rendered', recordProblems(result.errors, place));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'inline; filename="render.pdf"')
      .send(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
  });
}
