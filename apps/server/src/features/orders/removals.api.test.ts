import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksOf } from '../../../test/books.ts';
import { type CounterOrderChanges, enterCounterOrder } from '../../../test/counter-orders.ts';
import { buildTestApp, requestAs, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';

interface Dish {
  _id: string;
  name: string;
  category: string;
  stock: number | null;
  optionGroups: { name: string; choices: { id: string; name: string }[] }[];
}

interface Line {
  id: string;
  menuID: string;
  name: string;
  quantity: number;
}

/**
 * Taking dishes off an order not yet picked up, through the real app (docs/counter.md): a due
 * order's bill is made again (nothing refunded, the dishes back on sale), a paid one's lines are
 * refunded; the books agree to the cent afterwards. The restaurant's clock is Sunday, November
 * 22, 2026, noon (UTC), open around the clock.
 */
describe('dishes taken off an order', () => {
  const clock = testClock();
  const today = '2026-11-22';
  let app: FastifyInstance;
  let admin: SignedIn;
  let cook: SignedIn;
  let diner: SignedIn;
  let pizza: Dish;
  let soup: Dish;
  let drink: Dish;
  let large: string;

  beforeAll(async () => {
    // Tax added on top, so that the bill has every part: lines, a code's discount, tax, a tip.
    app = await buildTestApp({ TAX_RATE: '8.875' }, { clock });
    admin = await signInAs(app, { email: 'removal-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
    cook = await signInAs(app, { email: 'removal-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    diner = await signInAs(app, { email: 'removal-diner@bistro.test', name: 'Dina Diner' });
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    pizza = menu.find((dish) => dish.category === 'pizza' && dish.optionGroups.length > 1) as Dish;
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
    drink = menu.find((dish) => dish.category === 'drinks' && dish.optionGroups.length === 0) as Dish;
    large =
      pizza.optionGroups.find((group) => group.name === 'Pizza size')?.choices.find((each) => each.name === 'Large')
        ?.id ?? '';
    const created = await requestAs(app, admin, 'POST', '/api/promo-codes', { code: 'TENOFF', percentOff: 10 });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => app.close());

  const enter = async (order: CounterOrderChanges) => {
    const entered = await enterCounterOrder(app, cook, soup._id, order);
    expect(entered.statusCode, entered.body).toBe(201);
    return entered.json() as { _id: string; number: number; total: number; lines: Line[] };
  };
  const remove = (orderId: string, payload: object, { who = cook, key = randomUUID() } = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/removals`,
      headers: { ...(who?.headers ?? {}), 'idempotency-key': key },
      payload,
    });
  const lineOf = (order: { lines: Line[] }, menuID: string) => order.lines.find((line) => line.menuID === menuID);
  const books = () => booksOf(app, admin, today);
  const cents = (major: number) => Math.round(major * 100);

  it('lowers a due order’s bill as online would make it, refunds nothing, mails the diner, and keeps it in the audit log', async () => {
    const terms = { tip: { amount: 2 }, promoCode: 'TENOFF' };
    const order = await enter({
      email: 'lower@bistro.test',
      lines: [
        { menuID: pizza._id, quantity: 2, choices: [large] },
        { menuID: drink._id, quantity: 2 },
      ],
      ...terms,
      payment: { method: 'at_pickup' },
    });
    const pizzas = lineOf(order, pizza._id)?.id;
    const drinks = lineOf(order, drink._id)?.id;
    const removed = await remove(order._id, {
      lines: [
        { lineId: pizzas, quantity: 1 },
        { lineId: drinks, quantity: 2 },
      ],
      reason: 'The diner called back',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const quoted = await requestAs(app, cook, 'POST', '/api/counter-orders/quote', {
      lines: [{ menuID: pizza._id, quantity: 1, choices: [large] }],
      ...terms,
    });
    expect(removed.json().bill).toEqual(quoted.json());
    expect(removed.json()).toMatchObject({ paymentStatus: 'due', refunded: 0, total: quoted.json().total });
    expect(removed.json().lines.map((line: Line) => [line.name, line.quantity])).toEqual([[pizza.name, 1]]);
    // The receipt lists the change, with when, who and why.
    expect(removed.json().changes).toEqual([
      {
        at: clock.now().toISOString(),
        added: [],
        removed: [
          { name: pizza.name, quantity: 1 },
          { name: drink.name, quantity: 2 },
        ],
        reason: 'The diner called back',
        by: 'Carl',
      },
    ]);
    const mail = await waitForMail(app, 'lower@bistro.test', new RegExp(`order #${order.number} now comes to`));
    expect(mail.text).toContain(`1 × ${pizza.name}`);
    expect(mail.text).not.toContain(drink.name);

    const log = (
      await requestAs(app, admin, 'GET', `/api/audit-log?from=${today}&to=${today}&action=order.change`)
    ).json();
    expect(log.entries.find((entry: { subject: { id: string } }) => entry.subject.id === order._id)).toMatchObject({
      actor: { id: cook.user.id },
      before: { total: order.total },
      after: { number: order.number, total: quoted.json().total, removed: `1 × ${pizza.name} and 2 × ${drink.name}` },
      reason: 'The diner called back',
    });

    // Paid at pickup: the lowered total, and the books agree to the cent.
    const before = await books();
    const settled = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, { method: 'card_present' });
    expect(settled.json()).toMatchObject({ paymentStatus: 'paid', total: quoted.json().total });
    const after = await books();
    expect(after.sales.gross).toBe(before.sales.gross + cents(quoted.json().total));
    expect(after.sales.refunds).toBe(before.sales.refunds);
    expect(cents(after.home.revenue)).toBe(cents(before.home.revenue) + cents(quoted.json().total));
    expect(after.csv.find((row) => row['order id'] === order._id)).toMatchObject({
      total: quoted.json().total.toFixed(2),
      refunded: '0.00',
    });
  });

  it('gives a due order’s removed dishes back on sale', async () => {
    const made = await requestAs(app, admin, 'POST', '/api/menu', {
      name: 'Counted Cider',
      category: 'drinks',
      price: 5,
      image: '/images/menu/x.webp',
      stock: 4,
    });
    expect(made.statusCode, made.body).toBe(200);
    const cider: string = made.json().insertedId;
    const left = async () =>
      (await requestAs(app, cook, 'GET', '/api/menu')).json().find((dish: Dish) => dish._id === cider).stock;
    const order = await enter({
      lines: [
        { menuID: cider, quantity: 3 },
        { menuID: soup._id, quantity: 1 },
      ],
      payment: { method: 'at_pickup' },
    });
    expect(await left()).toBe(1);
    const removed = await remove(order._id, {
      lines: [{ lineId: lineOf(order, cider)?.id, quantity: 2 }],
      reason: 'Two less',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(lineOf(removed.json(), cider)?.quantity).toBe(1);
    expect(await left()).toBe(3);
  });

  it('refunds a paid order’s removed lines their exact share, as a refund of them does, and the books agree', async () => {
    const lines = [
      { menuID: soup._id, quantity: 2 },
      { menuID: drink._id, quantity: 1 },
    ];
    const removedOne = await enter({
      lines,
      promoCode: 'TENOFF',
      tip: { amount: 1 },
      payment: { method: 'card_present' },
    });
    const refundedOne = await enter({
      lines,
      promoCode: 'TENOFF',
      tip: { amount: 1 },
      payment: { method: 'card_present' },
    });
    const before = await books();
    const removed = await remove(removedOne._id, {
      lines: [{ lineId: lineOf(removedOne, soup._id)?.id, quantity: 1 }],
      reason: 'One soup too many',
      restock: true,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/orders/${refundedOne._id}/refunds`,
      headers: { ...cook.headers, 'idempotency-key': randomUUID() },
      payload: { lines: [{ lineId: lineOf(refundedOne, soup._id)?.id, quantity: 1 }], reason: 'One soup too many' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const share: number = refunded.json().refund.amount;
    expect(share).toBeGreaterThan(0);
    expect(removed.json()).toMatchObject({ paymentStatus: 'paid', total: removedOne.total, refunded: share });

    const after = await books();
    expect(after.sales.refunds).toBe(before.sales.refunds + 2 * cents(share));
    expect(cents(after.home.revenue)).toBe(cents(before.home.revenue) - 2 * cents(share));
    expect(after.csv.find((row) => row['order id'] === removedOne._id)).toMatchObject({
      total: removedOne.total.toFixed(2),
      refunded: share.toFixed(2),
    });
  });

  it('takes off once per Idempotency-Key, never more than a line holds nor every dish, nothing of an order picked up', async () => {
    const order = await enter({
      lines: [
        { menuID: soup._id, quantity: 2 },
        { menuID: drink._id, quantity: 1 },
      ],
      payment: { method: 'at_pickup' },
    });
    const soups = lineOf(order, soup._id)?.id;
    const drinks = lineOf(order, drink._id)?.id;
    const oneSoup = { lines: [{ lineId: soups, quantity: 1 }], reason: 'One less' };
    expect((await remove(order._id, oneSoup, { who: diner })).statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/removals`,
      headers: { 'idempotency-key': randomUUID() },
      payload: oneSoup,
    });
    expect(visitor.statusCode).toBe(401);
    const keyless = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/removals`, oneSoup);
    expect(keyless.statusCode).toBe(400);
    expect((await remove(order._id, { lines: [], reason: 'x' })).statusCode).toBe(400);
    expect((await remove(order._id, { lines: [{ lineId: soups, quantity: 1 }] })).statusCode).toBe(400);
    const unknown = await remove(order._id, { lines: [{ lineId: randomUUID(), quantity: 1 }], reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    const tooMany = await remove(order._id, { lines: [{ lineId: soups, quantity: 3 }], reason: 'x' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Order #${order.number} has only 2 × ${soup.name}`);
    const everything = await remove(order._id, {
      lines: [
        { lineId: soups, quantity: 2 },
        { lineId: drinks, quantity: 1 },
      ],
      reason: 'All of it',
    });
    expect(everything.statusCode).toBe(409);
    expect(everything.json().message).toMatch(/cancel the order instead/);
    expect((await remove(randomUUID(), oneSoup)).statusCode).toBe(404);

    const key = randomUUID();
    const once = await remove(order._id, oneSoup, { key });
    expect(once.statusCode, once.body).toBe(200);
    const again = await remove(order._id, oneSoup, { key });
    expect(again.statusCode, again.body).toBe(200);
    const now = (await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json();
    expect(lineOf(now, soup._id)?.quantity).toBe(1);
    expect(now.total).toBe(once.json().total);
    expect(now.changes).toHaveLength(1);
    const added = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/additions`, {
      lines: [{ menuID: drink._id, quantity: 1 }],
    });
    expect(
      added.json().changes.map(({ added, removed }: { added: object; removed: object }) => [added, removed]),
    ).toEqual([
      [[], [{ name: soup.name, quantity: 1 }]],
      [[{ name: drink.name, quantity: 1 }], []],
    ]);

    await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, { method: 'card_present' });
    for (const status of ['preparing', 'ready', 'completed']) {
      const moved = await requestAs(app, cook, 'PATCH', `/api/orders/${order._id}`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const late = await remove(order._id, { lines: [{ lineId: drinks, quantity: 2 }], reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/picked up already/);
  });
});
