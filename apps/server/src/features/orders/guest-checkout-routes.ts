import { randomBytes } from 'node:crypto';
import { billBreakdownSchema } from '@bistro/contract/bill-settings';
import {
  guestIntentResponseSchema,
  guestIntentSchema,
  guestOrderQuerySchema,
  guestPaymentSchema,
  guestQuoteSchema,
  linkPaymentSchema,
} from '@bistro/contract/guest-checkout';
import { orderIdSchema, orderSchema } from '@bistro/contract/orders';
import { paymentRecordedSchema } from '@bistro/contract/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { forbidden, notFound, Problem } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';

const errors = errorResponses(400, 402, 403, 404, 409, 422, 429);

/**
 * Guest payment intents a client address may ask for, and an email address may be given for, in
 * GUEST_LIMIT_WINDOW: enough for a diner whose card is declined a few times, not for someone
 * trying cards or filling the kitchen with orders.
 */
export const GUEST_INTENTS_PER_ADDRESS = 20;
export const GUEST_INTENTS_PER_EMAIL = 8;
const GUEST_LIMIT_WINDOW = '15 minutes';

/** The cookie in which a guest's browser keeps its checkout token (HttpOnly: page scripts never read it). */
export const CHECKOUT_COOKIE = 'bistro_guest_checkout';
const CHECKOUT_TOKEN = new RegExp(`(?:^|;\\s*)${CHECKOUT_COOKIE}=([\\w-]{43})(?:;|$)`);

/**
 * The checkout token of this browser: the one its cookie carries, or a new one set in it (a day,
 * for the guest paths only). A guest's unpaid order opens again only for the browser that made it.
 */
function checkoutToken(request: FastifyRequest, reply: FastifyReply): string {
  const kept = CHECKOUT_TOKEN.exec(request.headers.cookie ?? '')?.[1];
  if (kept) return kept;
  const token = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${CHECKOUT_COOKIE}=${token}; Path=/api/guest; HttpOnly; SameSite=Strict; Max-Age=86400${secure}`,
  );
  return token;
}

/**
 * Checkout without an account, when the restaurant takes guest orders (GUEST_CHECKOUT, or the
 * admin's settings): the same pricing, rules and idempotency as an account's checkout, for lines
 * the browser keeps; the order is then opened by its signed key, not a session.
 */
const guestCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own limiter, not a second route limit: the plugin runs one limit per request.
  const perEmail = app.createRateLimit({
    max: GUEST_INTENTS_PER_EMAIL,
    timeWindow: GUEST_LIMIT_WINDOW,
    keyGenerator: (request) => `guest-email:${(request.body as { email: string }).email}`,
  });
  const takingGuests = async () => {
    if (!(await app.restaurant.takesGuestOrders())) {
      throw forbidden(wordsOf('refusal.signedInDinersOnly'));
    }
  };

  app.post(
    '/guest/create-payment-intent',
    {
      config: { rateLimit: { max: GUEST_INTENTS_PER_ADDRESS, timeWindow: GUEST_LIMIT_WINDOW } },
      preHandler: async (request) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) {
          const minutes = Math.ceil(limit.ttlInSeconds / 60);
          throw new Problem(429, wordsOf('refusal.tooManyPaymentsForEmail', { minutes }));
        }
      },
      schema: {
        summary:
          'A guest’s cart (its lines, priced on the server) as an order and its intent, with the key that opens the order (when guests may order)',
        body: guestIntentSchema,
        response: { 200: guestIntentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await takingGuests();
      const { name, email, phone, lines, ...choices } = request.body;
      const browser = checkoutToken(request, reply);
      const payer = { kind: 'guest' as const, name, email, phone, lines, address: request.ip, browser };
      const started = await app.orders.checkout.startPayment(payer, choices);
      const orderKey = await app.orders.checkout.guestOrderKey(started.orderId);
      if (!orderKey) throw notFound(wordsOf('refusal.orderReplacedMeanwhile'));
      return { ...started, orderKey };
    },
  );

  app.post(
    '/guest/checkout/quote',
    {
      config: { rateLimit: { max: GUEST_INTENTS_PER_ADDRESS * 5, timeWindow: GUEST_LIMIT_WINDOW } },
      schema: {
        summary: 'The bill a guest’s lines come to with this tip and promo code, before paying (nothing is held)',
        body: guestQuoteSchema,
        response: { 200: billBreakdownSchema, ...errors },
      },
    },
    async (request) => {
      await takingGuests();
      const { lines, email, ...choices } = request.body;
      return app.orders.checkout.quote({ kind: 'guest', email, lines, address: request.ip }, choices);
    },
  );

  app.post(
    '/guest/payments',
    {
      schema: {
        summary: 'Records a guest’s payment the provider confirmed, for the order its key opens (idempotent)',
        body: guestPaymentSchema,
        response: { 200: paymentRecordedSchema, ...errors },
      },
    },
    async (request) => app.orders.checkout.completeGuestPayment(request.body),
  );

  app.get(
    '/guest/orders/:id',
    {
      schema: {
        summary: 'A guest’s order, opened by the signed key from its mail (until 30 days after pickup)',
        params: orderIdSchema,
        querystring: guestOrderQuerySchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await app.orders.checkout.guestOrder(request.params.id, request.query.key);
      if (!view) throw notFound(wordsOf('refusal.orderLinkExpired'));
      reply.header('cache-control', 'no-store');
      return view;
    },
  );

  app.get(
    '/guest/orders/:id/payment',
    {
      schema: {
        summary:
          'The card payment of an order staff entered, for the diner opening its payment link (its key): the intent’s client secret and the amount',
        params: orderIdSchema,
        querystring: guestOrderQuerySchema,
        response: { 200: linkPaymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await app.orders.counter.linkPayment(request.params.id, request.query.key);
      if (!payment) throw notFound(wordsOf('refusal.nothingToPayByLink'));
      reply.header('cache-control', 'no-store');
      return payment;
    },
  );
};

export default guestCheckoutRoutes;
