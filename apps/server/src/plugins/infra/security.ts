import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { type SecurityOptions, securityHeaders } from './security-headers.ts';

/** Security headers, compression and the rate limiter (off unless a route asks). */
export default fp<SecurityOptions>(
  async (app, options) => {
    const headers = securityHeaders(options);
    // On the raw response, so that replies a route writes itself (the order stream) carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
