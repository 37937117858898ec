import fp from 'fastify-plugin';
import { badRequest } from '../../http/problems.ts';

/** JSON deeper than this is refused before it is parsed: no request of ours needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/** Without any of these, a path has nothing to decode and no "." or empty segment: it is plain as it stands. */
const MIGHT_NOT_BE_PLAIN = /[%\\]|\/\.|\/\//;

/**
 * Whether a request path is in its plain form: no `.` or `..` segment and no empty one (`//`),
 * also when they are percent-encoded (`%2e`, `%2f`) or written with backslashes. Routing and
 * rate limits then see the same path that is served.
 */
export function isPlainPath(url: string): boolean {
  const rawPath = url.split('?', 1)[0] ?? '';
  if (!rawPath.startsWith('/')) return false;
  if (!MIGHT_NOT_BE_PLAIN.test(rawPath)) return true;
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
 * The shape of every request, before routing: a plain path, and JSON bodies of a sane depth
 * (deeper nesting would exhaust the stack of whatever walks it later).
 */
export default fp(
  async (app) => {
    // A callback rather than an async hook: it runs on every request and need not cost a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (isPlainPath(request.url)) done();
      else done(badRequest('This address has empty, "." or ".." parts: ask for it in its plain form'));
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
