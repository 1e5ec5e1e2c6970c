/** `PUT/GET/DELETE /v1/templates/:id`: templates kept by id, so batches and renders can name them with `templateId`. */
import type { FastifyInstance } from 'fastify';
import type { RouteDoc, ServeContext } from '../context';
import { replyError } from '../errors';
import { resolveTemplate } from '../input';
import { errorReply, TEMPLATE, templateParams } from '../schemas';

const putDoc: RouteDoc = {
  summary: 'Store a template under an id (checked first; replaces an older one)',
  replies: {
    201: { description: 'stored as a new template', schema: { type: 'object', properties: { id: { type: 'string' } } } },
    200: { description: 'replaced the template with this id', schema: { type: 'object', properties: { id: { type: 'string' } } } },
    400: { description: 'the template cannot be used (problems name their places)', schema: errorReply },
  },
};

const getDoc: RouteDoc = {
  summary: 'Read a stored template',
  replies: { 200: { description: 'the template as stored', schema: TEMPLATE }, 404: { description: 'no such template', schema: errorReply } },
};

const deleteDoc: RouteDoc = {
  summary: 'Delete a stored template (batches already started with it are not affected)',
  replies: { 204: { description: 'deleted', mediaType: 'text/plain' }, 404: { description: 'no such template', schema: errorReply } },
};

export function templateRoutes(app: FastifyInstance, context: ServeContext): void {
  app.put<{ Params: { id: string }; Body: object }>(
    '/v1/templates/:id',
    { schema: { params: templateParams, body: TEMPLATE }, config: { doc: putDoc } },
    async (request, reply) => {
      const checked = await resolveTemplate({ template: request.body }, context.templates);
      if (!checked.ok) return replyError(reply, checked.status, checked.message, checked.problems);
      // The template as sent is kept (not the converted one), so GET returns what the client stored.
      const replaced = await context.templates.put(request.params.id, JSON.stringify(request.body));
      return reply
        .code(replaced ? 200 : 201)
        .header('Location', `/v1/templates/${request.params.id}`)
        .send({ id: request.params.id, warnings: checked.warnings });
    },
  );

  app.get<{ Params: { id: string } }>('/v1/templates/:id', { schema: { params: templateParams }, config: { doc: getDoc } }, async (request, reply) => {
    const json = await context.templates.get(request.params.id);
    if (json === undefined) return replyError(reply, 404, `there is no template "${request.params.id}"`);
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.delete<{ Params: { id: string } }>('/v1/templates/:id', { schema: { params: templateParams }, config: { doc: deleteDoc } }, async (request, reply) => {
    if (!(await context.templates.remove(request.params.id))) return replyError(reply, 404, `there is no template "${request.params.id}"`);
    return reply.code(204).send();
  });
}
