/**
 * /openapi.json, made from the routes as Fastify registers them: each route's input schemas (the ones Fastify
 * validates with) and its `config.doc` (summary, answers, a hand-read multipart body). A new route appears here by
 * being registered; nothing is listed twice.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteDoc } from './context';
import { platenVersion } from '../../node/version';

type Operation = Record<string, unknown>;

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

type ObjectSchema = { properties?: Record<string, object>; required?: string[] } | undefined;

/** OpenAPI parameters from a params (path) or querystring JSON schema. */
function parameters(schema: ObjectSchema, place: 'path' | 'query') {
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || (schema?.required ?? []).includes(name),
    schema: property,
  }));
}

/** OpenAPI header parameters from a route's documented headers. */
const headerParameters = (headers: Record<string, string> | undefined) =>
  Object.entries(headers ?? {}).map(([name, description]) => ({ name, in: 'header', required: false, description, schema: { type: 'string', maxLength: 255 } }));

function requestBody(body: Record<string, unknown> | undefined, doc: RouteDoc) {
  const content: Record<string, { schema: unknown }> = {};
  if (body && typeof body.content === 'object') Object.assign(content, body.content);
  else if (body) content['application/json'] = { schema: body };
  if (doc.multipart) content['multipart/form-data'] = { schema: doc.multipart };
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

function operation(route: RouteOptions, doc: RouteDoc, secured: boolean): Operation {
  const schema = (route.schema ?? {}) as { params?: ObjectSchema; querystring?: ObjectSchema; body?: Record<string, unknown> };
  const responses: Record<string, unknown> = {};
  for (const [status, reply] of Object.entries(doc.replies)) {
    const mediaType = reply.mediaType ?? 'application/json';
    responses[status] = { description: reply.description, content: { [mediaType]: { schema: reply.schema ?? { type: 'string', format: 'binary' } } } };
  }
  if (secured) responses['401'] = { description: 'no or wrong API key' };
  const body = requestBody(schema.body, doc);
  return {
    summary: doc.summary,
    ...(schema.params || schema.querystring || doc.headers ? { parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query'), ...headerParameters(doc.headers)] } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    ...(secured ? {} : { security: [] }),
  };
}

/** Collects routes as they are registered; call before registering them. `openOnly` routes need no key. */
export function serveOpenApi(app: FastifyInstance, openRoutes: ReadonlySet<string>): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if ((route.config as { doc?: RouteDoc } | undefined)?.doc) routes.push(route);
  });
  const version = platenVersion();
  let document: object | undefined;
  app.get('/openapi.json', async () => {
    if (document) return document;
    const paths: Record<string, Record<string, Operation>> = {};
    for (const route of routes) {
      const doc = (route.config as { doc: RouteDoc }).doc;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      for (const method of methods) {
        (paths[openApiPath(route.url)] ??= {})[method.toLowerCase()] = operation(route, doc, !openRoutes.has(route.url));
      }
    }
    document = {
      openapi: '3.0.3',
      info: { title: 'Platen', version, description: 'Fill pdfme templates with data: one PDF per request, or batches to a ZIP or merged PDF.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
      paths,
    };
    return document;
  });
}
