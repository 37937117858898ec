import { randomUUID } from 'node:crypto';
import type { CounterOrder } from '@bistro/contract/counter';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterOrderChanges, enterCounterOrder } from '../../../test/counter-orders.ts';
import {
  buildTestApp,
  GOOD_CARD,
  outboxMessages,
  requestAs,
  type SignedIn,
  signInAs,
  testClock,
  waitForMail,
} from '../../../test/helper.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
  category: string;
  optionGroups: { name: string; choices: { id: string; name: string }[] }[];
}

/**
 * The counter and the phone through the real app (docs/counter.md): staff enter orders, priced
 * as online, paid in cash, on the terminal, at pickup or by a link, and the books count each once
 * it is paid. The restaurant's clock is Sunday, November 22, 2026, noon (UTC), open around the clock.
 */
describe('the counter and the phone', () => {
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
  let mushrooms: string;
  let olives: string;

  beforeAll(async () => {
    // Tax added on top, so that the bill has every part: lines, a code's discount, tax, a tip.
    app = await buildTestApp({ TAX_RATE: '8.875' }, { clock });
    admin = await signInAs(app, { email: 'counter-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
    cook = await signInAs(app, { email: 'counter-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
    diner = await signInAs(app, { email: 'counter-diner@bistro.test', name: 'Dina Diner' });
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    pizza = menu.find((dish) => dish.category === 'pizza' && dish.optionGroups.length > 1) as Dish;
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
    drink = menu.find((dish) => dish.category === 'drinks' && dish.optionGroups.length === 0) as Dish;
    const choice = (group: string, name: string) =>
      pizza.optionGroups.find((each) => each.name === group)?.choices.find((each) => each.name === name)?.id ?? '';
    large = choice('Pizza size', 'Large');
    mushrooms = choice('Extra toppings', 'Mushrooms');
    olives = choice('Extra toppings', 'Olives');
    const created = await requestAs(app, admin, 'POST', '/api/promo-codes', { code: 'TENOFF', percentOff: 10 });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => app.close());

  const enter = (order: CounterOrderChanges, who: SignedIn = cook) => enterCounterOrder(app, who, soup._id, order);
  const sales = async () => (await requestAs(app, admin, 'GET', `/api/reports/sales?from=${today}&to=${today}`)).json();
  const cents = (major: number) => Math.round(major * 100);

  it('answers a visitor 401 and a diner 403 on every counter route', async () => {
    const id = randomUUID();
    const calls = [
      ['/api/counter-orders', { channel: 'phone', lines: [], name: 'x', payment: { method: 'at_pickup' } }],
      ['/api/counter-orders/quote', { lines: [{ menuID: soup._id, quantity: 1 }] }],
      [`/api/orders/${id}/settle`, { method: 'card_present' }],
    ] as const;
    for (const [url, payload] of calls) {
      expect((await requestAs(app, null, 'POST', url, payload)).statusCode, url).toBe(401);
      expect((await requestAs(app, diner, 'POST', url, payload)).statusCode, url).toBe(403);
    }
  });

  it('refuses bad input with a 4xx that names it, and makes nothing', async () => {
    const before = (await sales()).totals.orders;
    const refusals: [CounterOrderChanges, RegExp][] = [
      [{ lines: [], payment: { method: 'at_pickup' } }, /empty/],
      [{ channel: 'drive-through' as 'phone', payment: { method: 'at_pickup' } }, /channel/],
      [{ payment: { method: 'cheque' } as unknown as CounterOrder['payment'] }, /method/],
      [{ payment: { method: 'link' } }, /email is required to send a payment link/],
      [{ payment: { method: 'cash', tendered: -5 } }, /tendered/],
      [{ payment: { method: 'cash', tendered: 20.005 } }, /whole number of cents/],
      [{ payment: { method: 'cash' } as CounterOrder['payment'] }, /tendered/],
      [{ pickup: 'tonight', payment: { method: 'at_pickup' } }, /pickup/],
      [{ name: '', payment: { method: 'at_pickup' } }, /name/i],
      [{ phone: 'call me', payment: { method: 'at_pickup' } }, /phone/],
      [{ lines: [{ menuID: 'not-a-dish', quantity: 1 }], payment: { method: 'at_pickup' } }, /menuID|menu/i],
      [{ lines: [{ menuID: soup._id, quantity: 0 }], payment: { method: 'at_pickup' } }, /Quantity/],
      [{ lines: [{ menuID: randomUUID(), quantity: 1 }], payment: { method: 'at_pickup' } }, /./],
      [{ lines: [{ menuID: pizza._id, quantity: 1, choices: [randomUUID()] }], payment: { method: 'at_pickup' } }, /./],
      [{ promoCode: 'NOSUCHCODE', payment: { method: 'at_pickup' } }, /./],
      [{ tip: { percent: 13 }, payment: { method: 'at_pickup' } }, /tip/i],
    ];
    for (const [order, words] of refusals) {
      const answer = await enter(order);
      expect(answer.statusCode, JSON.stringify(order)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(order)).toBeLessThan(500);
      expect(answer.json().message, JSON.stringify(order)).toMatch(words);
    }
    expect(
      (await requestAs(app, cook, 'POST', `/api/orders/${randomUUID()}/settle`, { method: 'card_present' })).statusCode,
    ).toBe(404);
    expect((await requestAs(app, cook, 'POST', '/api/orders/nope/settle', { method: 'card_present' })).statusCode).toBe(
      400,
    );
    expect((await requestAs(app, cook, 'GET', '/api/orders?status=pending')).json()).toEqual([]);
    expect((await sales()).totals.orders).toBe(before);
  });

  it('bills exactly as the online checkout does: options, a code, tax and a tip', async () => {
    const lines = [
      { menuID: pizza._id, quantity: 2, choices: [large, mushrooms, olives] },
      { menuID: drink._id, quantity: 1 },
    ];
    const choices = { tip: { percent: 15 }, promoCode: 'tenoff' };
    const shopper = await signInAs(app, { email: 'same-lines@bistro.test', name: 'Sam Same' });
    for (const line of lines) {
      const added = await requestAs(app, shopper, 'POST', '/api/carts', { email: shopper.user.email, ...line });
      expect(added.statusCode, added.body).toBe(200);
    }
    const online = await requestAs(app, shopper, 'POST', '/api/checkout/quote', choices);
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json()).toMatchObject({ promoCode: 'TENOFF' });
    expect(online.json().discount).toBeGreaterThan(0);
    expect(online.json().tax).toBeGreaterThan(0);
    expect(online.json().tip).toBeGreaterThan(0);

    const quoted = await requestAs(app, cook, 'POST', '/api/counter-orders/quote', { lines, ...choices });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toEqual(online.json());
    const entered = await enter({ lines, ...choices, payment: { method: 'card_present' } });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json().bill).toEqual(online.json());
    expect(entered.json().total).toBe(online.json().total);
    const ordered = entered.json().lines.find((line: { menuID: string }) => line.menuID === pizza._id);
    expect(ordered.choices.map((choice: { name: string }) => choice.name).sort()).toEqual([
      'Large',
      'Mushrooms',
      'Olives',
    ]);
  });

  it('takes cash of at least the total and answers the change; less is a 422 that makes nothing', async () => {
    const before = await sales();
    const short = await enter({ payment: { method: 'cash', tendered: soup.price } });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().message).toMatch(/tendered is less than the total/);
    expect(await sales()).toEqual(before);

    const paid = await enter({ channel: 'counter', note: 'No onions', payment: { method: 'cash', tendered: 50 } });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json();
    expect(order).toMatchObject({
      status: 'pending',
      channel: 'counter',
      paymentStatus: 'paid',
      paymentMethod: 'cash',
      tendered: 50,
      refunded: 0,
      note: 'No onions',
      customerName: 'Pat Phone',
      ruleOverride: null,
    });
    expect(order.change).toBe((cents(50) - cents(order.total)) / 100);
    expect(order.lines[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.history).toEqual([expect.objectContaining({ status: 'pending', by: 'Carl' })]);
    const after = await sales();
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.totals.gross).toBe(before.totals.gross + cents(order.total));
    expect(after.channels.counter.gross).toBe(before.channels.counter.gross + cents(order.total));
    // The same order, as the kitchen reads it.
    expect((await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json()).toMatchObject({
      channel: 'counter',
      paymentStatus: 'paid',
    });
  });

  it('sends a pay-at-pickup order to the board due, counts it only once settled, and settles it once', async () => {
    const before = await sales();
    const entered = await enter({ email: 'pat@bistro.test', payment: { method: 'at_pickup' } });
    expect(entered.statusCode, entered.body).toBe(201);
    const order = entered.json();
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'due', paymentMethod: null, paidAt: null });
    const board = (await requestAs(app, cook, 'GET', '/api/orders?status=pending')).json();
    expect(board.find((each: { _id: string }) => each._id === order._id)).toMatchObject({
      channel: 'phone',
      paymentStatus: 'due',
    });
    // The day's list has it too, by when it was entered.
    expect(
      (await requestAs(app, cook, 'GET', `/api/orders?date=${today}`))
        .json()
        .some((each: { _id: string }) => each._id === order._id),
    ).toBe(true);
    expect(await sales()).toEqual(before);

    // Not handed over before it is paid.
    for (const status of ['preparing', 'ready'])
      expect((await requestAs(app, cook, 'PATCH', `/api/orders/${order._id}`, { status })).statusCode).toBe(200);
    const unpaid = await requestAs(app, cook, 'PATCH', `/api/orders/${order._id}`, { status: 'completed' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toMatch(/not paid yet/);

    const low = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, { method: 'cash', tendered: 1 });
    expect(low.statusCode).toBe(422);
    expect(await sales()).toEqual(before);
    clock.advance(60);
    const settled = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, {
      method: 'cash',
      tendered: 40,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({
      status: 'ready',
      paymentStatus: 'paid',
      paymentMethod: 'cash',
      tendered: 40,
    });
    expect(settled.json().change).toBe((cents(40) - cents(order.total)) / 100);
    const after = await sales();
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.totals.net).toBe(before.totals.net + cents(order.total));
    expect(after.channels.phone.net).toBe(before.channels.phone.net + cents(order.total));
    await waitForMail(app, 'pat@bistro.test', /order #\d+ is paid/);

    const again = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, { method: 'card_present' });
    expect(again.statusCode).toBe(409);
    expect(await sales()).toEqual(after);
    expect((await requestAs(app, cook, 'PATCH', `/api/orders/${order._id}`, { status: 'completed' })).statusCode).toBe(
      200,
    );
  });

  it('counts nothing for a due order cancelled, and refunds a cash one in full', async () => {
    const before = await sales();
    const due = (await enter({ email: 'pat@bistro.test', payment: { method: 'at_pickup' } })).json();
    const cancelled = await requestAs(app, cook, 'PATCH', `/api/orders/${due._id}`, {
      status: 'cancelled',
      reason: 'closing',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'due', refunded: 0 });
    expect(await sales()).toEqual(before);
    const mail = await waitForMail(app, 'pat@bistro.test', new RegExp(`order #${due.number} is cancelled`));
    expect(mail.text).toMatch(/Nothing was paid for it/);
    expect(
      (await requestAs(app, cook, 'POST', `/api/orders/${due._id}/settle`, { method: 'card_present' })).statusCode,
    ).toBe(409);

    const cash = (await enter({ payment: { method: 'cash', tendered: 100 } })).json();
    const back = await requestAs(app, cook, 'PATCH', `/api/orders/${cash._id}`, {
      status: 'cancelled',
      reason: 'sold_out',
    });
    expect(back.json()).toMatchObject({ status: 'cancelled', refunded: cash.total });
    expect(back.json().refundedAt).not.toBeNull();
    const after = await sales();
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    expect(after.totals.refunds).toBe(before.totals.refunds + cents(cash.total));
    expect(after.totals.net).toBe(before.totals.net);
  });

  it('mails a payment link; the order reaches the board once the diner pays it by card', async () => {
    const entered = await enter({ email: 'link@bistro.test', payment: { method: 'link' } });
    expect(entered.statusCode, entered.body).toBe(201);
    const order = entered.json();
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'due', channel: 'phone' });
    const link = new URL(order.payLink);
    const key = link.searchParams.get('key') ?? '';
    expect(link.pathname).toBe(`/guest-order/${order._id}`);
    const mail = await waitForMail(app, 'link@bistro.test', new RegExp(`pay for your order #${order.number}`));
    expect(mail.text).toContain(order.payLink);
    const onBoard = async () =>
      (await requestAs(app, cook, 'GET', '/api/orders?status=pending'))
        .json()
        .some((each: { _id: string }) => each._id === order._id);
    expect(await onBoard()).toBe(false);
    expect(
      (await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, { method: 'card_present' })).statusCode,
    ).toBe(409);

    // The diner's page: the order and its card payment, by the key.
    const page = await requestAs(app, null, 'GET', `/api/guest/orders/${order._id}?key=${encodeURIComponent(key)}`);
    expect(page.json()).toMatchObject({ status: 'awaiting_payment', total: order.total });
    expect((await requestAs(app, null, 'GET', `/api/guest/orders/${order._id}/payment?key=wrong`)).statusCode).toBe(
      404,
    );
    const payment = await requestAs(
      app,
      null,
      'GET',
      `/api/guest/orders/${order._id}/payment?key=${encodeURIComponent(key)}`,
    );
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().amount).toBe(order.total);
    const confirmed = await requestAs(app, null, 'POST', '/api/guest/payments/test/confirm', {
      clientSecret: payment.json().clientSecret,
      card: GOOD_CARD,
    });
    const transactionId = confirmed.json().paymentIntent.id;
    const recorded = await requestAs(app, null, 'POST', '/api/guest/payments', {
      orderId: order._id,
      key,
      transactionId,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await onBoard()).toBe(true);
    expect((await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json()).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentReference: transactionId,
    });
    expect(
      (await requestAs(app, null, 'GET', `/api/guest/orders/${order._id}/payment?key=${encodeURIComponent(key)}`))
        .statusCode,
    ).toBe(404);
  });

  it('keeps an order waiting for its payment link an hour, as an account’s, then lets it go', async () => {
    const order = (await enter({ email: 'late@bistro.test', payment: { method: 'link' } })).json();
    const key = new URL(order.payLink).searchParams.get('key') ?? '';
    const payable = async () =>
      (await requestAs(app, null, 'GET', `/api/guest/orders/${order._id}/payment?key=${encodeURIComponent(key)}`))
        .statusCode;
    const start = clock.now();
    try {
      // Past a guest's 15 minutes online: still there.
      clock.advance(20 * 60);
      await app.orders.charges.reconcile(clock.now());
      expect(await payable()).toBe(200);
      clock.advance(41 * 60);
      await app.orders.charges.reconcile(clock.now());
      expect(await payable()).toBe(404);
    } finally {
      clock.set(start);
    }
  });

  it('keeps the channel of each order in the CSV, and totals per channel', async () => {
    const counter = (await enter({ channel: 'counter', payment: { method: 'card_present' } })).json();
    const csv = await requestAs(app, admin, 'GET', `/api/reports/orders.csv?from=${today}&to=${today}`);
    const rows: Record<string, string>[] = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true });
    expect(rows.find((row) => row['order id'] === counter._id)).toMatchObject({
      channel: 'counter',
      'payment method': 'card_present',
      total: counter.total.toFixed(2),
    });
    const report = await sales();
    const channelled = rows.reduce<Record<string, number>>((sums, row) => {
      sums[row.channel as string] = (sums[row.channel as string] ?? 0) + cents(Number(row.total));
      return sums;
    }, {});
    for (const channel of ['online', 'counter', 'phone']) {
      expect(report.channels[channel].gross, channel).toBe(channelled[channel] ?? 0);
    }
    expect(report.channels.online.gross + report.channels.counter.gross + report.channels.phone.gross).toBe(
      report.totals.gross,
    );
  });

  it('overrides a pause or a full time with a reason kept on the order, never a sold-out dish', async () => {
    const paused = await requestAs(app, cook, 'PUT', '/api/restaurant/pause', { message: 'Kitchen swamped' });
    expect(paused.statusCode, paused.body).toBe(200);
    try {
      const refused = await enter({ payment: { method: 'at_pickup' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/paused/);
      expect(refused.json().details).toEqual({ overridable: true });
      const taken = await enter({ payment: { method: 'at_pickup' }, overrideReason: 'Our regular, Mr. Lee' });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().ruleOverride).toEqual({
        rule: refused.json().message,
        reason: 'Our regular, Mr. Lee',
      });
      const past = await enter({
        payment: { method: 'at_pickup' },
        pickup: '2026-11-22T11:00:00Z',
        overrideReason: 'Yesterday',
      });
      expect(past.statusCode).toBe(400);
    } finally {
      await requestAs(app, cook, 'DELETE' as 'PUT', '/api/restaurant/pause');
    }
    // With the rules kept, a reason changes nothing and is not kept.
    const kept = await enter({ payment: { method: 'at_pickup' }, overrideReason: 'Just in case' });
    expect(kept.json().ruleOverride).toBeNull();

    await requestAs(app, cook, 'PUT', `/api/menu/${soup._id}/availability`, { soldOut: 'today' });
    try {
      const soldOut = await enter({ payment: { method: 'at_pickup' }, overrideReason: 'They insist' });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().message).toMatch(/sold out/);
      expect(soldOut.json().details).toBeUndefined();
    } finally {
      await requestAs(app, cook, 'PUT', `/api/menu/${soup._id}/availability`, { soldOut: 'no' });
    }
  });

  it('adds dishes to an order due at pickup, billed as online, mailed, paid at pickup with the rest', async () => {
    const choices = { tip: { amount: 2 }, promoCode: 'TENOFF' };
    const first = [{ menuID: pizza._id, quantity: 1, choices: [large] }];
    const added = [
      { menuID: pizza._id, quantity: 1, choices: [large] },
      { menuID: drink._id, quantity: 2 },
    ];
    const order = (
      await enter({ email: 'add@bistro.test', lines: first, ...choices, payment: { method: 'at_pickup' } })
    ).json();
    const additions = (payload: object, who: SignedIn = cook) =>
      requestAs(app, who, 'POST', `/api/orders/${order._id}/additions`, payload);
    expect((await additions({ lines: added }, diner)).statusCode).toBe(403);
    expect(
      (await requestAs(app, null, 'POST', `/api/orders/${order._id}/additions`, { lines: added })).statusCode,
    ).toBe(401);
    expect((await additions({ lines: [] })).statusCode).toBe(400);
    expect((await additions({ lines: [{ menuID: randomUUID(), quantity: 1 }] })).statusCode).toBeLessThan(500);

    const changed = await additions({ lines: added });
    expect(changed.statusCode, changed.body).toBe(200);
    // The whole bill, as the online checkout makes it for the same lines (the tip kept as an amount).
    const quoted = await requestAs(app, cook, 'POST', '/api/counter-orders/quote', {
      lines: [
        { menuID: pizza._id, quantity: 2, choices: [large] },
        { menuID: drink._id, quantity: 2 },
      ],
      ...choices,
    });
    expect(changed.json().bill).toEqual(quoted.json());
    expect(changed.json().lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual(
      expect.arrayContaining([
        [pizza.name, 2],
        [drink.name, 2],
      ]),
    );
    expect(changed.json().lines).toHaveLength(2);
    const mail = await waitForMail(app, 'add@bistro.test', new RegExp(`order #${order.number} now comes to`));
    expect(mail.text).toContain(`2 × ${drink.name}`);

    // Paid at pickup: the new total, once.
    const before = await sales();
    const settled = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, { method: 'card_present' });
    expect(settled.json()).toMatchObject({ paymentStatus: 'paid', total: quoted.json().total });
    expect((await sales()).totals.gross).toBe(before.totals.gross + cents(quoted.json().total));
    // Once paid, its bill stays: dishes added later are an order of their own (paid-additions.api.test.ts).
    const late = await additions({ lines: added });
    expect(late.statusCode).toBe(201);
    expect(late.json().addedTo).toEqual({ id: order._id, number: order.number });
    expect((await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json().total).toBe(quoted.json().total);
  });

  it('takes no payment priced on the bill before a dish was added (another screen, a moment before)', async () => {
    const order = (await enter({ payment: { method: 'at_pickup' } })).json();
    const before = await app.ordersRepository.findById(order._id);
    const added = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/additions`, {
      lines: [{ menuID: drink._id, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const stale = await app.ordersRepository.markPaid(order._id, {
      at: clock.now(),
      paidDespite: null,
      issuer: { address: null, phone: null, taxNumber: null },
      method: 'card_present',
      totalCents: before?.totalCents ?? 0,
    });
    expect(stale).toBeUndefined();
    expect((await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json().paymentStatus).toBe('due');
  });

  it('adds nothing sold out, and once per Idempotency-Key', async () => {
    const order = (await enter({ payment: { method: 'at_pickup' } })).json();
    await requestAs(app, cook, 'PUT', `/api/menu/${drink._id}/availability`, { soldOut: 'today' });
    try {
      const soldOut = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/additions`, {
        lines: [{ menuID: drink._id, quantity: 1 }],
      });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().message).toMatch(/sold out/);
    } finally {
      await requestAs(app, cook, 'PUT', `/api/menu/${drink._id}/availability`, { soldOut: 'no' });
    }
    const key = randomUUID();
    const addOnce = () =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/additions`,
        headers: { ...cook.headers, 'idempotency-key': key },
        payload: { lines: [{ menuID: drink._id, quantity: 1 }] },
      });
    const once = await addOnce();
    expect(once.statusCode, once.body).toBe(200);
    expect((await addOnce()).statusCode).toBe(200);
    const lines = (await requestAs(app, cook, 'GET', `/api/orders/${order._id}`)).json().lines;
    expect(lines.find((line: { menuID: string }) => line.menuID === drink._id).quantity).toBe(1);

    expect(
      (
        await requestAs(app, cook, 'POST', `/api/orders/${randomUUID()}/additions`, {
          lines: [{ menuID: drink._id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('makes one order for one Idempotency-Key, however often it is sent', async () => {
    const key = randomUUID();
    const order = {
      channel: 'counter',
      lines: [{ menuID: soup._id, quantity: 1 }],
      name: 'Ivy Idem',
      payment: { method: 'cash', tendered: 20 },
    };
    const first = await app.inject({
      method: 'POST',
      url: '/api/counter-orders',
      headers: { ...cook.headers, 'idempotency-key': key },
      payload: order,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/counter-orders',
      headers: { ...cook.headers, 'idempotency-key': key },
      payload: order,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows: Record<string, string>[] = parse(
      (await requestAs(app, admin, 'GET', `/api/reports/orders.csv?from=${today}&to=${today}`)).body.replace(
        /^\uFEFF/,
        '',
      ),
      { columns: true },
    );
    expect(rows.filter((row) => row['diner name'] === 'Ivy Idem')).toHaveLength(1);
    // No mail was sent: the diner gave no address.
    expect((await outboxMessages(app)).some((message) => message.to === '')).toBe(false);
  });

  it('holds the stock of dishes added to a due order, and gives part of a cash order back at the counter at once', async () => {
    const made = await requestAs(app, admin, 'POST', '/api/menu', {
      name: 'Counted Lemonade',
      category: 'drinks',
      price: 4,
      image: '/images/menu/x.webp',
      stock: 3,
    });
    expect(made.statusCode, made.body).toBe(200);
    const lemonade: string = made.json().insertedId;
    const left = async () =>
      (await requestAs(app, cook, 'GET', '/api/menu')).json().find((dish: Dish) => dish._id === lemonade).stock;
    const order = (
      await enter({
        email: 'lemon@bistro.test',
        lines: [{ menuID: lemonade, quantity: 1 }],
        payment: { method: 'at_pickup' },
      })
    ).json();
    expect(await left()).toBe(2);
    const tooMany = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/additions`, {
      lines: [{ menuID: lemonade, quantity: 3 }],
    });
    expect(tooMany.statusCode, tooMany.body).toBe(409);
    expect(tooMany.json().message).toBe('Only 2 Counted Lemonade are left: order at most 2.');
    const added = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/additions`, {
      lines: [{ menuID: lemonade, quantity: 2 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().lines).toHaveLength(1);
    expect(await left()).toBe(0);

    // Paid in cash at pickup; one lemonade refunded and put back on sale, given back at the counter.
    const paid = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, {
      method: 'cash',
      tendered: 20,
    });
    expect(paid.json()).toMatchObject({ paymentStatus: 'paid', total: 13.07 });
    const [line] = paid.json().lines;
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/refunds`,
      headers: { ...cook.headers, 'idempotency-key': randomUUID() },
      payload: { lines: [{ lineId: line.id, quantity: 1 }], reason: 'Too sweet', restock: true },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    // One of three lemonades: a third of $12.00 and of its $1.07 tax.
    expect(refunded.json()).toMatchObject({ refund: { amount: 4.36, status: 'refunded' }, refunded: 4.36 });
    expect(await left()).toBe(1);
    const mail = await waitForMail(app, 'lemon@bistro.test', /\$4\.36 of order/);
    expect(mail.text).toContain('You paid at our counter: we give $4.36 back to you there.');
  });

  it('keeps every step in the audit log: who entered an order and how it was paid, a rule taken despite, dishes added, a payment at pickup', async () => {
    const paused = await requestAs(app, cook, 'PUT', '/api/restaurant/pause', { message: 'Kitchen swamped' });
    expect(paused.statusCode, paused.body).toBe(200);
    let order: { _id: string; number: number; total: number; ruleOverride: { rule: string } };
    try {
      const entered = await enter({ payment: { method: 'at_pickup' }, overrideReason: 'Our regular, Mr. Audit' });
      expect(entered.statusCode, entered.body).toBe(201);
      order = entered.json();
    } finally {
      await requestAs(app, cook, 'DELETE' as 'PUT', '/api/restaurant/pause');
    }
    const added = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/additions`, {
      lines: [{ menuID: drink._id, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const settled = await requestAs(app, cook, 'POST', `/api/orders/${order._id}/settle`, { method: 'card_present' });
    expect(settled.statusCode, settled.body).toBe(200);

    const log = await requestAs(app, admin, 'GET', `/api/audit-log?from=${today}&to=${today}&action=order`);
    const entries = log
      .json()
      .entries.filter((entry: { subject: { id: string } }) => entry.subject.id === order._id)
      .reverse();
    const by = { id: cook.user.id, email: cook.user.email, role: 'staff' };
    expect(entries).toMatchObject([
      {
        action: 'order.enter',
        actor: by,
        after: { number: order.number, channel: 'phone', payment: 'at_pickup', despite: order.ruleOverride.rule },
        reason: 'Our regular, Mr. Audit',
      },
      {
        action: 'order.change',
        actor: by,
        before: { total: order.total },
        after: { total: added.json().total, added: `1 × ${drink.name}` },
      },
      {
        action: 'order.settle',
        actor: by,
        before: { payment: 'due' },
        after: { payment: 'card_present', amount: added.json().total },
      },
    ]);
  });
});
