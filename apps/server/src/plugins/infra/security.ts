import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FirebaseIdentityConfig } from '../../config/env.ts';

/** Origins an outside service's browser code needs, by directive. */
interface OutsideSources {
  script: string[];
  frame: string[];
  connect: string[];
}

/** Stripe.js and its card frames, allowed only when payments go through Stripe. */
const stripeSources: OutsideSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Firebase Authentication's web SDK: its API, and for the Google popup Google's gapi loader and
 * a helper frame on the project's auth domain (or the emulator's, in tests).
 */
function firebaseSources({ authDomain, emulatorHost }: FirebaseIdentityConfig): OutsideSources {
  const script = ['https://apis.google.com'];
  if (emulatorHost) return { script, frame: [`http://${emulatorHost}`], connect: [`http://${emulatorHost}`] };
  return {
    script,
    frame: [`https://${authDomain}`],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  };
}

export interface SecurityOptions {
  stripe: boolean;
  firebase: FirebaseIdentityConfig | null;
}

/** Content Security Policy: everything the app needs ships from this origin, plus the configured outside services. */
function contentSecurityPolicy({ stripe, firebase }: SecurityOptions) {
  const outside = [...(stripe ? [stripeSources] : []), ...(firebase ? [firebaseSources(firebase)] : [])];
  const extra = {
    script: outside.flatMap((sources) => sources.script),
    frame: outside.flatMap((sources) => sources.frame),
    connect: outside.flatMap((sources) => sources.connect),
  };
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

/** Security headers, compression and the rate limiter (off unless a route asks). */
export default fp<SecurityOptions>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
      crossOriginEmbedderPolicy: false,
      // The Google sign-in popup passes through the provider's origin and must still reach its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
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
