import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Query parameters that open something without signing in (a guest's order or booking, a reset
 * link): the log keeps that they were there, not what they were, so that whoever reads the log
 * cannot open them.
 */
const SECRET_PARAMETERS = /([?&](?:key|token)=)[^&#]*/gi;

/** The address asked for, with the value of every key in its query written `[redacted]`. */
export const redactedUrl = (url: string) => url.replace(SECRET_PARAMETERS, '$1[redacted]');

/**
 * One log line per request, written when its response is done, instead of Fastify's two
 * ("incoming request" and "request completed"). At `info` a line costs more than the menu's
 * handler, so it carries few fields: the request id (bound by the request's logger), what was
 * asked and by whom, and how it went.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactedUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
