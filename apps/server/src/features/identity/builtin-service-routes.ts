import { STATUS_CODES } from 'node:http';
import { apiErrorSchema } from '@bistro/contract/errors';
import {
  identityAnswerSchema,
  identityRequests,
  identitySessionSchema,
  returnPathParameters,
  returnPathSchema,
} from '@bistro/contract/identity';
import { lineOfText } from '@bistro/contract/text';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, Problem, type ProblemWords } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';
import { serverNewPasswordSchema } from './password-policy.ts';

interface BuiltinServiceOptions {
  /** PUBLIC_URL, or null to serve the service at whatever address a request was sent to. */
  publicUrl: string | null;
  handler: (request: Request) => Promise<Response>;
  /** Per client address, for the endpoints that send mail or try a password. */
  rateLimit: { max: number; timeWindow: string };
  google: boolean;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Query parameters of the Google popup and its callback: short lines of text, checked again by
 * the service; where to go when done only a path on this site.
 */
const oauthQuery = z
  .record(z.string().max(64), lineOfText({ label: 'Parameter', max: 4096 }))
  .superRefine((query, context) => {
    for (const name of returnPathParameters) {
      const target = query[name];
      if (target === undefined) continue;
      for (const issue of returnPathSchema.safeParse(target).error?.issues ?? []) {
        context.addIssue({ code: 'custom', path: [name], message: issue.message });
      }
    }
  });

/** Headers of the service's answers that we set ourselves (or that no longer fit the body we send). */
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

/** Refusals of the service that people see, in words they can act on (by the service's code). */
const refusalWords: Partial<Record<string, ProblemWords>> = {
  INVALID_TOKEN: wordsOf('refusal.linkNoLongerValid'),
  INVALID_EMAIL_OR_PASSWORD: wordsOf('refusal.wrongEmailOrPassword'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: wordsOf('refusal.emailTaken'),
};

/** The page a browser sent the request from: its Origin header, or its Referer's origin. */
function senderOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  try {
    return referer ? new URL(referer).origin : null;
  } catch {
    return null;
  }
}

const tooManyAttempts = (seconds: number) =>
  new Problem(
    429,
    seconds < 90
      ? wordsOf('refusal.signInsWaitSeconds', { seconds })
      : wordsOf('refusal.signInsWaitMinutes', { minutes: Math.ceil(seconds / 60) }),
    { retryAfterSeconds: seconds },
  );

/** The service's own refusal (a 4xx), relayed in our shape; anything else is ours to log as a failure. */
function refusal(status: number, message: string | ProblemWords, details: unknown) {
  if (status >= 400 && status < 500) return new Problem(status, message, details);
  return new Error(`the identity service answered ${status}: ${typeof message === 'string' ? message : message('en')}`);
}

/**
 * The endpoints of the built-in identity service (Better Auth) that this site uses, and no
 * others. Each is a route of ours: its body is checked with our schemas before the service sees
 * it, every request that changes something must come from the site's own pages (its Origin),
 * the ones that try a password or send mail are rate-limited per client address, and its
 * answer goes out through our response schema, which keeps session tokens out of reach of page
 * scripts (the session lives in an HttpOnly cookie only).
 */
const builtinServiceRoutes: FastifyPluginAsyncZod<BuiltinServiceOptions> = async (
  app,
  { publicUrl, handler, rateLimit, google },
) => {
  /** Hands the request to the service at the address it was sent to, and relays its answer. */
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    if (request.method !== 'GET' && senderOrigin(request) !== origin) {
      throw forbidden(wordsOf('refusal.notFromTheSite'));
    }
    const url = new URL(request.url, origin);
    const headers = fromNodeHeaders(request.headers);
    headers.set('host', url.host);
    headers.delete('content-length');
    const body = request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined;
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await handler(new Request(url, { method: request.method, headers, body }));

    // The popup's pages must not isolate themselves, or the popup loses its opener and cannot report back.
    reply.removeHeader('cross-origin-opener-policy');
    for (const [name, value] of response.headers) {
      if (!DROPPED_HEADERS.has(name)) reply.header(name, value);
    }
    const secure = request.protocol === 'https';
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => (secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie));
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.code(response.status);

    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    if (!isJson || text === '' || (response.status >= 300 && response.status < 400)) return reply.send(text || null);
    const answer = JSON.parse(text) as { message?: string; code?: string } | null;
    if (response.ok) return reply.send(answer);
    const words = (answer?.code && refusalWords[answer.code]) || answer?.message || STATUS_CODES[response.status];
    throw refusal(response.status, words || 'Refused', answer?.code ? { code: answer.code } : undefined);
  }

  const answers = { 200: identityAnswerSchema, ...errors };
  const limited = { config: { rateLimit } };

  app.get(
    '/auth/get-session',
    {
      schema: {
        summary: 'Who is signed in to the identity service (its HttpOnly cookie); null when nobody is',
        response: { 200: identitySessionSchema, ...errors },
      },
    },
    forward,
  );

  app.post(
    '/auth/sign-out',
    { schema: { summary: 'Ends the identity session', body: z.object({}).nullish(), response: answers } },
    forward,
  );

  app.post(
    '/auth/sign-in/email',
    {
      ...limited,
      schema: {
        summary: 'Signs in with email and password; unsuccessful attempts slow down further ones for that account',
        body: identityRequests.signIn,
        response: answers,
      },
      preHandler: async (request, reply) => {
        const admission = await app.signInThrottle.admit(request.body.email);
        if (!admission.admitted) {
          reply.header('retry-after', admission.retryAfterSeconds);
          throw tooManyAttempts(admission.retryAfterSeconds);
        }
      },
      // Before the answer leaves (not after, as onResponse would): an attempt the client makes
      // right after its success must find the count already forgotten.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode === 200) await app.signInThrottle.succeeded(request.body.email);
        return payload;
      },
    },
    forward,
  );

  app.post(
    '/auth/sign-up/email',
    {
      ...limited,
      schema: {
        summary: 'Creates an account and signs it in; a message to confirm the address is sent',
        body: identityRequests.signUp.extend({ password: serverNewPasswordSchema }),
        response: answers,
      },
    },
    forward,
  );

  app.post(
    '/auth/update-user',
    {
      schema: { summary: 'Changes the signed-in person’s name', body: identityRequests.updateUser, response: answers },
    },
    forward,
  );

  app.post(
    '/auth/send-verification-email',
    {
      ...limited,
      schema: {
        summary: 'Sends the message to confirm an address again',
        body: identityRequests.sendVerificationEmail,
        response: answers,
      },
    },
    forward,
  );

  app.get(
    '/auth/verify-email',
    {
      schema: {
        summary: 'The link in the confirmation message: marks the address confirmed, then opens the profile',
        querystring: z.object({
          token: lineOfText({ label: 'Token', min: 1, max: 2048 }),
          callbackURL: returnPathSchema.optional(),
        }),
        response: errors,
      },
    },
    forward,
  );

  app.post(
    '/auth/request-password-reset',
    {
      ...limited,
      schema: {
        summary: 'Mails a link to choose a new password, if the address has an account (the answer is the same)',
        body: identityRequests.requestPasswordReset,
        response: answers,
      },
    },
    forward,
  );

  app.post(
    '/auth/reset-password',
    {
      ...limited,
      schema: {
        summary: 'Sets a new password with the mailed link’s token (once, within 30 minutes); other sessions end',
        body: identityRequests.resetPassword.extend({ newPassword: serverNewPasswordSchema }),
        response: answers,
      },
    },
    forward,
  );

  if (google) {
    app.get(
      '/auth/oauth-popup/start',
      {
        schema: { summary: 'Opens Google sign-in in the popup', querystring: oauthQuery, response: errors },
      },
      forward,
    );
    app.get(
      '/auth/callback/:id',
      {
        schema: {
          summary: 'Where Google sends the popup back',
          params: z.object({ id: z.literal('google') }),
          querystring: oauthQuery,
          response: errors,
        },
      },
      forward,
    );
  }
};

export default builtinServiceRoutes;
