import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
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
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...outside.flatMap((sources) => sources.script)],
    // Swiper and React set style attributes; scripts stay same-origin.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...outside.flatMap((sources) => sources.connect)],
    frameSrc: ["'self'", ...outside.flatMap((sources) => sources.frame)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Leave the scheme to whoever terminates TLS; a plain-HTTP install must still work.
    upgradeInsecureRequests: null,
  };
}

/**
 * The security headers of every response, as name and value: Helmet's, with the policy above.
 * They depend only on the configuration, so Helmet runs once, at start-up, against a recorder,
 * instead of on every response.
 */
export function securityHeaders(options: SecurityOptions): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup passes through the provider's origin and must still reach its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  let failure: unknown;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
