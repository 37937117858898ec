import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { AppConfig } from '../../config/env.ts';

/** Fields the short lines leave out: the request's are in its words, the rest is for machines. */
const LEFT_OUT = ['pid', 'hostname', 'reqId', 'method', 'url', 'remoteAddress', 'statusCode', 'responseTime', 'mail'];

/** "GET /api/menu 200 3 ms" for a request, the message for anything else. */
function shortLine(log: Record<string, unknown>, messageKey: string): string {
  if (typeof log.method !== 'string') return String(log[messageKey] ?? '');
  const ms = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
  return `${log.method} ${String(log.url)} ${String(log.statusCode)}${ms}`;
}

/**
 * The server's logger: JSON lines for machines (LOG_FORMAT=json, and by default when the output
 * is not a terminal), or one short line per event for a person at a terminal (LOG_FORMAT=pretty,
 * the default there): time, level, and the request or the message. `destination` is for tests.
 */
export function loggerOptions(
  { logLevel, logFormat }: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (logFormat === 'json') return { level: logLevel, ...(destination ? { stream: destination } : {}) };
  const stream = pretty({
    destination: destination ?? 1,
    sync: true,
    colorize: !destination && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: LEFT_OUT.join(','),
    singleLine: true,
    messageFormat: shortLine,
  });
  return { level: logLevel, stream };
}
