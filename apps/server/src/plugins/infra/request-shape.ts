import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import { badRequest } from '../../http/problems.ts';

/** JSON deeper than this is refused before it is parsed: no request of ours needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** Without any of these, a path has nothing to decode and no "." or empty segment: it is plain as it stands. */
const MIGHT_NOT_BE_PLAIN = /[%\\]|\/\.|\/\//;

/** A letter, digit, `-`, `.`, `_` or `~` written as a %-code: never needed, and read differently by different parsers. */
const ENCODED_UNRESERVED = /%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2[de]|5f|7e)/i;

/**
 * Whether a request path is in its plain form: no `.` or `..` segment and no empty one (`//`),
 * also when they are percent-encoded (`%2e`, `%2f`) or written with backslashes, and no letter
 * or digit written as a %-code (`/sign-in/%65mail`). Routing, rate limits and the identity
 * service then all see the same path.
 */
export function isPlainPath(url: string): boolean {
  const rawPath = url.split('?', 1)[0] ?? '';
  if (!rawPath.startsWith('/')) return false;
  if (!MIGHT_NOT_BE_PLAIN.test(rawPath)) return true;
  if (ENCODED_UNRESERVED.test(rawPath)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (decoded.includes('\\')) return false;
  const segments = decoded.slice(1).split('/');
  return segments.every(
    (segment, index) => segment !== '.' && segment !== '..' && (segment !== '' || index === segments.length - 1),
  );
}

/** A host name (labels of letters, digits and hyphens) or an IPv4 or bracketed IPv6 address, and an optional port. */
const HOST_AND_PORT =
  /^(?:(?<name>[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.?)|\[(?<ipv6>[0-9a-f:.]+)\])(?::(?<port>\d{1,5}))?$/i;

/**
 * Whether a Host header (or a trusted proxy's X-Forwarded-Host) is a host name or address with
 * an optional port, as a browser sends it: no user-info (`a@b`), path, query, spaces, or a
 * port out of range.
 */
export function isPlainHost(host: string): boolean {
  const parts = HOST_AND_PORT.exec(host)?.groups;
  if (!parts || host.length > 260) return false;
  if (parts.ipv6 !== undefined && isIP(parts.ipv6) !== 6) return false;
  return parts.port === undefined || Number(parts.port) <= 65535;
}

const NOT_PLAIN_PATH =
  'Ask for this address in its plain form: without empty, "." or ".." parts, and without letters or digits written as %-codes';
const NOT_PLAIN_HOST = 'The Host header must be a host name or address, with a port if any (e.g. localhost:5000)';

/** How deeply a JSON text nests arrays and objects, stopping once it passes `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/**
 * The shape of every request, before routing: a plain path and host, and JSON bodies of a sane depth
 * (deeper nesting would exhaust the stack of whatever walks it later).
 */
export default fp(
  async (app) => {
    // A callback rather than an async hook: it runs on every request and need not cost a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      // HTTP/1.0 health checks may name no host at all: nothing to check then.
      const namesAHost = request.headers.host !== undefined || request.headers['x-forwarded-host'] !== undefined;
      if (!isPlainPath(request.url)) done(badRequest(NOT_PLAIN_PATH));
      else if (namesAHost && ![request.headers.host ?? '', request.host].every(isPlainHost))
        done(badRequest(NOT_PLAIN_HOST));
      else done();
    });

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        return done(badRequest(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`), undefined);
      }
      return parseJson(request, text, done);
    });
  },
  { name: 'request-shape' },
);
