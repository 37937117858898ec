import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@bistro/contract/errors';
import { LANGUAGES, type OfferedLanguages, preferredLanguage } from '@bistro/contract/languages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Problem, type ProblemWords } from '../../http/problems.ts';

/** Every language the server's catalogs have: a problem is worded in the one a request asks for. */
const WORDED = [...LANGUAGES] as OfferedLanguages;

function body(statusCode: number, message: string, details?: unknown): ApiError {
  return { error: STATUS_CODES[statusCode] ?? 'Error', message, ...(details === undefined ? {} : { details }) };
}

export interface ErrorHandlerOptions {
  /** What a 5xx tells the client, quoting the request's id, in every language (app.ts passes the catalogs' words). */
  serverFailed: (requestId: string) => ProblemWords;
}

/**
 * The one place that decides what an error tells the client: 4xx keep their message in
 * `{ error, message, details? }` (in the request's `Accept-Language` where the problem has words
 * in it); 5xx are logged with the request id and answered generically, in that language too.
 */
export default fp<ErrorHandlerOptions>(
  async (app, { serverFailed }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message,
        }));
        const where = error.validationContext ?? 'request';
        return reply
          .code(400)
          .send(
            body(400, `Invalid ${where}: ${details.map((d) => `${d.path || where} ${d.message}`).join('; ')}`, details),
          );
      }

      // Said in the request's language where there are words for it (the web app asks in its page's).
      const language = preferredLanguage(request.headers['accept-language'], WORDED);
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(statusCode).send(body(statusCode, serverFailed(request.id)(language ?? 'en')));
      }
      // An HTTP error may carry details a client acts on (e.g. how long to wait, a card's decline code).
      if (error instanceof Problem) {
        return reply.code(statusCode).send(body(statusCode, error.messageIn(language), error.detailsIn(language)));
      }
      const { details } = error as FastifyError & { details?: unknown };
      return reply.code(statusCode).send(body(statusCode, error.message, details));
    });
  },
  { name: 'error-handler' },
);

/** The JSON 404 for any path under /api that no route serves. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(body(404, `No route ${request.method} ${request.url.split('?')[0]}`));
}
