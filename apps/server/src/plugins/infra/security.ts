import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import fp from 'fastify-plugin';

/** Content Security Policy: everything the app needs ships from this origin. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Swiper and React set style attributes; no inline <style> or scripts are needed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // Leave the scheme to whoever terminates TLS; a plain-HTTP install must still work.
  upgradeInsecureRequests: null,
};

/** Security headers, compression, HTTP error helpers and the rate limiter (off unless a route asks). */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      crossOriginEmbedderPolicy: false,
      // The Google sign-in popup passes through the provider's origin and must still reach its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(sensible);
    await app.register(rateLimit, { global: false });
  },
  { name: 'security' },
);
