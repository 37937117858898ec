import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';
import { startStripeStandIn } from '../../../test/stripe-stand-in.ts';

const SECRET = 'sk_test_bistro_stand_in';

describe('payments with the Stripe adapter (against a local stand-in for Stripe’s API)', () => {
  let app: FastifyInstance;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let diner: SignedIn;
  let cartIds: string[];
  let totalCents: number;

  beforeAll(async () => {
    stripe = await startStripeStandIn(SECRET);
    app = await buildTestApp({
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bistro',
      STRIPE_API_URL: stripe.url,
    });
    diner = await signInAs(app, { email: 'stripe-diner@bistro.test' });
    const dishes: { _id: string; price: number }[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    for (const dish of dishes.slice(0, 2)) {
      await app.inject({
        method: 'POST',
        url: '/api/carts',
        headers: diner.headers,
        payload: { email: diner.user.email, menuID: dish._id },
      });
    }
    totalCents = dishes.slice(0, 2).reduce((cents, dish) => cents + Math.round(dish.price * 100), 0);
    cartIds = (await app.inject({ method: 'GET', url: `/api/carts?email=${diner.user.email}`, headers: diner.headers }))
      .json()
      .map((line: { _id: string }) => line._id);
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const record = (transactionId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: diner.headers,
      payload: { email: diner.user.email, transactionId, cartIds },
    });

  it('announces Stripe and its publishable key to the browser, never the secret key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_bistro' });
    expect(response.body).not.toContain(SECRET);
  });

  it('lets Stripe.js and its card frames through the content security policy', async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src');
    expect(csp).toContain('https://hooks.stripe.com');
  });

  it('creates a Stripe PaymentIntent for the cart total, for this user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: diner.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const created = stripe.requests.find((request) => request.method === 'POST');
    expect(created?.form.get('amount')).toBe(String(totalCents));
    expect(created?.form.get('currency')).toBe('usd');
    expect(created?.form.get('metadata[userId]')).toBe(diner.user.id);
    expect(created?.form.get('metadata[orderId]')).toBe(response.json().orderId);
    const [intent] = stripe.intents.values();
    expect(response.json().clientSecret).toBe(intent?.client_secret);
  });

  it('records the payment only once Stripe says it succeeded', async () => {
    const [intent] = stripe.intents.values();
    const early = await record(intent?.id ?? '');
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe('The payment has not gone through (status: requires_payment_method)');

    await stripe.succeed(intent?.id ?? '');
    const recorded = await record(intent?.id ?? '');
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json().deleteResult).toEqual({ deletedCount: 2 });
  });

  it('refuses an intent Stripe does not know', async () => {
    expect((await record('pi_does_not_exist')).statusCode).toBe(402);
  });

  it('offers no test-card confirmation in Stripe mode', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      headers: diner.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('Stripe webhooks, refunds and reconciliation (against the local stand-in, which signs its events)', () => {
  const WEBHOOK_SECRET = 'whsec_bistro_stand_in';
  let app: FastifyInstance;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let dishId: string;
  let people = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn(SECRET);
    app = await buildTestApp({
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bistro',
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    stripe.setWebhook(`http://127.0.0.1:${port}/api/webhooks/stripe`, WEBHOOK_SECRET);
    dishId = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  /** A diner with one dish in the cart and an intent for it; answers who, the order and its intent. */
  async function checkout() {
    const who = await signInAs(app, { email: `webhook-diner${++people}@bistro.test` });
    await app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: who.headers,
      payload: { email: who.user.email, menuID: dishId },
    });
    const { orderId, clientSecret } = (
      await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: who.headers, payload: {} })
    ).json();
    return { who, orderId, intentId: String(clientSecret).split('_secret_')[0] ?? '' };
  }
  const orderOf = (who: SignedIn, orderId: string) =>
    app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers });

  it('makes the order paid from Stripe’s signed event, though the diner closed the tab', async () => {
    const { who, orderId, intentId } = await checkout();
    expect(await stripe.succeed(intentId, { notify: true })).toBe(200);
    expect((await orderOf(who, orderId)).json().status).toBe('pending');
    // Stripe may send an event again: nothing changes.
    expect(await stripe.sendEvent('payment_intent.succeeded', stripe.intents.get(intentId))).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payment?email=${who.user.email}`, headers: who.headers })).json(),
    ).toHaveLength(1);
  });

  it('refuses an event that Stripe did not sign', async () => {
    const { who, orderId, intentId } = await checkout();
    await stripe.succeed(intentId);
    expect(await stripe.sendEvent('payment_intent.succeeded', stripe.intents.get(intentId), 'whsec_someone_else')).toBe(
      400,
    );
    expect((await orderOf(who, orderId)).statusCode).toBe(404);
  });

  it('refunds a charge that matches no order', async () => {
    const orphan = stripe.orphanCharge(1234);
    expect(await stripe.sendEvent('payment_intent.succeeded', orphan)).toBe(200);
    expect([...stripe.refunds.values()].map((refund) => refund.payment_intent)).toContain(orphan.id);
    // Found again at reconciliation, it is not refunded twice.
    await app.orders.charges.reconcile(new Date());
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === orphan.id)).toHaveLength(1);
  });

  it('refunds a cancelled order through Stripe, once', async () => {
    const admin = await signInAs(app, { email: 'stripe-admin@bistro.test', role: 'admin' });
    const { orderId, intentId } = await checkout();
    await stripe.succeed(intentId, { notify: true });
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'cancelled', reason: 'sold_out' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundedAt: expect.any(String) });
    await app.orders.charges.reconcile(new Date());
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
  });

  it('refunds part of an order through Stripe once per key, then the rest when it is cancelled', async () => {
    const cook = await signInAs(app, { email: 'stripe-cook@bistro.test', role: 'staff' });
    const { orderId, intentId } = await checkout();
    await stripe.succeed(intentId, { notify: true });
    const total = stripe.intents.get(intentId)?.amount ?? 0;
    const key = 'refund-key-0001';
    const partly = () =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/refunds`,
        headers: { ...cook.headers, 'idempotency-key': key },
        payload: { amount: 1, reason: 'cold' },
      });
    const first = await partly();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().refund.status).toBe('refunded');
    expect((await partly()).json()).toEqual(first.json());
    const sent = stripe.requests.filter(
      (request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intentId,
    );
    expect(sent.map((request) => [request.form.get('payment_intent'), request.form.get('amount')])).toEqual([
      [intentId, '100'],
    ]);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: cook.headers,
      payload: { status: 'cancelled', reason: 'closing' },
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundedAt: expect.any(String) });
    const given = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId);
    expect(given.map((refund) => refund.amount)).toEqual([100, total - 100]);
  });

  it('finds a succeeded intent whose event never came, at reconciliation', async () => {
    const { who, orderId, intentId } = await checkout();
    await stripe.succeed(intentId);
    expect((await app.orders.charges.reconcile(new Date())).paid).toBe(1);
    expect((await orderOf(who, orderId)).json().status).toBe('pending');
  });
});
