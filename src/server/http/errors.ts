/**
 * Error answers: `{ statusCode, error, message, problems? }`, never a stack trace. Expected failures (a bad template,
 * a record that cannot be converted, an unknown id) are sent by the routes with `replyError`; whatever Fastify or a
 * plugin throws (validation, body limits, malformed JSON) is turned into the same shape here.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatPath } from '../../cli/place';
import type { Problem } from '../../templates/types';

export interface PlacedProblem {
  place: string;
  message: string;
  severity: 'error' | 'warning';
}

/** Template problems with their places written as the CLI writes them (`schemas[0][1].width`). */
export const placedProblems = (problems: readonly Problem[]): PlacedProblem[] =>
  problems.map((problem) => ({ place: formatPath(problem.path), message: problem.message, severity: problem.severity }));

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
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    const tooLarge = limitMessage(error.code, limits);
    if (tooLarge) return replyError(reply, 413, tooLarge);
    if (error.validation) return replyError(reply, 400, error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return replyError(reply, status, error.message);
    // Unexpected: the details go to the server's log, the client gets a sentence.
    request.log.error({ err: error }, 'request failed');
    return replyError(reply, 500, 'internal error: the server could not answer this request (see its log)');
  });
  app.setNotFoundHandler((request, reply) => replyError(reply, 404, `no route ${request.method} ${request.url.split('?')[0]}`));
}
