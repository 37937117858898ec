import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';
import { queryRows } from '../../db/connect.ts';
import { salesPerDay, salesPerItem } from '../../db/schema.ts';

/** A small seeded generator (mulberry32): the same seed plays the same day again. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The books kept per restaurant day (decision 032) against a full recount from the orders, through
 * the real app: online payments with a tip and a code, counter and phone orders paid in cash or due
 * and settled later, partial refunds, cancellations and tables' tabs paid in part by card and the
 * rest at the table, at random over several days of a restaurant in Asia/Kolkata (its midnight is
 * 18:30 UTC), tax added on top. `STATS_SEED=n` plays a run again; a failure names its seed.
 */
describe('the books kept as money moves', () => {
  const seed = Number(process.env.STATS_SEED ?? Date.now() % 1_000_000);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const clock = testClock(new Date('2026-11-22T03:00:00Z'));
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let diner: SignedIn;
  let dishes: string[];
  const paid: string[] = [];
  /** Rounds of tabs paid in full: refunded from the tab's payments. */
  const paidRounds: string[] = [];
  const done = { online: 0, counter: 0, settled: 0, refunds: 0, cancellations: 0, tabPayments: 0, roundRefunds: 0 };

  beforeAll(async () => {
    app = await buildTestApp({ TAX_RATE: '8.875', RESTAURANT_TIME_ZONE: 'Asia/Kolkata' }, { clock });
    admin = await signInAs(app, { email: 'books-admin@bistro.test', role: 'admin' });
    cook = await signInAs(app, { email: 'books-cook@bistro.test', role: 'staff' });
    diner = await signInAs(app, { email: 'books-diner@bistro.test' });
    const menu: { _id: string; optionGroups: unknown[] }[] = (
      await app.inject({ method: 'GET', url: '/api/menu' })
    ).json();
    dishes = menu.filter((dish) => dish.optionGroups.length === 0).map((dish) => dish._id);
    await saveTables(app, admin, ['T1']);
    expect((await send(admin, 'POST', '/api/promo-codes', { code: 'FIVE', percentOff: 5 })).statusCode).toBe(201);
  });
  afterAll(() => app.close());

  function send(who: SignedIn | null, method: 'POST' | 'PATCH', url: string, payload?: object, key?: string) {
    return app.inject({
      method,
      url,
      headers: { ...who?.headers, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  }
  /** One to three different dishes, one or two of each. */
  const someLines = () =>
    [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(dishes)))].map((menuID) => ({
      menuID,
      quantity: 1 + Math.floor(random() * 2),
    }));

  const steps = {
    async online() {
      const { orderId } = await buyDishes(
        app,
        diner,
        someLines().map((line) => line.menuID),
        random() < 0.5 ? { tip: { percent: 10 }, promoCode: 'FIVE' } : {},
      );
      paid.push(orderId);
      done.online++;
    },
    /** Staff enter an order at the counter or on the phone: paid in cash, or due and settled later. */
    async counter(due = false) {
      const entered = await send(cook, 'POST', '/api/counter-orders', {
        channel: pick(['counter', 'phone']),
        lines: someLines(),
        name: 'Pat',
        phone: '+1 555 010 0199',
        payment: due ? { method: 'at_pickup' } : { method: 'cash', tendered: 500 },
      });
      expect(entered.statusCode, entered.body).toBe(201);
      const id: string = entered.json()._id;
      if (due) {
        const settled = await send(cook, 'POST', `/api/orders/${id}/settle`, { method: 'card_present' });
        expect(settled.statusCode, settled.body).toBe(200);
        done.settled++;
      }
      paid.push(id);
      done.counter++;
    },
    due: () => steps.counter(true),
    async refund() {
      if (paid.length === 0) return;
      const amount = pick([0.5, 1, 2.25]);
      const refunded = await send(
        cook,
        'POST',
        `/api/orders/${pick(paid)}/refunds`,
        { amount, reason: 'cold' },
        `refund-${seed}-${done.refunds}-${random()}`,
      );
      // A cancelled order, or one with less left, refuses: the books must not move then either.
      expect([201, 409], refunded.body).toContain(refunded.statusCode);
      if (refunded.statusCode === 201) done.refunds++;
    },
    async cancel() {
      if (paid.length === 0) return;
      const cancelled = await send(admin, 'PATCH', `/api/orders/${pick(paid)}`, {
        status: 'cancelled',
        reason: 'closing',
      });
      expect([200, 409], cancelled.body).toContain(cancelled.statusCode);
      if (cancelled.statusCode === 200) done.cancellations++;
    },
    async tab() {
      expect((await send(cook, 'POST', '/api/tables/T1/open')).statusCode).toBe(201);
      const { code } = (
        (await app.inject({ method: 'GET', url: '/api/tables', headers: cook.headers })).json() as {
          name: string;
          code: string;
        }[]
      ).find((table) => table.name === 'T1') as { code: string };
      const round = await send(null, 'POST', `/api/t/${code}/rounds`, { lines: someLines() });
      expect(round.statusCode, round.body).toBe(201);
      const started = await send(null, 'POST', `/api/t/${code}/payments`, {
        split: { kind: 'amount', amount: 1 },
        tip: { amount: 0.5 },
      });
      expect(started.statusCode, started.body).toBe(201);
      const { clientSecret, paymentId } = started.json();
      const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
      expect((await send(null, 'POST', '/api/guest/payments/test/confirm', { clientSecret, card })).statusCode).toBe(
        200,
      );
      expect((await send(null, 'POST', `/api/t/${code}/payments/${paymentId}/complete`)).statusCode).toBe(200);
      const settled = await send(cook, 'POST', '/api/tables/T1/settle', { payment: { method: 'card_present' } });
      expect(settled.statusCode, settled.body).toBe(201);
      paidRounds.push(round.json().round.id);
      done.tabPayments += 2;
    },
    /** Part of a paid tab's round refunded: it comes back from the tab's payments, on their days. */
    async roundRefund() {
      if (paidRounds.length === 0) return;
      const refunded = await send(
        cook,
        'POST',
        `/api/orders/${pick(paidRounds)}/refunds`,
        { amount: pick([0.5, 1.25, 3]), reason: 'cold' },
        `round-refund-${seed}-${done.roundRefunds}-${random()}`,
      );
      expect([201, 409], refunded.body).toContain(refunded.statusCode);
      if (refunded.statusCode === 201) done.roundRefunds++;
    },
  };

  it('equal a full recount from the orders after random payments, refunds, cancellations and tabs over several days', async () => {
    const weighted = [
      ...Array<keyof typeof steps>(3).fill('online'),
      ...Array<keyof typeof steps>(2).fill('counter'),
      'due' as const,
      ...Array<keyof typeof steps>(3).fill('refund'),
      ...Array<keyof typeof steps>(2).fill('cancel'),
      'tab' as const,
      'roundRefund' as const,
    ];
    // Every kind at least once, then 18 more at random, the clock moving 1 to 9 hours between.
    for (const step of [
      ...Object.keys(steps),
      ...Array.from({ length: 18 }, () => pick(weighted)),
    ] as (keyof typeof steps)[]) {
      await steps[step]();
      clock.advance(3600 * (1 + Math.floor(random() * 9)));
    }

    const key = (row: { day: string; source: string; channel: string; fulfilment: string }) =>
      `${row.day} ${row.source} ${row.channel} ${row.fulfilment}`;
    const byKey = <T extends { day: string; source: string; channel: string; fulfilment: string }>(rows: T[]) =>
      // A row every change has brought back to nothing is the same as no row.
      Object.fromEntries(
        rows
          .filter(
            (row) => !(Object.values(row) as unknown[]).every((value) => value === 0 || typeof value === 'string'),
          )
          .map((row) => [key(row), row]),
      );
    const kept = byKey(await app.database.db.select().from(salesPerDay));
    const recounted = byKey(await app.salesPerDay.recounted());
    expect(kept, `seed ${seed} (STATS_SEED=${seed} plays it again); done: ${JSON.stringify(done)}`).toEqual(recounted);
    expect(new Set(Object.values(kept).map((row) => row.day)).size, `seed ${seed}`).toBeGreaterThan(2);

    // The diner's figures and the sales per dish, kept alongside, against their recount too.
    const soldPerDish = await queryRows<{
      who: string | null;
      dish: string;
      name: string;
      quantity: number;
      amount: number;
    }>(
      app.database.db,
      sql`select o.user_id as who, l.menu_item_id as dish, l.name, sum(l.quantity - l.refunded_quantity)::int as quantity,
                 sum((l.quantity - l.refunded_quantity) * l.unit_price_cents)::int as amount
          from order_lines l join orders o on o.id = l.order_id
          where o.paid_at is not null and o.status <> 'cancelled'
          group by grouping sets ((o.user_id, l.menu_item_id, l.name), (l.menu_item_id))`,
    );
    const recountedDiner = soldPerDish
      .filter((row) => row.who === diner.user.id && row.name !== null && row.quantity > 0)
      .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
      .map((row) => ({ name: row.name, quantity: row.quantity, amount: row.amount / 100 }));
    const dinerStats = (
      await app.inject({ method: 'GET', url: `/api/user-stats/${diner.user.email}`, headers: diner.headers })
    ).json();
    expect(dinerStats.barChart, `seed ${seed}`).toEqual(recountedDiner);
    const perDish = await app.database.db.select().from(salesPerItem);
    expect(
      Object.fromEntries(
        perDish.filter((row) => row.quantity !== 0).map((row) => [row.menuItemId, [row.quantity, row.amountCents]]),
      ),
      `seed ${seed}`,
    ).toEqual(
      Object.fromEntries(
        soldPerDish
          .filter((row) => row.who === null && row.name === null && row.quantity !== 0)
          .map((row) => [row.dish, [row.quantity, row.amount]]),
      ),
    );
    expect(
      Object.values(done).every((count) => count > 0),
      `seed ${seed}: ${JSON.stringify(done)}`,
    ).toBe(true);
  });
});
