import type { TabReceipt } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, requestAs, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';
import { tabsOf } from '../../../test/tabs.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
  category: string;
}

/**
 * Paying a table's tab through the real app (docs/tables.md): the four splits and a tip by the
 * test card provider, payers racing for the last share, the last payment closing the tab, staff
 * taking the rest, and the books counting each payment when it is made. The restaurant's clock is
 * Sunday, November 22, 2026, noon (UTC); tax is added on top (8.875 %), so that shares carry tax.
 */
describe('paying at the table', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let admin: SignedIn;
  let waiter: SignedIn;
  let pizza: Dish;
  let soup: Dish;
  let tabs: ReturnType<typeof tabsOf>;
  const range = 'from=2026-11-21&to=2026-11-23';
  /** Every receipt a payer was given here, to hold the books to. */
  const receipts: TabReceipt[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ TAX_RATE: '8.875' }, { clock });
    admin = await signInAs(app, { email: 'pay-owner@bistro.test', role: 'admin' });
    waiter = await signInAs(app, { email: 'pay-waiter@bistro.test', role: 'staff' });
    tabs = tabsOf(app, waiter);
    await saveTables(app, admin, ['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    pizza = menu.find((dish) => dish.category === 'pizza') as Dish;
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
  });
  afterAll(() => app.close());

  const cents = (major: number) => Math.round(major * 100);
  /** Pays by the test card: the receipt kept to hold the books to. */
  async function pay(code: string, payload: object): Promise<TabReceipt> {
    const receipt = await tabs.pay(code, payload);
    receipts.push(receipt);
    return receipt;
  }

  it('takes my dishes with a tip, then the rest in two equal parts: the last closes the tab and frees the table', async () => {
    const code = await tabs.seated('T4', [[{ menuID: pizza._id, quantity: 1 }], [{ menuID: soup._id, quantity: 2 }]]);
    const { tab } = await tabs.atTable(code);
    const total = cents(tab?.total ?? 0);
    const pizzaLine = tab?.rounds[0]?.lines[0];
    const pizzaRound = cents(tab?.rounds[0]?.total ?? 0);

    // My dishes: the pizza's round is my pizza alone, its share that round's bill (tax in it); a 10 % tip.
    const mine = await pay(code, {
      split: { kind: 'lines', lineIds: [pizzaLine?.id] },
      tip: { percent: 10 },
      email: 'ana@bistro.test',
    });
    expect(mine).toMatchObject({ table: 'T4', split: 'lines', share: pizzaRound / 100, tabClosed: false });
    expect(cents(mine.tip)).toBe(Math.round(pizzaRound / 10));
    expect(cents(mine.total)).toBe(pizzaRound + cents(mine.tip));
    expect((await tabs.tableNamed('T4')).state).toBe('bill');
    await waitForMail(app, 'ana@bistro.test', /Your receipt/);

    // The pizza is paid: nobody pays it again.
    const again = await tabs.start(code, { split: { kind: 'lines', lineIds: [pizzaLine?.id] } });
    expect(again.statusCode).toBe(409);

    const rest = total - pizzaRound;
    const half = await pay(code, { split: { kind: 'equal', parts: 2 } });
    expect(cents(half.share)).toBe(Math.ceil(rest / 2));
    expect((await tabs.atTable(code)).tab).toMatchObject({ due: (rest - Math.ceil(rest / 2)) / 100 });
    const last = await pay(code, { split: { kind: 'all' }, tip: { amount: 2 } });
    expect(cents(last.share)).toBe(rest - Math.ceil(rest / 2));
    expect(last.tabClosed).toBe(true);
    expect(cents(mine.share) + cents(half.share) + cents(last.share)).toBe(total);

    // Free again: the card orders nothing until staff open the table again.
    expect(await tabs.tableNamed('T4')).toMatchObject({ state: 'free', tab: null });
    expect((await tabs.atTable(code)).tab).toBeNull();
    const round = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, {
      lines: [{ menuID: soup._id, quantity: 1 }],
    });
    expect(round.statusCode).toBe(409);
    // Each payer keeps their receipt.
    expect((await requestAs(app, null, 'GET', `/api/t/${code}/payments/${mine.id}`)).json()).toEqual({
      ...mine,
      tabClosed: true,
    });
  });

  it('records a payment once, however often it is completed, and not before its card is charged', async () => {
    const code = await tabs.seated('T1', [[{ menuID: soup._id, quantity: 1 }]]);
    const started = await tabs.start(code, { split: { kind: 'all' } });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, clientSecret, amount } = started.json();
    expect(amount).toBe((await tabs.atTable(code)).tab?.due);
    const early = await tabs.complete(code, paymentId);
    expect(early.statusCode).toBe(402);
    await tabs.confirm(clientSecret);
    const [one, two] = await Promise.all([tabs.complete(code, paymentId), tabs.complete(code, paymentId)]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect(one?.json()).toEqual(two?.json());
    receipts.push(one?.json());
    expect((await tabs.complete(code, paymentId)).json()).toEqual(one?.json());
    const { totals } = (await requestAs(app, admin, 'GET', `/api/reports/sales?${range}`)).json();
    const csv = (await requestAs(app, admin, 'GET', `/api/reports/orders.csv?${range}`)).body;
    expect(csv.split(paymentId).length - 1).toBe(1);
    expect(totals.orders).toBeGreaterThan(0);
  });

  it('refuses a share split in 0 or 1,000 parts, lines not on the tab, and more than is due', async () => {
    const code = await tabs.seated('T2', [[{ menuID: soup._id, quantity: 1 }]]);
    for (const parts of [0, 1, 1000, 2.5]) {
      const response = await tabs.start(code, { split: { kind: 'equal', parts } });
      expect(response.statusCode, `${parts}`).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const unknown = await tabs.start(code, {
      split: { kind: 'lines', lineIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.statusCode).toBe(400);
    const due = (await tabs.atTable(code)).tab?.due ?? 0;
    const over = await tabs.start(code, { split: { kind: 'amount', amount: due + 0.01 } });
    expect(over.statusCode).toBe(409);
    expect((await tabs.start(code, { split: { kind: 'amount', amount: 0.001 } })).statusCode).toBe(400);
    expect((await tabs.start('x'.repeat(22), { split: { kind: 'all' } })).statusCode).toBe(404);
    // A free table's card takes no payment.
    const { code: free } = await tabs.tableNamed('T6');
    expect((await tabs.start(free, { split: { kind: 'all' } })).statusCode).toBe(409);
  });

  it('lets one of 10 payers racing for the last share hold it: the others are told it is taken', async () => {
    const code = await tabs.seated('T3', [[{ menuID: pizza._id, quantity: 2 }]]);
    const { tab } = await tabs.atTable(code);
    await pay(code, { split: { kind: 'amount', amount: 1 } });
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => tabs.start(code, { split: { kind: 'all' }, tip: { percent: 15 } })),
    );
    const statuses = racing.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = racing.find((response) => response.statusCode === 201)?.json();
    await tabs.confirm(winner.clientSecret);
    const receipt: TabReceipt = (await tabs.complete(code, winner.paymentId)).json();
    receipts.push(receipt);
    expect(cents(receipt.share)).toBe(cents(tab?.total ?? 0) - 100);
    expect(receipt.tabClosed).toBe(true);
    expect(await tabs.tableNamed('T3')).toMatchObject({ state: 'free' });
  });

  it('settles a card charge the provider reports (reconciliation, as the webhook does), refunding none of it', async () => {
    const code = await tabs.seated('T5', [[{ menuID: soup._id, quantity: 1 }]]);
    const started = (await tabs.start(code, { split: { kind: 'all' } })).json();
    await tabs.confirm(started.clientSecret);
    // The diner closed the page before completing: the provider's word settles it.
    await app.orders.charges.reconcile(clock.now());
    const receipt = (await requestAs(app, null, 'GET', `/api/t/${code}/payments/${started.paymentId}`)).json();
    expect(receipt).toMatchObject({ id: started.paymentId, tabClosed: true });
    receipts.push(receipt);
    const intentId = String(started.clientSecret).split('_secret_')[0] ?? '';
    expect((await app.payments.provider.retrieveIntent(intentId))?.refunded).toBe(false);
    expect((await tabs.complete(code, started.paymentId)).json()).toEqual(receipt);
  });

  it('lets staff take the rest in cash (at least the rest, the change answered), which closes the tab', async () => {
    const code = await tabs.seated('T6', [[{ menuID: soup._id, quantity: 3 }]]);
    await pay(code, { split: { kind: 'equal', parts: 3 } });
    const due = (await tabs.atTable(code)).tab?.due ?? 0;
    const diner = await signInAs(app, { email: 'pay-diner@bistro.test' });
    expect(
      (await requestAs(app, diner, 'POST', '/api/tables/T6/settle', { payment: { method: 'card_present' } }))
        .statusCode,
    ).toBe(403);
    const short = await requestAs(app, waiter, 'POST', '/api/tables/T6/settle', {
      payment: { method: 'cash', tendered: due - 0.01 },
    });
    expect(short.statusCode).toBe(422);
    const settled = await requestAs(app, waiter, 'POST', '/api/tables/T6/settle', {
      payment: { method: 'cash', tendered: 100 },
    });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json()).toMatchObject({ receipt: { method: 'cash', share: due, tabClosed: true } });
    expect(cents(settled.json().change)).toBe(10_000 - cents(due));
    receipts.push(settled.json().receipt);
    expect((await tabs.tableNamed('T6')).state).toBe('free');
    expect(
      (await requestAs(app, waiter, 'POST', '/api/tables/T6/settle', { payment: { method: 'card_present' } }))
        .statusCode,
    ).toBe(409);
  });

  it('gives back a charge confirmed after its hold lapsed and the tab was paid meanwhile', async () => {
    // T2 is still open from the refusals above.
    const { code } = await tabs.tableNamed('T2');
    const slow = (await tabs.start(code, { split: { kind: 'all' } })).json();
    expect((await tabs.start(code, { split: { kind: 'all' } })).statusCode).toBe(409);
    clock.advance(16 * 60);
    const quick = await pay(code, { split: { kind: 'all' } });
    expect(quick.tabClosed).toBe(true);
    expect((await tabs.confirm(slow.clientSecret)).statusCode).toBe(200);
    const late = await tabs.complete(code, slow.paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/goes back/);
    const intentId = String(slow.clientSecret).split('_secret_')[0] ?? '';
    expect((await app.payments.provider.retrieveIntent(intentId))?.refunded).toBe(true);
    // Asked again, it is still no payment: refunded, never paid.
    expect((await tabs.complete(code, slow.paymentId)).statusCode).toBe(409);
    expect((await requestAs(app, null, 'GET', `/api/t/${code}/payments/${slow.paymentId}`)).statusCode).toBe(404);
  });

  it('counts each payment in the books when it is made, the sales report, the CSV and Admin Home agreeing to the cent', async () => {
    const report = (await requestAs(app, admin, 'GET', `/api/reports/sales?${range}`)).json();
    const csv = (await requestAs(app, admin, 'GET', `/api/reports/orders.csv?${range}`)).body;
    const stats = (await requestAs(app, admin, 'GET', '/api/admin-stats')).json();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1);
    const tableRows = rows.filter((row) => row.includes(',table,'));
    // Only tab payments were paid here (ten): the rounds themselves are never paid orders.
    expect(tableRows).toHaveLength(10);
    expect(tableRows).toHaveLength(rows.length);
    const column = (row: string, index: number) => cents(Number(row.split(',')[index]));
    const csvTotal = tableRows.reduce((total, row) => total + column(row, 12), 0);
    const csvTax = tableRows.reduce((total, row) => total + column(row, 9), 0);
    const csvTips = tableRows.reduce((total, row) => total + column(row, 10), 0);
    expect(report.totals.gross).toBe(csvTotal);
    expect(report.channels.table.gross).toBe(csvTotal);
    expect(report.totals.tax).toBe(csvTax);
    expect(report.totals.tips).toBe(csvTips);
    expect(report.totals.orders).toBe(tableRows.length);
    // …and the receipts the payers were given.
    const ofReceipts = (part: 'total' | 'tax' | 'tip') =>
      receipts.reduce((total, receipt) => total + cents(receipt[part]), 0);
    expect(receipts).toHaveLength(10);
    expect(report.totals.gross).toBe(ofReceipts('total'));
    expect(report.totals.tax).toBe(ofReceipts('tax'));
    expect(report.totals.tips).toBe(ofReceipts('tip'));
    expect(cents(stats.revenue)).toBe(report.totals.net);
    expect(cents(stats.tax)).toBe(report.totals.tax);
    expect(cents(stats.tips)).toBe(report.totals.tips);
    // The tax counted is the rounds' tax of the paid tabs, to the cent.
    const kitchen = (await requestAs(app, waiter, 'GET', '/api/orders?limit=100')).json();
    const rounds = (Array.isArray(kitchen) ? kitchen : kitchen.orders) as {
      table: string | null;
      bill: { tax: number };
    }[];
    const roundsTax = rounds
      .filter((round) => round.table !== null)
      .reduce((total, round) => total + cents(round.bill.tax), 0);
    expect(report.totals.tax).toBe(roundsTax);
  });
});
