import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@bistro/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

function body(statusCode: number, message: string, details?: unknown): ApiError {
  return { error: STATUS_CODES[statusCode] ?? 'Error', message, ...(details === undefined ? {} : { details }) };
}

/**
 * The one place that decides what an error tells the client: 4xx keep their message in
 * `{ error, message, details? }`; 5xx are logged with the request id and answered generically.
 */
export default fp(
  async (app) => {
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

      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(statusCode)
          .send(body(statusCode, `Something went wrong on our side. Please try again. (request ${request.id})`));
      }
      // An HTTP error may carry details a client acts on (e.g. how long to wait, a card's decline code).
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
