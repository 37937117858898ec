import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
  category: string;
}

const FORMULA_NAME = '=HYPERLINK("http://evil","x")';

describe('reports', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let ana: SignedIn;
  let soup: Dish;
  let pizza: Dish;
  let eaten: { orderId: string; transactionId: string };
  let refunded: { orderId: string; transactionId: string };
  const cents = (dollars: number) => Math.round(dollars * 100);
  const text = (amountCents: number) => (amountCents / 100).toFixed(2);

  beforeAll(async () => {
    // Not UTC: the restaurant's midnight (18:30 UTC) is not the server's.
    const clock = testClock();
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: 'Asia/Kolkata' }, { clock });
    admin = await signInAs(app, { email: 'books-admin@bistro.test', role: 'admin' });
    ana = await signInAs(app, { email: 'ana@books.test', name: FORMULA_NAME });
    const bob = await signInAs(app, { email: 'bob@books.test', name: 'Bob Brown' });
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
    pizza = menu.find((dish) => dish.category === 'pizza') as Dish;

    // Paid a minute either side of the restaurant's midnight between the 22nd and the 23rd.
    clock.set('2026-11-22T18:29:00Z');
    eaten = await buyDishes(app, ana, [soup._id, soup._id]);
    clock.set('2026-11-22T18:31:00Z');
    refunded = await buyDishes(app, bob, [pizza._id]);
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${refunded.orderId}`,
      headers: admin.headers,
      payload: { status: 'cancelled', reason: 'closing' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Carl starts paying and never does: his order is not in the books.
    const carl = await signInAs(app, { email: 'carl@books.test', name: 'Carl Unpaid' });
    await app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: carl.headers,
      payload: { email: carl.user.email, menuID: soup._id },
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: carl.headers, payload: {} }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => app.close());

  const get = (url: string, who?: SignedIn) =>
    app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
  const range = 'from=2026-11-21&to=2026-11-24';

  it.each(['/api/reports/sales', '/api/reports/orders.csv'])('%s is for admins only', async (path) => {
    expect((await get(`${path}?${range}`)).statusCode).toBe(401);
    expect((await get(`${path}?${range}`, ana)).statusCode).toBe(403);
    expect((await get(`${path}?${range}`, admin)).statusCode).toBe(200);
  });

  it.each([
    ['a day that is not one', 'from=2026-02-30&to=2026-03-01'],
    ['a day in another format', 'from=22/11/2026&to=2026-11-23'],
    ['a missing day', 'from=2026-11-22'],
    ['from after to', 'from=2026-11-23&to=2026-11-22'],
    ['more than 366 days', 'from=2026-01-01&to=2027-01-02'],
  ])('refuses %s with 400', async (_, query) => {
    for (const path of ['/api/reports/sales', '/api/reports/orders.csv']) {
      const response = await get(`${path}?${query}`, admin);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('adds up the paid orders per restaurant day, every day listed, split at the restaurant’s midnight', async () => {
    const response = await get(`/api/reports/sales?${range}`, admin);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    const soupOrder = cents(soup.price) * 2;
    const pizzaOrder = cents(pizza.price);
    const none = { orders: 0, gross: 0, refunds: 0, net: 0, tax: 0, tips: 0, discounts: 0, deliveryFees: 0 };
    expect(report).toEqual({
      currency: 'USD',
      days: [
        { date: '2026-11-21', ...none },
        { date: '2026-11-22', ...none, orders: 1, gross: soupOrder, net: soupOrder },
        { date: '2026-11-23', ...none, orders: 1, gross: pizzaOrder, refunds: pizzaOrder },
        { date: '2026-11-24', ...none },
      ],
      totals: { ...none, orders: 2, gross: soupOrder + pizzaOrder, refunds: pizzaOrder, net: soupOrder },
      // Both were paid online.
      channels: {
        online: { ...none, orders: 2, gross: soupOrder + pizzaOrder, refunds: pizzaOrder, net: soupOrder },
        counter: none,
        phone: none,
        table: none,
      },
      // Both were picked up.
      fulfilments: {
        pickup: { ...none, orders: 2, gross: soupOrder + pizzaOrder, refunds: pizzaOrder, net: soupOrder },
        delivery: none,
      },
    });
  });

  it('has the same net as the statistics’ Revenue for the same orders', async () => {
    const { totals } = (await get(`/api/reports/sales?${range}`, admin)).json();
    const { revenue } = (await get('/api/admin-stats', admin)).json();
    expect(totals.net).toBe(cents(revenue));
    expect(totals.net).toBeGreaterThan(0);
  });

  it('writes a day without sales as zeros', async () => {
    const { days, totals } = (await get('/api/reports/sales?from=2026-11-24&to=2026-11-24', admin)).json();
    expect(days).toEqual([
      { date: '2026-11-24', orders: 0, gross: 0, refunds: 0, net: 0, tax: 0, tips: 0, discounts: 0, deliveryFees: 0 },
    ]);
    expect(totals.orders).toBe(0);
  });

  it('exports the paid orders as a CSV a spreadsheet opens safely, cancelled and refunded ones included', async () => {
    const response = await get(`/api/reports/orders.csv?${range}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-21-2026-11-24.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    expect(rows.map((row) => row['diner name'])).toEqual([`'${FORMULA_NAME}`, 'Bob Brown']);
    const [soupRow, pizzaRow] = rows;
    const soupOrder = text(cents(soup.price) * 2);
    expect(soupRow).toEqual({
      'order id': eaten.orderId,
      'placed at': '2026-11-22T23:59:00+05:30',
      status: 'pending',
      'pickup time': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+05:30$/),
      'diner name': `'${FORMULA_NAME}`,
      email: 'ana@books.test',
      phone: '',
      items: `2 × ${soup.name}`,
      subtotal: soupOrder,
      tax: '0.00',
      tip: '0.00',
      discount: '0.00',
      total: soupOrder,
      refunded: '0.00',
      currency: 'USD',
      'payment reference': eaten.transactionId,
      channel: 'online',
      'payment method': 'card',
      'delivery fee': '0.00',
      fulfilment: 'pickup',
      'added to': '',
    });
    expect(pizzaRow).toMatchObject({
      'order id': refunded.orderId,
      'placed at': '2026-11-23T00:01:00+05:30',
      status: 'cancelled',
      items: `1 × ${pizza.name}`,
      total: text(cents(pizza.price)),
      refunded: text(cents(pizza.price)),
      'payment reference': refunded.transactionId,
    });
  });

  it('lists only the orders paid within the range’s restaurant days', async () => {
    const response = await get('/api/reports/orders.csv?from=2026-11-23&to=2026-11-23', admin);
    const rows: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    expect(rows.map((row) => row['order id'])).toEqual([refunded.orderId]);
  });

  it('reads the orders a batch at a time along the paid-at index: none twice, none left out, even paid at one moment', async () => {
    const more = [];
    for (let i = 0; i < 4; i++) more.push(await buyDishes(app, ana, [soup._id]));
    // Three at the very same microsecond (a batch may end between them), one a microsecond later.
    await app.database.db.execute(
      sql`update orders set paid_at = '2026-11-24 10:00:00.000001+00' where id in (${more[0]?.orderId}, ${more[1]?.orderId}, ${more[2]?.orderId})`,
    );
    await app.database.db.execute(
      sql`update orders set paid_at = '2026-11-24 10:00:00.000002+00' where id = ${more[3]?.orderId}`,
    );
    const read = async (batchSize: number) => {
      const ids: string[] = [];
      for await (const row of app.reportsRepository.paidOrders(
        { from: '2026-11-21', to: '2026-11-24' },
        'Asia/Kolkata',
        batchSize,
      )) {
        ids.push(row.id);
      }
      return ids;
    };
    const whole = await read(1000);
    expect(whole).toHaveLength(6);
    expect(whole.slice(2, 5).sort()).toEqual(
      more
        .slice(0, 3)
        .map((order) => order.orderId)
        .sort(),
    );
    expect(whole[5]).toBe(more[3]?.orderId);
    for (const batchSize of [1, 2, 4]) expect(await read(batchSize)).toEqual(whole);
  });
});
