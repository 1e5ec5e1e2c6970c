/**
 * Error answers: `{ statusCode, error, message, problems? }`, never a stack trace. Expected failures (a bad template,
 * a record that cannot be converted, an unknown id) are sent by the routes with `replyError`; whatever Fastify or a
 * plugin throws (validation, body limits, malformed JSON) is turned into the same shape here.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatPath } from '../../node/place';
import type { Problem } from '../../templates/types';

export interface PlacedProblem {
  place: string;
  message: string;
  severity: 'error' | 'warning';
}

/** Template problems with their places written as the CLI writes them (`schemas[0][1].width`). */
export const placedProblems = (problems: readonly Problem[]): PlacedProblem[] =>
  problems.map((problem) => ({ place: formatPath(problem.path), message: problem.message, severity: problem.severity }));

/** One failed check of ajv, the JSON-schema validator Fastify runs (the parts of its ErrorObject used here). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Where a validated value sits, as the client wrote it: `field "output"`, `URL parameter "id"`, `the body`. */
function schemaPlace(instancePath: string, context: string): string {
  const parts = instancePath.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
  const noun = context === 'params' ? 'URL parameter' : context === 'querystring' ? 'query parameter' : context === 'headers' ? 'header' : 'field';
  if (parts.length === 0) return context === 'params' ? 'the URL' : `the ${context === 'querystring' ? 'query' : context}`;
  return `${noun} "${formatPath(parts)}"`;
}

function valueAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const part of instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The one wording of a schema check that failed, for every route and the multipart form (issue #17: an enum was
 * answered "must be equal to one of the allowed values" without naming them): the place, ajv's message, and for an
 * enum the allowed values and the value sent. `data` is what was validated; `context` is Fastify's ('body', 'params'…).
 */
export function schemaErrorMessage(errors: readonly SchemaError[] | null | undefined, data: unknown, context = 'body'): string {
  if (!errors || errors.length === 0) return `the ${context} is not valid`;
  return errors
    .map((error) => {
      const place = schemaPlace(error.instancePath, context);
      if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
        const sent = valueAt(data, error.instancePath);
        const allowed = error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ');
        return `${place} must be one of ${allowed}${sent === undefined ? '' : ` (got ${JSON.stringify(sent)})`}`;
      }
      return `${place} ${error.message ?? 'is not valid'}`;
    })
    .join('; ');
}

/** Sends an error answer; returns the reply so a handler can `return replyError(...)`. */
export function replyError(reply: FastifyReply, statusCode: number, message: string, problems?: PlacedProblem[]): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(problems ? { problems } : {}) });
}

/** What the user is told about a limit, by the Fastify / @fastify/multipart error code. */
function limitMessage(code: string | undefined, limits: { maxBodyMb: number }): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `the request body is larger than the server's limit of ${limits.maxBodyMb} MB (platen serve --max-body-mb)`;
    case 'FST_REQ_FILE_TOO_LARGE':
      return `the uploaded file is larger than the server's limit of ${limits.maxBodyMb} MB (platen serve --max-body-mb)`;
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'the upload has more parts than a batch takes (one data file, one template, a few fields)';
    default:
      return undefined;
  }
}

/** Installs the error handler and the 404 answer. */
export function installErrorHandling(app: FastifyInstance, limits: { maxBodyMb: number }): void {
  type FastifyError = Error & { statusCode?: number; code?: string; validation?: SchemaError[]; validationContext?: string };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const tooLarge = limitMessage(error.code, limits);
    if (tooLarge) return replyError(reply, 413, tooLarge);
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const data = { body: request.body, params: request.params, querystring: request.query, headers: request.headers }[context];
      return replyError(reply, 400, schemaErrorMessage(error.validation, data, context));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return replyError(reply, status, error.message);
    // Unexpected: the details go to the server's log, the client gets a sentence.
    request.log.error({ err: error }, 'request failed');
    return replyError(reply, 500, 'internal error: the server could not answer this request (see its log)');
  });
  app.setNotFoundHandler((request, reply) => replyError(reply, 404, `no route ${request.method} ${request.url.split('?')[0]}`));
}
