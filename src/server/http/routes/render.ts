/** `POST /v1/render`: a template and one record → the PDF. */
import type { FastifyInstance } from 'fastify';
import { basePdfProblem } from '../../../cli/basePdfCheck';
import { withStandard, type DocumentStandard } from '../../../templates/documentStandard';
import type { DataRecord } from '../../../templates/types';
import type { RouteDoc, ServeContext } from '../context';
import { replyError } from '../errors';
import { recordProblems, recordsFromJson, resolveTemplate } from '../input';
import { errorReply, renderBody } from '../schemas';

interface RenderBody {
  template?: object;
  templateId?: string;
  record: DataRecord;
  standard?: DocumentStandard | 'none';
}

const doc: RouteDoc = {
  summary: 'Render one record to a PDF',
  replies: {
    200: { description: 'the PDF', mediaType: 'application/pdf' },
    400: { description: 'the template cannot be used (problems name their places)', schema: errorReply },
    404: { description: 'no template with that templateId', schema: errorReply },
    422: { description: 'the record cannot be rendered (problems name the field)', schema: errorReply },
  },
};

export function renderRoutes(app: FastifyInstance, context: ServeContext): void {
  app.post<{ Body: RenderBody }>('/v1/render', { schema: { body: renderBody }, config: { doc } }, async (request, reply) => {
    const resolved = await resolveTemplate(request.body, context.templates);
    if (!resolved.ok) return replyError(reply, resolved.status, resolved.message, resolved.problems);
    const template = { ...resolved, template: withStandard(resolved.template, request.body.standard) };
    const records = recordsFromJson([request.body.record], template.template);
    if (!records.ok) return replyError(reply, records.status, records.message, records.problems);
    const place = () => 'record';
    if (records.rowErrors.length > 0) {
      return replyError(reply, 422, 'the record cannot be rendered', recordProblems(records.rowErrors, place));
    }
    const baseProblem = await basePdfProblem(context.engine, template.template);
    if (baseProblem) {
      return replyError(reply, 400, 'the template cannot be used (1 problem)', [{ place: 'basePdf', message: baseProblem, severity: 'error' }]);
    }
    const result = await context.engine.render(template.template, records.records[0]);
    if (!result.ok) return replyError(reply, 422, 'the record cannot be rendered', recordProblems(result.errors, place));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'inline; filename="render.pdf"')
      .send(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
  });
}
