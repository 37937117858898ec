import { isStaffRole, type Role } from '@bistro/contract/identity';
import type { FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { conflict, forbidden, type Message, type ProblemWords, unauthorized } from '../../http/problems.ts';

export interface ApiUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The phone on their profile, if they gave one (checkout's default). */
  phone: string | null;
  /** Whether the identity service has proven the account's address (promo codes with rules per person need it). */
  emailConfirmed: boolean;
  /** When the API token that proved this caller expires (its `exp` claim). */
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller proven by a valid API token; null on public routes. */
    user: ApiUser | null;
  }
  interface FastifyInstance {
    /**
     * Lets only administrators through (role read from the database on every request). Guards
     * run as `preValidation` hooks: after the body is read, before it is checked, so a caller
     * without the right learns nothing about the schema.
     */
    requireAdmin: preValidationAsyncHookHandler;
    /** Lets kitchen staff and administrators through (the order board). */
    requireStaff: preValidationAsyncHookHandler;
    /** Lets kitchen staff, administrators and drivers through (moving orders on, the deliveries). */
    requireStaffOrDriver: preValidationAsyncHookHandler;
    /**
     * Lets a user act only on their own email, named by the `email` field of the request's
     * body, query or params (and admins too, when `allowAdmin`).
     */
    requireSelf(from: 'body' | 'query' | 'params', options?: { allowAdmin?: boolean }): preValidationAsyncHookHandler;
    /** Refuses (409, with `message`) a request whose `id` path parameter is the caller's own user id. */
    requireSomeoneElse(message: Message): preValidationAsyncHookHandler;
  }
}

/** The caller of a route behind the authentication hook (a guard already refused anonymous callers). */
export function callerOf(request: FastifyRequest): ApiUser {
  if (!request.user) throw new Error(`${request.routeOptions.url} is public but reads the caller`);
  return request.user;
}

/**
 * The routes anyone may call without an API token. Everything else under /api needs one.
 * Keys are "METHOD /route/pattern". The identity service's endpoints under /api/auth/ are
 * public too: they are how a person signs in, and the service checks its own session.
 */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /api/menu',
  'GET /api/menu/:id',
  'GET /api/menu/sections',
  'GET /api/restaurant',
  // The restaurant's name, look, home page and languages, as every page shows them.
  'GET /api/restaurant/brand',
  'GET /api/restaurant/home',
  'GET /api/restaurant/languages',
  // Published reviews only.
  'GET /api/reviews',
  'POST /api/jwt',
  // Guests' checkout: each refuses while the restaurant takes no guest orders, and a guest's
  // order opens only with its signed key.
  'POST /api/guest/checkout/quote',
  'POST /api/guest/create-payment-intent',
  'POST /api/guest/payments/test/confirm',
  'POST /api/guest/payments',
  'GET /api/guest/orders/:id',
  'GET /api/guest/orders/:id/data',
  // An order staff entered, paid by the link mailed to its diner: opens only with its signed key.
  'GET /api/guest/orders/:id/payment',
  'DELETE /api/guest/orders/:id/data',
  // Table bookings: the form's rules and free times are public; a guest's booking refuses while
  // GUEST_BOOKINGS is off.
  'GET /api/bookings/rules',
  'GET /api/bookings/slots',
  'GET /api/bookings/first-free-day',
  'POST /api/guest/bookings',
  // A guest's booking opens by the signed key in its link, checked there.
  'GET /api/guest/bookings/:id',
  'PATCH /api/guest/bookings/:id',
  'GET /api/guest/bookings/:id/slots',
  'PUT /api/guest/bookings/:id/visit',
  'GET /api/guest/bookings/:id/data',
  'DELETE /api/guest/bookings/:id/data',
  // Delivery: the zones and fees, and the quote an address gets, are what checkout shows anyone.
  'GET /api/delivery/setup',
  'POST /api/delivery/quote',
  // At the table: the code on the table's card opens it (random and long, renewed by staff), and
  // a round is taken only while staff have the table open.
  'GET /api/t/:code',
  'GET /api/t/:code/events',
  'POST /api/t/:code/rounds',
  // Paying it: a share is held only while the tab is open, and a payment opens with its code and id.
  'POST /api/t/:code/payments',
  'POST /api/t/:code/payments/:paymentId/complete',
  'GET /api/t/:code/payments/:paymentId',
  // Stripe calls it; every event's signature is checked.
  'POST /api/webhooks/stripe',
  // `npm run backup` on this machine calls it with the token in DATA_DIR/server.json, checked there.
  'POST /api/backups/by-command',
]);
const IDENTITY_SERVICE_PREFIX = '/api/auth/';

