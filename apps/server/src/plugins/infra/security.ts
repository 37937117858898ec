import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import fp from 'fastify-plugin';

/** Stripe.js and its card frames, allowed only when payments go through Stripe. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Content Security Policy: everything the app needs ships from this origin (plus Stripe in Stripe mode). */
function contentSecurityPolicy({ stripe }: { stripe: boolean }) {
  const extra = stripe ? stripeSources : { script: [], frame: [], connect: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra.script],
    // Swiper and React set style attributes and SweetAlert2 injects its stylesheet; scripts stay same-origin.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...extra.connect],
    frameSrc: ["'self'", ...extra.frame],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Leave the scheme to whoever terminates TLS; a plain-HTTP install must still work.
    upgradeInsecureRequests: null,
  };
}

/** Security headers, compression, HTTP error helpers and the rate limiter (off unless a route asks). */
export default fp<{ stripe: boolean }>(
  async (app, { stripe }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ stripe }) },
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
