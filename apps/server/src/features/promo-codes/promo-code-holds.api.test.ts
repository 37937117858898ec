import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs } from '../../../test/helper.ts';
import { orderHoldingCode } from '../../../test/promo-orders.ts';

/**
 * A code's uses through the checkout's calls (hold in the order's transaction, count when paid,
 * release when abandoned or refunded), on the real database: PGlite here, PostgreSQL in the
 * server:postgres project, where the 20 holds run on 20 connections at once.
 */
describe('promo code holds', () => {
  let app: FastifyInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'holds-admin@bistro.test', role: 'admin' });
  });
  afterAll(() => app.close());

  const createCode = async (payload: object): Promise<string> => {
    const response = await app.inject({ method: 'POST', url: '/api/promo-codes', headers: admin.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  };
  const usesOf = async (codeId: string) =>
    (await app.inject({ method: 'GET', url: `/api/promo-codes/${codeId}/uses`, headers: admin.headers })).json();
  const guest = (name: string) => ({ userId: null, email: `${name}@holds.test`, verified: false });
  const reasonOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'held',
      (error: { statusCode?: number; details?: { reason: string } }) => `${error.statusCode} ${error.details?.reason}`,
    );

  it('gives the last use of a code to exactly one of 20 diners checking out at once', async () => {
    const codeId = await createCode({ code: 'LASTONE', percentOff: 50, maxUses: 1 });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reasonOf(orderHoldingCode(app, { codeId, diner: guest(`racer${index}`) })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === '422 used_up')).toHaveLength(19);
    const uses = await usesOf(codeId);
    expect(uses).toHaveLength(1);
    expect(uses[0].state).toBe('held');
  });

  it('lets a released use be held again, and keeps a counted one', async () => {
    const codeId = await createCode({ code: 'TWOUSES', amountOff: 3, maxUses: 2 });
    const first = await orderHoldingCode(app, { codeId, diner: guest('first') });
    const second = await orderHoldingCode(app, { codeId, diner: guest('second') });
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: guest('third') }))).toBe('422 used_up');

    expect(await app.promoCodes.count(first.id)).toBe(true);
    expect(await app.promoCodes.release(second.id)).toBe(true);
    const third = await orderHoldingCode(app, { codeId, diner: guest('third') });
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: guest('fourth') }))).toBe('422 used_up');

    expect(await app.promoCodes.count(second.id)).toBe(false);
    const states = Object.fromEntries(
      (await usesOf(codeId)).map((use: { orderId: string; state: string }) => [use.orderId, use.state]),
    );
    expect(states).toEqual({ [first.id]: 'counted', [second.id]: 'released', [third.id]: 'held' });
  });

  it('releases the use of an unpaid order that was discarded, even when no one released it', async () => {
    const codeId = await createCode({ code: 'DISCARDED', percentOff: 10, maxUses: 1 });
    const abandoned = await orderHoldingCode(app, { codeId, diner: guest('walked-away') });
    expect(await app.ordersRepository.discardUnpaid(abandoned.id)).toBe(true);
    const next = await orderHoldingCode(app, { codeId, diner: guest('next') });
    const uses = await usesOf(codeId);
    expect(uses.map((use: { orderId: string; orderNumber: number | null; state: string }) => use)).toEqual([
      expect.objectContaining({ orderId: next.id, orderNumber: next.number, state: 'held' }),
      expect.objectContaining({ orderId: abandoned.id, orderNumber: null, state: 'released' }),
    ]);
  });

  it('gives back the use of an order left unpaid over an hour (the reconciliation lets it go)', async () => {
    const codeId = await createCode({ code: 'CLOSEDTAB', percentOff: 10, maxUses: 1 });
    const started = app.clock.now();
    const unpaid = await orderHoldingCode(app, { codeId, diner: guest('closed-tab'), now: started });
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: guest('waiting') }))).toBe('422 used_up');
    await app.orders.charges.reconcile(new Date(started.getTime() + 61 * 60_000));
    const next = await orderHoldingCode(app, { codeId, diner: guest('waiting') });
    const states = Object.fromEntries(
      (await usesOf(codeId)).map((use: { orderId: string; state: string }) => [use.orderId, use.state]),
    );
    expect(states).toEqual({ [unpaid.id]: 'released', [next.id]: 'held' });
  });

  it('gives a refunded order’s use back: the order is cancelled, the code can be used again', async () => {
    const codeId = await createCode({ code: 'REFUNDED', percentOff: 10, maxUses: 1 });
    const diner = await signInAs(app, { email: 'refunded@holds.test' });
    const [dish] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    const { orderId } = await buyDishes(app, diner, [dish._id]);
    await app.database.db.transaction((tx) =>
      app.promoCodes.hold(tx, {
        codeId,
        orderId,
        diner: { userId: diner.user.id, email: diner.user.email, verified: true },
        now: app.clock.now(),
      }),
    );
    await app.promoCodes.count(orderId);
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: guest('waiting') }))).toBe('422 used_up');
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'cancelled', reason: 'closing' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: guest('waiting') }))).toBe('held');
  });

  it('keeps to the uses per diner when one diner checks out twice at once', async () => {
    const codeId = await createCode({ code: 'ONEPERDINER', percentOff: 10, maxUsesPerDiner: 1 });
    // Codes per person are for confirmed addresses: the same one written twice over, at once.
    const twice = await Promise.all([
      reasonOf(orderHoldingCode(app, { codeId, diner: { userId: null, email: 'twice@holds.test', verified: true } })),
      reasonOf(orderHoldingCode(app, { codeId, diner: { userId: null, email: 'TWICE@holds.test', verified: true } })),
    ]);
    expect(twice.sort()).toEqual(['422 used_by_diner', 'held']);
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: { ...guest('someone-else'), verified: true } }))).toBe(
      'held',
    );
  });

  it('refuses a first-order code in the order’s transaction to a diner who has paid before', async () => {
    const codeId = await createCode({ code: 'FIRSTONLY', amountOff: 5, firstOrderOnly: true });
    const regular = await signInAs(app, { email: 'regular@holds.test' });
    const [dish] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    await buyDishes(app, regular, [dish._id]);
    expect(
      await reasonOf(
        orderHoldingCode(app, {
          codeId,
          diner: { userId: regular.user.id, email: regular.user.email, verified: true },
        }),
      ),
    ).toBe('422 first_order_only');
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: { ...guest('newcomer'), verified: true } }))).toBe(
      'held',
    );
  });

  it('refuses to hold a code paused after the diner was quoted it', async () => {
    const codeId = await createCode({ code: 'PAUSEDLATE', percentOff: 10 });
    await app.inject({
      method: 'PATCH',
      url: `/api/promo-codes/${codeId}`,
      headers: admin.headers,
      payload: { paused: true },
    });
    expect(await reasonOf(orderHoldingCode(app, { codeId, diner: guest('late') }))).toBe('422 paused');
    expect(await usesOf(codeId)).toEqual([]);
  });
});
