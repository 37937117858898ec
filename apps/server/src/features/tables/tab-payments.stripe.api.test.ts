import type { AddressInfo } from 'node:net';
import type { StaffTable } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';
import { startStripeStandIn } from '../../../test/stripe-stand-in.ts';

const SECRET = 'sk_test_bistro_stand_in';
const WEBHOOK_SECRET = 'whsec_bistro_stand_in';

/** A tab paid by Stripe through the payments adapter, recorded by Stripe's signed webhook (against the local stand-in). */
describe('paying at the table with Stripe', () => {
  let app: FastifyInstance;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;

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
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it('charges the share and tip by Stripe, and closes the tab on Stripe’s event, once', async () => {
    const admin = await signInAs(app, { email: 'stripe-tables-owner@bistro.test', role: 'admin' });
    await saveTables(app, admin, ['T4']);
    const headers = admin.headers;
    await app.inject({ method: 'POST', url: '/api/tables/T4/open', headers });
    const [table]: StaffTable[] = (await app.inject({ method: 'GET', url: '/api/tables', headers })).json();
    const code = table?.code ?? '';
    const dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0];
    const round = await app.inject({
      method: 'POST',
      url: `/api/t/${code}/rounds`,
      payload: { lines: [{ menuID: dish._id, quantity: 2 }] },
    });
    expect(round.statusCode, round.body).toBe(201);
    const due = round.json().tab.due;

    const started = await app.inject({
      method: 'POST',
      url: `/api/t/${code}/payments`,
      payload: { split: { kind: 'all' }, tip: { amount: 1.5 } },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, clientSecret, amount } = started.json();
    expect(Math.round(amount * 100)).toBe(Math.round(due * 100) + 150);
    const intentId = String(clientSecret).split('_secret_')[0] ?? '';
    expect(stripe.intents.get(intentId)?.amount).toBe(Math.round(amount * 100));

    expect(await stripe.succeed(intentId, { notify: true })).toBe(200);
    const receipt = await app.inject({ method: 'GET', url: `/api/t/${code}/payments/${paymentId}` });
    expect(receipt.json()).toMatchObject({ id: paymentId, total: amount, tip: 1.5, tabClosed: true });
    // Stripe may send it again, and the diner's page completes it too: nothing changes, nothing is refunded.
    expect(await stripe.sendEvent('payment_intent.succeeded', stripe.intents.get(intentId))).toBe(200);
    const completed = await app.inject({ method: 'POST', url: `/api/t/${code}/payments/${paymentId}/complete` });
    expect(completed.json()).toEqual(receipt.json());
    expect([...stripe.refunds.values()]).toEqual([]);
    const [after]: StaffTable[] = (await app.inject({ method: 'GET', url: '/api/tables', headers })).json();
    expect(after?.state).toBe('free');
  });
});
