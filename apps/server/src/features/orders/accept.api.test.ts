import type { OrderAcceptance } from '@bistro/contract/orders';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  buyDishes,
  outboxMessages,
  type SignedIn,
  signInAs,
  testClock,
  waitForMail,
} from '../../../test/helper.ts';
import { testPaymentIntents } from '../../db/schema.ts';

const TIME_ZONE = 'Europe/Paris';
const MINUTE = 60_000;

// The accept step: where the owner wants each order accepted, a paid order waits for a cook's
// Accept; one nobody accepts in time is cancelled and refunded, on a clock the test moves.
describe('the accept step of a paid order', () => {
  const clock = testClock();
  const time = restaurantClock(TIME_ZONE).time;
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let otherCook: SignedIn;
  let soupId: string;
  let people = 0;

  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: TIME_ZONE }, { clock });
    admin = await signInAs(app, { email: 'accept-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
    cook = await signInAs(app, { email: 'accept-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    otherCook = await signInAs(app, { email: 'accept-other@bistro.test', role: 'staff', name: 'Olga Cook' });
    soupId = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
  });
  afterAll(() => app.close());

  async function acceptOrders(accept: OrderAcceptance) {
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/settings',
      headers: admin.headers,
      payload: { ...settings, orders: { accept } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** A new diner's paid order of one dish: its id, and the diner. */
  async function paidOrder() {
    const diner = await signInAs(app, { email: `accept-diner${++people}@bistro.test`, name: 'Dina Diner' });
    const { orderId } = await buyDishes(app, diner, [soupId]);
    return { diner, orderId };
  }
  const view = async (orderId: string) =>
    (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: cook.headers })).json();
  /** The audit log's entries of an order, newest first: their action, who (null: the system), before and after. */
  const auditOf = async (orderId: string) =>
    (await app.inject({ method: 'GET', url: '/api/audit-log?action=order', headers: admin.headers }))
      .json()
      .entries.filter((entry: { subject: { id: string } }) => entry.subject.id === orderId)
      .map(
        ({
          action,
          actor,
          before,
          after,
        }: {
          action: string;
          actor: { email: string } | null;
          before: unknown;
          after: unknown;
        }) => ({
          action,
          by: actor?.email ?? null,
          before,
          after,
        }),
      );
  const accept = (who: SignedIn | undefined, orderId: string, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/accept`,
      headers: who?.headers ?? {},
      payload,
    });

  it('keeps the owner’s choice in the settings: accepted at once until one is made, then by a cook within minutes', async () => {
    const settings = async () =>
      (await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })).json();
    expect((await settings()).orders).toEqual({ accept: { mode: 'auto' } });
    await acceptOrders({ mode: 'staff', withinMinutes: 3 });
    expect((await settings()).orders).toEqual({ accept: { mode: 'staff', withinMinutes: 3 } });
    const { orders: _left, ...withoutOrders } = await settings();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/settings',
      headers: admin.headers,
      payload: withoutOrders,
    });
    expect(saved.statusCode).toBe(200);
    expect((await settings()).orders).toEqual({ accept: { mode: 'staff', withinMinutes: 3 } });
    for (const accept of [{ mode: 'staff' }, { mode: 'staff', withinMinutes: 0 }, { mode: 'sometimes' }]) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/restaurant/settings',
        headers: admin.headers,
        payload: { ...withoutOrders, orders: { accept } },
      });
      expect(refused.statusCode, JSON.stringify(accept)).toBe(400);
    }
    await acceptOrders({ mode: 'auto' });
  });

  it('cancels and refunds an order nobody accepts within 3 minutes, and mails the diner why', async () => {
    await acceptOrders({ mode: 'staff', withinMinutes: 3 });
    const { diner, orderId } = await paidOrder();
    const paidAt = clock.now();
    const waiting = await view(orderId);
    expect(waiting).toMatchObject({
      status: 'pending',
      acceptBy: new Date(paidAt.getTime() + 3 * MINUTE).toISOString(),
    });
    const paidMail = await waitForMail(app, diner.user.email, /is paid/);
    expect(paidMail.text).toContain(`The kitchen confirms it by ${time(waiting.acceptBy)}`);

    clock.advance(2 * 60 + 59);
    expect(await app.cancelUnacceptedOrders()).toBe(0);
    expect((await view(orderId)).status).toBe('pending');
    clock.advance(1);
    expect(await app.cancelUnacceptedOrders()).toBe(1);
    const cancelled = await view(orderId);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { reason: 'not_accepted', note: null } });
    expect(cancelled.refundedAt).not.toBeNull();
    const mail = await waitForMail(app, diner.user.email, /is cancelled and refunded/);
    expect(mail.text).toContain('Why: The kitchen could not take it on in time, so nothing is cooked for you.');
    expect(await auditOf(orderId)).toEqual([
      {
        action: 'order.cancel',
        by: null,
        before: null,
        after: { number: waiting.number, refunded: waiting.total, reason: 'not_accepted' },
      },
    ]);

    // Refunded once: the sweep again, and the reconciliation, leave it as it is.
    const [intent] = await app.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intent?.refundedAt).not.toBeNull();
    clock.advance(60);
    expect(await app.cancelUnacceptedOrders()).toBe(0);
    await app.orders.charges.reconcile(clock.now());
    expect((await view(orderId)).refundedAt).toBe(cancelled.refundedAt);
    const cancellations = (await outboxMessages(app)).filter(
      (message) => message.to === diner.user.email && /cancelled/.test(message.subject),
    );
    expect(cancellations).toHaveLength(1);
    await acceptOrders({ mode: 'auto' });
  });

  it('moves the pickup time to the prep time the cook chose when accepting, and tells the diner', async () => {
    await acceptOrders({ mode: 'staff', withinMinutes: 3 });
    const { diner, orderId } = await paidOrder();
    const before = await view(orderId);
    clock.advance(60);
    const accepted = await accept(cook, orderId, { prepMinutes: 45 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const pickupAt = new Date(clock.now().getTime() + 45 * MINUTE).toISOString();
    expect(accepted.json()).toMatchObject({ status: 'preparing', pickupAt });
    expect(accepted.json().history.at(-1)).toMatchObject({ status: 'preparing', by: 'Carl' });
    expect(pickupAt > before.pickupAt).toBe(true);
    const mail = await waitForMail(app, diner.user.email, new RegExp(`is accepted, ready at ${time(pickupAt)}`));
    expect(mail.text).toContain(`It needs a little longer than the ${time(before.pickupAt)} you chose`);
    expect(await auditOf(orderId)).toEqual([
      {
        action: 'order.accept',
        by: cook.user.email,
        before: { pickup: before.pickupAt },
        after: { number: before.number, pickup: pickupAt },
      },
    ]);

    // Accepted: the time running out changes nothing.
    clock.advance(10 * 60);
    expect(await app.cancelUnacceptedOrders()).toBe(0);
    expect((await view(orderId)).status).toBe('preparing');
    await acceptOrders({ mode: 'auto' });
  });

  it('lets exactly one of two cooks pressing Accept at once take the order; the other is told who did', async () => {
    await acceptOrders({ mode: 'staff', withinMinutes: 3 });
    const { orderId } = await paidOrder();
    const answers = await Promise.all([accept(cook, orderId, { prepMinutes: 20 }), accept(otherCook, orderId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toMatch(/^Order #\d+ was accepted already \((Carl|Olga) at \d+:\d\d [AP]M\)\.$/);
    expect(
      (await view(orderId)).history.filter((event: { status: string }) => event.status === 'preparing'),
    ).toHaveLength(1);
    await acceptOrders({ mode: 'auto' });
  });

  it('lets one of an Accept and the time running out win, never both', async () => {
    await acceptOrders({ mode: 'staff', withinMinutes: 3 });
    const { orderId } = await paidOrder();
    clock.advance(3 * 60);
    const [accepted, cancelled] = await Promise.all([accept(cook, orderId), app.cancelUnacceptedOrders()]);
    const order = await view(orderId);
    if (accepted.statusCode === 200) {
      expect([cancelled, order.status]).toEqual([0, 'preparing']);
    } else {
      expect([accepted.statusCode, cancelled, order.status]).toEqual([409, 1, 'cancelled']);
    }
    await acceptOrders({ mode: 'auto' });
  });

  it('refuses to start preparing an order that waits for an Accept, to accept one that never waited, and anyone but staff', async () => {
    await acceptOrders({ mode: 'staff', withinMinutes: 3 });
    const { diner, orderId } = await paidOrder();
    const started = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: cook.headers,
      payload: { status: 'preparing' },
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toMatch(/waits for a cook to accept it/);
    expect((await accept(diner, orderId)).statusCode).toBe(403);
    expect((await accept(undefined, orderId)).statusCode).toBe(401);
    for (const prepMinutes of [0, 241, 2.5, '20']) {
      expect((await accept(cook, orderId, { prepMinutes })).statusCode, String(prepMinutes)).toBe(400);
    }
    expect((await accept(cook, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    await acceptOrders({ mode: 'auto' });
    const atOnce = await paidOrder();
    expect((await view(atOnce.orderId)).acceptBy).toBeNull();
    const refused = await accept(cook, atOnce.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/was accepted as it was paid/);
  });
});
