import type { StaffTable, TableAtHand, TabReceipt } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  GOOD_CARD,
  requestAs,
  type SignedIn,
  signInAs,
  testClock,
  waitForMail,
} from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';

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
  const range = 'from=2026-11-21&to=2026-11-23';
  /** Every receipt a payer was given here, to hold the books to. */
  const receipts: TabReceipt[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ TAX_RATE: '8.875' }, { clock });
    admin = await signInAs(app, { email: 'pay-owner@bistro.test', role: 'admin' });
    waiter = await signInAs(app, { email: 'pay-waiter@bistro.test', role: 'staff' });
    await saveTables(app, admin, ['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    pizza = menu.find((dish) => dish.category === 'pizza') as Dish;
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
  });
  afterAll(() => app.close());

  const cents = (major: number) => Math.round(major * 100);
  const tableNamed = async (name: string): Promise<StaffTable> =>
    (await requestAs(app, waiter, 'GET', '/api/tables')).json().find((table: StaffTable) => table.name === name);
  const atTable = async (code: string): Promise<TableAtHand> =>
    (await requestAs(app, null, 'GET', `/api/t/${code}`)).json();

  /** Opens the table and orders these rounds from its card; answers its code. */
  async function seated(name: string, rounds: { menuID: string; quantity: number }[][]) {
    expect((await requestAs(app, waiter, 'POST', `/api/tables/${name}/open`)).statusCode).toBe(201);
    const { code } = await tableNamed(name);
    for (const lines of rounds) {
      const round = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, { lines });
      expect(round.statusCode, round.body).toBe(201);
    }
    return code;
  }
  const start = (code: string, payload: object) => requestAs(app, null, 'POST', `/api/t/${code}/payments`, payload);
  const confirm = (clientSecret: string) =>
    requestAs(app, null, 'POST', '/api/guest/payments/test/confirm', { clientSecret, card: GOOD_CARD });
  const complete = (code: string, paymentId: string) =>
    requestAs(app, null, 'POST', `/api/t/${code}/payments/${paymentId}/complete`);

  /** Starts a payment, confirms its card and completes it: answers its receipt. */
  async function pay(code: string, payload: object): Promise<TabReceipt> {
    const started = await start(code, payload);
    expect(started.statusCode, started.body).toBe(201);
    expect((await confirm(started.json().clientSecret)).statusCode).toBe(200);
    const completed = await complete(code, started.json().paymentId);
    expect(completed.statusCode, completed.body).toBe(200);
    receipts.push(completed.json());
    return completed.json();
  }

  it('takes my dishes with a tip, then the rest in two equal parts: the last closes the tab and frees the table', async () => {
    const code = await seated('T4', [[{ menuID: pizza._id, quantity: 1 }], [{ menuID: soup._id, quantity: 2 }]]);
    const { tab } = await atTable(code);
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
    expect((await tableNamed('T4')).state).toBe('bill');
    await waitForMail(app, 'ana@bistro.test', /Your receipt/);

    // The pizza is paid: nobody pays it again.
    const again = await start(code, { split: { kind: 'lines', lineIds: [pizzaLine?.id] } });
    expect(again.statusCode).toBe(409);

    const rest = total - pizzaRound;
    const half = await pay(code, { split: { kind: 'equal', parts: 2 } });
    expect(cents(half.share)).toBe(Math.ceil(rest / 2));
    expect((await atTable(code)).tab).toMatchObject({ due: (rest - Math.ceil(rest / 2)) / 100 });
    const last = await pay(code, { split: { kind: 'all' }, tip: { amount: 2 } });
    expect(cents(last.share)).toBe(rest - Math.ceil(rest / 2));
    expect(last.tabClosed).toBe(true);
    expect(cents(mine.share) + cents(half.share) + cents(last.share)).toBe(total);

    // Free again: the card orders nothing until staff open the table again.
    expect(await tableNamed('T4')).toMatchObject({ state: 'free', tab: null });
    expect((await atTable(code)).tab).toBeNull();
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
    const code = await seated('T1', [[{ menuID: soup._id, quantity: 1 }]]);
    const started = await start(code, { split: { kind: 'all' } });
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, clientSecret, amount } = started.json();
    expect(amount).toBe((await atTable(code)).tab?.due);
    const early = await complete(code, paymentId);
    expect(early.statusCode).toBe(402);
    await confirm(clientSecret);
    const [one, two] = await Promise.all([complete(code, paymentId), complete(code, paymentId)]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect(one?.json()).toEqual(two?.json());
    receipts.push(one?.json());
    expect((await complete(code, paymentId)).json()).toEqual(one?.json());
    const { totals } = (await requestAs(app, admin, 'GET', `/api/reports/sales?${range}`)).json();
    const csv = (await requestAs(app, admin, 'GET', `/api/reports/orders.csv?${range}`)).body;
    expect(csv.split(paymentId).length - 1).toBe(1);
    expect(totals.orders).toBeGreaterThan(0);
  });

  it('refuses a share split in 0 or 1,000 parts, lines not on the tab, and more than is due', async () => {
    const code = await seated('T2', [[{ menuID: soup._id, quantity: 1 }]]);
    for (const parts of [0, 1, 1000, 2.5]) {
      const response = await start(code, { split: { kind: 'equal', parts } });
      expect(response.statusCode, `${parts}`).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const unknown = await start(code, { split: { kind: 'lines', lineIds: ['00000000-0000-4000-8000-000000000000'] } });
    expect(unknown.statusCode).toBe(400);
    const due = (await atTable(code)).tab?.due ?? 0;
    const over = await start(code, { split: { kind: 'amount', amount: due + 0.01 } });
    expect(over.statusCode).toBe(409);
    expect((await start(code, { split: { kind: 'amount', amount: 0.001 } })).statusCode).toBe(400);
    expect((await start('x'.repeat(22), { split: { kind: 'all' } })).statusCode).toBe(404);
    // A free table's card takes no payment.
    const { code: free } = await tableNamed('T6');
    expect((await start(free, { split: { kind: 'all' } })).statusCode).toBe(409);
  });

  it('lets one of 10 payers racing for the last share hold it: the others are told it is taken', async () => {
    const code = await seated('T3', [[{ menuID: pizza._id, quantity: 2 }]]);
    const { tab } = await atTable(code);
    await pay(code, { split: { kind: 'amount', amount: 1 } });
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => start(code, { split: { kind: 'all' }, tip: { percent: 15 } })),
    );
    const statuses = racing.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = racing.find((response) => response.statusCode === 201)?.json();
    await confirm(winner.clientSecret);
    const receipt: TabReceipt = (await complete(code, winner.paymentId)).json();
    receipts.push(receipt);
    expect(cents(receipt.share)).toBe(cents(tab?.total ?? 0) - 100);
    expect(receipt.tabClosed).toBe(true);
    expect(await tableNamed('T3')).toMatchObject({ state: 'free' });
  });

  it('settles a card charge the provider reports (reconciliation, as the webhook does), refunding none of it', async () => {
    const code = await seated('T5', [[{ menuID: soup._id, quantity: 1 }]]);
    const started = (await start(code, { split: { kind: 'all' } })).json();
    await confirm(started.clientSecret);
    // The diner closed the page before completing: the provider's word settles it.
    await app.orders.charges.reconcile(clock.now());
    const receipt = (await requestAs(app, null, 'GET', `/api/t/${code}/payments/${started.paymentId}`)).json();
    expect(receipt).toMatchObject({ id: started.paymentId, tabClosed: true });
    receipts.push(receipt);
    const intentId = String(started.clientSecret).split('_secret_')[0] ?? '';
    expect((await app.payments.provider.retrieveIntent(intentId))?.refunded).toBe(false);
    expect((await complete(code, started.paymentId)).json()).toEqual(receipt);
  });

  it('lets staff take the rest in cash (at least the rest, the change answered), which closes the tab', async () => {
    const code = await seated('T6', [[{ menuID: soup._id, quantity: 3 }]]);
    await pay(code, { split: { kind: 'equal', parts: 3 } });
    const due = (await atTable(code)).tab?.due ?? 0;
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
    expect((await tableNamed('T6')).state).toBe('free');
    expect(
      (await requestAs(app, waiter, 'POST', '/api/tables/T6/settle', { payment: { method: 'card_present' } }))
        .statusCode,
    ).toBe(409);
  });

  it('gives back a charge confirmed after its hold lapsed and the tab was paid meanwhile', async () => {
    // T2 is still open from the refusals above.
    const { code } = await tableNamed('T2');
    const slow = (await start(code, { split: { kind: 'all' } })).json();
    expect((await start(code, { split: { kind: 'all' } })).statusCode).toBe(409);
    clock.advance(16 * 60);
    const quick = await pay(code, { split: { kind: 'all' } });
    expect(quick.tabClosed).toBe(true);
    expect((await confirm(slow.clientSecret)).statusCode).toBe(200);
    const late = await complete(code, slow.paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/goes back/);
    const intentId = String(slow.clientSecret).split('_secret_')[0] ?? '';
    expect((await app.payments.provider.retrieveIntent(intentId))?.refunded).toBe(true);
    // Asked again, it is still no payment: refunded, never paid.
    expect((await complete(code, slow.paymentId)).statusCode).toBe(409);
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
