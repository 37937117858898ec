import { money } from '@bistro/contract/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { orderHoldingCode } from '../../../test/promo-orders.ts';
import type { Diner } from './index.ts';

const usd = (cents: number) => money(cents, 'USD');

describe('promo codes: the admin API and the reasons a code is refused', () => {
  // New York: the restaurant's days start at 05:00 UTC in November, not at UTC midnight.
  const clock = testClock(new Date('2026-11-26T12:00:00Z'));
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let ana: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: 'America/New_York' }, { clock });
    admin = await signInAs(app, { email: 'codes-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'codes-cook@bistro.test', role: 'staff' });
    ana = await signInAs(app, { email: 'ana@codes.test', name: 'Ana' });
  });
  afterAll(() => app.close());

  const create = (payload: object, who: SignedIn = admin) =>
    app.inject({ method: 'POST', url: '/api/promo-codes', headers: who.headers, payload });
  const created = async (payload: object) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const quote = (
    code: string,
    subtotal: number,
    { now = clock.now(), diner = { userId: null, email: 'guest@codes.test', verified: false } as Diner } = {},
  ) => app.promoCodes.quote({ code, diner, subtotal: usd(subtotal), now });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (thrown: { statusCode: number; message: string; details: { reason: string } }) => thrown,
    );
    if (!error) throw new Error('the code was accepted');
    return { status: error.statusCode, message: error.message, reason: error.details.reason };
  };

  describe('who may use the routes', () => {
    const routes = [
      { method: 'GET', url: '/api/promo-codes' },
      { method: 'POST', url: '/api/promo-codes', payload: { code: 'NOPE10', percentOff: 10 } },
      { method: 'PATCH', url: '/api/promo-codes/00000000-0000-4000-8000-000000000000', payload: { paused: true } },
      { method: 'GET', url: '/api/promo-codes/00000000-0000-4000-8000-000000000000/uses' },
    ] as const;

    it.each(routes)('$method $url: 401 without a token, 403 for a diner and for kitchen staff', async (route) => {
      const send = (who?: SignedIn) => app.inject({ ...route, ...(who ? { headers: who.headers } : {}) });
      expect((await send()).statusCode).toBe(401);
      expect((await send(ana)).statusCode).toBe(403);
      expect((await send(cook)).statusCode).toBe(403);
    });
  });

  it('creates a code kept in capitals, lists it with its uses, and refuses the same code in any case (409)', async () => {
    const code = await created({ code: ' welcome15 ', percentOff: 15, maxUses: 100, maxUsesPerDiner: 1 });
    expect(code).toMatchObject({
      code: 'WELCOME15',
      percentOff: 15,
      amountOff: null,
      minOrder: null,
      currency: 'USD',
      startsAt: null,
      endsAt: null,
      maxUses: 100,
      maxUsesPerDiner: 1,
      firstOrderOnly: false,
      paused: false,
      uses: { held: 0, counted: 0 },
    });
    const again = await create({ code: 'Welcome15', amountOff: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is a code WELCOME15 already');
    const list = await app.inject({ method: 'GET', url: '/api/promo-codes', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().filter((row: { code: string }) => row.code === 'WELCOME15')).toEqual([code]);
  });

  it.each([
    ['both a percent and an amount off', { code: 'BOTH', percentOff: 10, amountOff: 5 }, 'percentOff'],
    ['neither', { code: 'NEITHER' }, 'percentOff'],
    [
      'a last day before the first',
      { code: 'BACKWARDS', percentOff: 10, startsAt: '2026-12-02', endsAt: '2026-12-01' },
      'endsAt',
    ],
    ['no percent', { code: 'ZERO', percentOff: 0 }, 'percentOff'],
    ['more than 100 %', { code: 'TOOMUCH', percentOff: 100.5 }, 'percentOff'],
    ['a percent with three decimals', { code: 'PRECISE', percentOff: 12.345 }, 'percentOff'],
    ['an amount with three decimals', { code: 'CENTS', amountOff: 1.005 }, 'amountOff'],
    ['a negative minimum order', { code: 'MINUS', percentOff: 10, minOrder: -5 }, 'minOrder'],
    [
      'more uses per diner than in all',
      { code: 'GREEDY', percentOff: 10, maxUses: 2, maxUsesPerDiner: 3 },
      'maxUsesPerDiner',
    ],
    ['no uses at all', { code: 'NONE', percentOff: 10, maxUses: 0 }, 'maxUses'],
    ['an amount off above the minimum order', { code: 'FREE', amountOff: 30, minOrder: 20 }, 'amountOff'],
    ['a code with spaces', { code: 'TWO WORDS', percentOff: 10 }, 'code'],
    ['a code too short', { code: 'AB', percentOff: 10 }, 'code'],
    ['a day that is not one', { code: 'FEB30', percentOff: 10, startsAt: '2026-02-30' }, 'startsAt'],
  ])('refuses %s with 400 naming the field', async (_, payload, field) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  it('pauses and resumes a code: a paused code is refused to diners, as no code to those who never used it', async () => {
    const code = await created({ code: 'PAUSEME', amountOff: 5 });
    const loyal = { userId: null, email: 'loyal@codes.test', verified: false };
    await orderHoldingCode(app, { codeId: code.id, diner: loyal });
    const patch = (paused: boolean) =>
      app.inject({ method: 'PATCH', url: `/api/promo-codes/${code.id}`, headers: admin.headers, payload: { paused } });
    const paused = await patch(true);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ code: 'PAUSEME', paused: true });
    expect(await refusal(quote('PAUSEME', 2000, { diner: loyal }))).toEqual({
      status: 422,
      message: 'This code is paused',
      reason: 'paused',
    });
    expect(await refusal(quote('PAUSEME', 2000))).toEqual({
      status: 422,
      message: 'This code does not work: check how it is written (it may also be paused or used up)',
      reason: 'unknown',
    });
    expect((await patch(false)).json()).toMatchObject({ paused: false });
    expect(await quote('pauseme', 2000)).toEqual({ codeId: code.id, code: 'PAUSEME', off: { amount: usd(500) } });
  });

  it('answers 404 for a code that does not exist and 400 for an id that is not one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/promo-codes/${missing}`,
      headers: admin.headers,
      payload: { paused: true },
    });
    expect(patch.statusCode).toBe(404);
    const uses = await app.inject({ method: 'GET', url: `/api/promo-codes/${missing}/uses`, headers: admin.headers });
    expect(uses.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/promo-codes/42/uses', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('lists a code’s uses with the order’s number, the diner, the state and when', async () => {
    const code = await created({ code: 'USES10', percentOff: 10 });
    const order = await orderHoldingCode(app, {
      codeId: code.id,
      diner: { userId: null, email: 'Guest@Uses.test', verified: false },
    });
    const uses = await app.inject({ method: 'GET', url: `/api/promo-codes/${code.id}/uses`, headers: admin.headers });
    expect(uses.statusCode).toBe(200);
    const at = clock.now().toISOString();
    expect(uses.json()).toEqual([
      {
        orderId: order.id,
        orderNumber: order.number,
        diner: 'guest@uses.test',
        state: 'held',
        heldAt: at,
        changedAt: at,
      },
    ]);
    const list = (await app.inject({ method: 'GET', url: '/api/promo-codes', headers: admin.headers })).json();
    expect(list.find((row: { id: string }) => row.id === code.id).uses).toEqual({ held: 1, counted: 0 });
  });

  describe('refusals, in the words a diner reads (422, with the reason’s code)', () => {
    it('no such code', async () => {
      expect(await refusal(quote('NOSUCH', 2000))).toEqual({
        status: 422,
        message: 'This code does not work: check how it is written (it may also be paused or used up)',
        reason: 'unknown',
      });
    });

    it('a code before its first day and after its last, on the restaurant’s clock', async () => {
      await created({ code: 'DECEMBER', percentOff: 10, startsAt: '2026-12-01', endsAt: '2026-12-31' });
      // Midnight in New York is 05:00 UTC in winter.
      expect(await refusal(quote('DECEMBER', 2000, { now: new Date('2026-12-01T04:59:00Z') }))).toEqual({
        status: 422,
        message: 'This code starts on December 1, 2026',
        reason: 'not_started',
      });
      expect(await quote('DECEMBER', 2000, { now: new Date('2026-12-01T05:00:00Z') })).toMatchObject({
        off: { percent: 10 },
      });
      expect(await quote('DECEMBER', 2000, { now: new Date('2027-01-01T04:59:00Z') })).toMatchObject({
        off: { percent: 10 },
      });
      expect(await refusal(quote('DECEMBER', 2000, { now: new Date('2027-01-01T05:00:00Z') }))).toEqual({
        status: 422,
        message: 'This code has ended',
        reason: 'ended',
      });
      const listed = (await app.inject({ method: 'GET', url: '/api/promo-codes', headers: admin.headers })).json();
      expect(listed.find((row: { code: string }) => row.code === 'DECEMBER')).toMatchObject({
        startsAt: '2026-12-01',
        endsAt: '2026-12-31',
      });
    });

    it('an order below the minimum, measured on the subtotal before the discount', async () => {
      await created({ code: 'BIGORDER', amountOff: 5, minOrder: 20 });
      expect(await refusal(quote('BIGORDER', 1999))).toEqual({
        status: 422,
        message: 'This code needs an order of at least $20.00',
        reason: 'below_minimum',
      });
      expect(await quote('BIGORDER', 2000)).toMatchObject({ off: { amount: usd(500) } });
    });

    it('a code whose uses are all taken: used up to its diner, no code to anyone else', async () => {
      const code = await created({ code: 'ONCE', percentOff: 20, maxUses: 1 });
      const first = { userId: null, email: 'first@codes.test', verified: false };
      await orderHoldingCode(app, { codeId: code.id, diner: first });
      expect(await refusal(quote('ONCE', 2000, { diner: first }))).toEqual({
        status: 422,
        message: 'This code has been used up',
        reason: 'used_up',
      });
      expect(await refusal(quote('ONCE', 2000))).toEqual({
        status: 422,
        message: 'This code does not work: check how it is written (it may also be paused or used up)',
        reason: 'unknown',
      });
    });

    it('a diner who used it as often as they may, by their account or their address however it is written', async () => {
      const code = await created({ code: 'ONEEACH', percentOff: 12.5, maxUsesPerDiner: 1 });
      const anaHerself = { userId: ana.user.id, email: ana.user.email, verified: true };
      await orderHoldingCode(app, { codeId: code.id, diner: anaHerself });
      const used = { status: 422, message: 'You have already used this code', reason: 'used_by_diner' };
      expect(await refusal(quote('ONEEACH', 2000, { diner: anaHerself }))).toEqual(used);
      // Another account with the same address confirmed, written another way, is the same person.
      for (const email of ['ANA@codes.test', 'ana+second@codes.test']) {
        expect(await refusal(quote('ONEEACH', 2000, { diner: { userId: null, email, verified: true } }))).toEqual(used);
      }
      expect(
        await quote('ONEEACH', 2000, { diner: { userId: null, email: 'bob@codes.test', verified: true } }),
      ).toMatchObject({
        off: { percent: 12.5 },
      });
    });

    it('a code with a rule per person, to a guest or an account whose address is not confirmed', async () => {
      await created({ code: 'PERPERSON', percentOff: 100, maxUsesPerDiner: 1 });
      await created({ code: 'WELCOMEONLY', percentOff: 100, firstOrderOnly: true });
      for (const typed of ['PERPERSON', 'WELCOMEONLY']) {
        expect(
          await refusal(quote(typed, 2000, { diner: { userId: null, email: 'fresh@codes.test', verified: false } })),
        ).toEqual({
          status: 422,
          message:
            'This code is for signed-in diners whose email address is confirmed: log in, or confirm your address from the mail we sent you, to use it',
          reason: 'verified_only',
        });
      }
    });

    it('a first-order code for a diner who has paid an order before', async () => {
      await created({ code: 'FIRSTTIME', percentOff: 10, firstOrderOnly: true });
      const paid = await signInAs(app, { email: 'regular@codes.test' });
      const [dish] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
      await buyDishes(app, paid, [dish._id]);
      expect(
        await refusal(
          quote('FIRSTTIME', 2000, { diner: { userId: paid.user.id, email: paid.user.email, verified: true } }),
        ),
      ).toEqual({
        status: 422,
        message: 'This code is for a first order only',
        reason: 'first_order_only',
      });
      expect(
        await quote('FIRSTTIME', 2000, { diner: { userId: null, email: 'new@codes.test', verified: true } }),
      ).toMatchObject({
        code: 'FIRSTTIME',
      });
    });
  });
});
