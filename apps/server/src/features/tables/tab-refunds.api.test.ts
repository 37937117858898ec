import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';
import { tabsOf } from '../../../test/tabs.ts';
import { testPaymentRefunds } from '../../db/schema.ts';

interface Dish {
  _id: string;
  category: string;
}

/**
 * Refunding a paid tab's round through the real app (decision 037): as any order's refund
 * (POST /api/orders/:id/refunds), its money back from the tab's payments: the card of the payer who
 * paid those dishes, or the table's cash; the books, the report and Admin Home less it to the cent.
 * The clock is Sunday, November 22, 2026, noon (UTC); tax added on top (8.875 %).
 */
describe('refunding a paid tab’s round', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let admin: SignedIn;
  let waiter: SignedIn;
  let tabs: ReturnType<typeof tabsOf>;
  let pizza: Dish;
  let soup: Dish;
  const range = 'from=2026-11-21&to=2026-11-23';
  const cents = (major: number) => Math.round(major * 100);

  beforeAll(async () => {
    app = await buildTestApp({ TAX_RATE: '8.875', RESTAURANT_LANGUAGES: 'en,fr' }, { clock });
    admin = await signInAs(app, { email: 'refund-owner@bistro.test', role: 'admin' });
    waiter = await signInAs(app, { email: 'refund-waiter@bistro.test', role: 'staff' });
    tabs = tabsOf(app, waiter);
    await saveTables(app, admin, ['T1', 'T2']);
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    pizza = menu.find((dish) => dish.category === 'pizza') as Dish;
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
  });
  afterAll(() => app.close());

  const refund = (who: SignedIn | null, orderId: string, payload: object, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: { ...who?.headers, 'idempotency-key': `round-refund-${key}` },
      payload,
    });
  const sales = async () =>
    (await app.inject({ method: 'GET', url: `/api/reports/sales?${range}`, headers: admin.headers })).json();

  it('gives a paid line back to the card that paid it, and the table’s cash back at the table; once per key', async () => {
    const code = await tabs.seated('T1', [[{ menuID: pizza._id, quantity: 1 }], [{ menuID: soup._id, quantity: 2 }]]);
    const { tab } = await tabs.atTable(code);
    const [pizzaRound, soupRound] = tab?.rounds ?? [];
    const pizzaLine = pizzaRound?.lines[0];
    const soupLine = soupRound?.lines[0];
    if (!pizzaRound || !soupRound || !pizzaLine || !soupLine) throw new Error('the rounds were not ordered');

    // While the tab is open, a dish comes off it instead: nothing is paid to give back.
    const early = await refund(
      waiter,
      pizzaRound.id,
      { lines: [{ lineId: pizzaLine.id, quantity: 1 }], reason: 'cold' },
      'early',
    );
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toMatch(/still open/);

    // Ana pays her pizza by card with a tip; the waiter takes the rest in cash.
    const ana = await tabs.pay(code, {
      split: { kind: 'lines', lineIds: [pizzaLine.id] },
      tip: { percent: 10 },
      email: 'ana-refunded@bistro.test',
      language: 'fr',
    });
    // Ana paid from a French page: her mails are in French.
    expect((await waitForMail(app, 'ana-refunded@bistro.test', /^Votre reçu de /)).text).toContain('Votre part');
    const settled = await app.inject({
      method: 'POST',
      url: '/api/tables/T1/settle',
      headers: waiter.headers,
      payload: { payment: { method: 'cash', tendered: 100 } },
    });
    expect(settled.statusCode, settled.body).toBe(201);
    const before = await sales();

    // A diner may not refund; staff refund Ana's pizza: its round's whole bill, to her card.
    expect(
      (
        await refund(
          await signInAs(app, { email: 'refund-diner@bistro.test' }),
          pizzaRound.id,
          { amount: 1, reason: 'x' },
          'diner',
        )
      ).statusCode,
    ).toBe(403);
    const body = { lines: [{ lineId: pizzaLine.id, quantity: 1 }], reason: 'Burnt crust' };
    const [first, again] = [
      await refund(waiter, pizzaRound.id, body, 'pizza'),
      await refund(waiter, pizzaRound.id, body, 'pizza'),
    ];
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      refund: { amount: pizzaRound.total, status: 'refunded' },
      refunded: pizzaRound.total,
      remaining: 0,
    });
    expect(again.json()).toEqual(first.json());
    const intentId =
      (await app.tablesRepository.paymentsOf(tab?.id ?? '')).find((payment) => payment.id === ana.id)?.intentId ?? '';
    const toCard = await app.database.db
      .select()
      .from(testPaymentRefunds)
      .where(eq(testPaymentRefunds.intentId, intentId));
    expect(toCard.map((row) => row.amountCents)).toEqual([cents(pizzaRound.total)]);
    expect(cents(ana.share)).toBe(cents(pizzaRound.total));
    const told = await waitForMail(app, 'ana-refunded@bistro.test', /^Votre remboursement de /);
    expect(told.text).toContain('Burnt crust');
    expect(told.text).toContain('Il revient sur la carte avec laquelle vous avez payé.');
    // Ana's tip stays with the staff; the pizza is refunded already.
    expect((await refund(waiter, pizzaRound.id, { amount: 0.01, reason: 'more' }, 'more')).statusCode).toBe(409);

    // One soup of two: from the table's cash, given back there at once.
    const soupRefund = await refund(
      waiter,
      soupRound.id,
      { lines: [{ lineId: soupLine.id, quantity: 1 }], reason: 'Too salty' },
      'soup',
    );
    expect(soupRefund.statusCode, soupRefund.body).toBe(201);
    const soupAmount = soupRefund.json().refund.amount;
    expect(soupRefund.json().refund.status).toBe('refunded');
    expect(cents(soupRefund.json().remaining)).toBe(cents(soupRound.total) - cents(soupAmount));
    expect(cents(soupAmount)).toBe(Math.round(cents(soupRound.total) / 2));
    expect(
      await app.database.db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.intentId, intentId)),
    ).toHaveLength(1);

    // The books: the refunds off the payments' day; the tax given back with them; Admin Home agrees.
    const after = await sales();
    const refunded = cents(pizzaRound.total) + cents(soupAmount);
    expect(after.totals.refunds - before.totals.refunds).toBe(refunded);
    expect(after.totals.net).toBe(before.totals.net - refunded);
    expect(after.totals.gross).toBe(before.totals.gross);
    expect(after.totals.tax).toBeLessThan(before.totals.tax);
    const home = (await app.inject({ method: 'GET', url: '/api/admin-stats', headers: admin.headers })).json();
    expect(cents(home.revenue)).toBe(after.totals.net);
    expect(cents(home.tax)).toBe(after.totals.tax);
    expect(await app.salesPerDay.recounted()).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'tab', refundedCents: refunded })]),
    );

    // The round shows what was refunded, by whom and why; the audit log keeps it.
    const round = (
      await app.inject({ method: 'GET', url: `/api/orders/${pizzaRound.id}`, headers: waiter.headers })
    ).json();
    expect(round).toMatchObject({ refunded: pizzaRound.total, refunds: [{ reason: 'Burnt crust' }] });
    const audit = (
      await app.inject({ method: 'GET', url: '/api/audit-log?action=order.refund', headers: admin.headers })
    ).json();
    expect(audit.entries.map((entry: { subject: { id: string } }) => entry.subject.id)).toEqual(
      expect.arrayContaining([pizzaRound.id, soupRound.id]),
    );
  });

  it('refuses to refund a tab closed unpaid: nobody paid anything to give back', async () => {
    const code = await tabs.seated('T2', [[{ menuID: soup._id, quantity: 1 }]]);
    const roundId = (await tabs.atTable(code)).tab?.rounds[0]?.id ?? '';
    const closed = await app.inject({
      method: 'POST',
      url: '/api/tables/T2/close',
      headers: waiter.headers,
      payload: { reason: 'walked out' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await refund(waiter, roundId, { amount: 1, reason: 'sorry' }, 'walked');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/Nobody paid/);
  });
});