/** Whether a route is public: for a route of several methods, all of them must be. */
function isPublic({ method, url }: RouteOptions): boolean {
  if (url?.startsWith(IDENTITY_SERVICE_PREFIX)) return true;
  return [method].flat().every((each) => publicRoutes.has(`${each === 'HEAD' ? 'GET' : each} ${url}`));
}

/**
 * A token signed with another JWT_SECRET than this process's (the token service tells by its
 * `kid`): a process of the same site configured differently, the commonest mistake when a site
 * runs on several machines.
 */
export class ForeignTokenError extends Error {
  override name = 'ForeignTokenError';
}

/** The guards' refusals in every language: the identity feature puts them on the app (`app.guardWords`). */
export interface GuardWords {
  noToken: ProblemWords;
  foreignToken: ProblemWords;
  invalidToken: ProblemWords;
  accountGone: ProblemWords;
  sessionEnded: ProblemWords;
  adminsOnly: ProblemWords;
  staffOnly: ProblemWords;
  staffOrDriversOnly: ProblemWords;
  logIn: ProblemWords;
  ownDataOnly: ProblemWords;
}

/**
 * One authentication hook on every /api route but the public ones (and the not-found handler,
 * which answers 404 whoever asks): a missing, invalid, expired or forged token is 401; the
 * token's user must still exist, and their role is read from the database. Named guards then
 * check role and ownership.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const words = app.guardWords;

    const authenticate: onRequestAsyncHookHandler = async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized(words.noToken);
      let claims: Awaited<ReturnType<typeof app.tokens.verify>>;
      try {
        claims = await app.tokens.verify(header.slice('Bearer '.length));
      } catch (error) {
        if (error instanceof ForeignTokenError) {
          request.log.error(
            'refused a token signed with another JWT_SECRET: every process of the site must have the same JWT_SECRET and AUTH_SECRET (docs/deploy.md)',
          );
          throw unauthorized(words.foreignToken);
        }
        throw unauthorized(words.invalidToken);
      }
      const record = await app.users.findById(claims.id);
      if (!record || record.email !== claims.email) {
        throw unauthorized(words.accountGone);
      }
      if (claims.version !== record.tokenVersion) {
        throw unauthorized(words.sessionEnded);
      }
      request.user = {
        id: record.id,
        name: record.name,
        email: record.email,
        role: record.role,
        phone: record.phone,
        emailConfirmed: record.emailConfirmed,
        tokenExpiresAt: claims.expiresAt,
      };
    };
    // Decided once per route as it is added, rather than on every request.
    app.addHook('onRoute', (route) => {
      if (!isPublic(route)) route.onRequest = [authenticate, ...[route.onRequest ?? []].flat()];
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (request.user?.role !== 'admin') throw forbidden(words.adminsOnly);
    });

    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!isStaffRole(request.user?.role)) throw forbidden(words.staffOnly);
    });

    app.decorate('requireStaffOrDriver', async (request: FastifyRequest) => {
      if (!isStaffRole(request.user?.role) && request.user?.role !== 'driver') {
        throw forbidden(words.staffOrDriversOnly);
      }
    });

    app.decorate('requireSelf', (from: 'body' | 'query' | 'params', { allowAdmin = false } = {}) => {
      return async (request: FastifyRequest) => {
        const user = request.user;
        if (!user) throw unauthorized(words.logIn);
        if (allowAdmin && user.role === 'admin') return;
        // Not validated yet: the part may be missing or of any shape.
        const part: unknown = request[from];
        const email = typeof part === 'object' && part !== null ? (part as { email?: unknown }).email : undefined;
        if (typeof email !== 'string' || email.trim().toLowerCase() !== user.email) {
          throw forbidden(words.ownDataOnly);
        }
      };
    });

    app.decorate('requireSomeoneElse', (message: Message) => async (request: FastifyRequest) => {
      if ((request.params as { id?: unknown }).id === request.user?.id) throw conflict(message);
    });
  },
  { name: 'authentication', dependencies: ['identity', 'users'] },
);
