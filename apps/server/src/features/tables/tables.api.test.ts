import type { Order } from '@bistro/contract/orders';
import { type PlacedRound, type StaffTable, TAB_MAX_ROUNDS, type TableAtHand } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, requestAs, type SignedIn, signInAs, TEST_ORIGIN, testClock } from '../../../test/helper.ts';
import { saveTables } from '../../../test/seated-bookings.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
  category: string;
  stock: number | null;
  optionGroups: { name: string; choices: { id: string; name: string }[] }[];
}

/**
 * At the table through the real app (docs/tables.md): the cards' codes, opening a table, and the
 * rounds diners order from its card, priced as online and on the kitchen's board. The restaurant's
 * clock is Sunday, November 22, 2026, noon (UTC), open around the clock.
 */
describe('at the table', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let admin: SignedIn;
  let waiter: SignedIn;
  let diner: SignedIn;
  let pizza: Dish;
  let soup: Dish;
  let large: string;
  let mushrooms: string;

  const setup = (tables: { name: string; seats: number }[]) => saveTables(app, admin, tables);
  const TABLES = ['T1', 'T2', 'T3', 'T4', 'Patio 1'].map((name) => ({ name, seats: 4 }));

  beforeAll(async () => {
    // Tax added on top, so that each round's bill has lines, tax and a total that differ.
    app = await buildTestApp({ TAX_RATE: '8.875' }, { clock });
    admin = await signInAs(app, { email: 'tables-owner@bistro.test', role: 'admin', name: 'Olga Owner' });
    waiter = await signInAs(app, { email: 'tables-waiter@bistro.test', role: 'staff', name: 'Walt Waiter' });
    diner = await signInAs(app, { email: 'tables-diner@bistro.test', name: 'Dina Diner' });
    await setup(TABLES);
    const menu: Dish[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    pizza = menu.find((dish) => dish.category === 'pizza' && dish.optionGroups.length > 1) as Dish;
    soup = menu.find((dish) => dish.category === 'soups') as Dish;
    const choice = (group: string, name: string) =>
      pizza.optionGroups.find((each) => each.name === group)?.choices.find((each) => each.name === name)?.id ?? '';
    large = choice('Pizza size', 'Large');
    mushrooms = choice('Extra toppings', 'Mushrooms');
  });
  afterAll(() => app.close());

  const tables = async (): Promise<StaffTable[]> => (await requestAs(app, waiter, 'GET', '/api/tables')).json();
  const codeOf = async (name: string) => (await tables()).find((table) => table.name === name)?.code ?? '';
  const atTable = async (code: string): Promise<TableAtHand> =>
    (await requestAs(app, null, 'GET', `/api/t/${code}`)).json();
  const order = (code: string, payload: object) => requestAs(app, null, 'POST', `/api/t/${code}/rounds`, payload);
  const auditOf = async (action: string) =>
    (await requestAs(app, admin, 'GET', `/api/audit-log?action=${action}`)).json().entries as {
      actor: { email: string };
      subject: { kind: string; id: string };
    }[];
  const cents = (major: number) => Math.round(major * 100);

  it('answers a visitor 401 and a diner 403 on the staff’s routes', async () => {
    const calls = [
      ['GET', '/api/tables'],
      ['POST', '/api/tables/T1/code'],
      ['GET', '/api/tables/T1/card.svg'],
      ['POST', '/api/tables/T1/open'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await requestAs(app, null, method, url)).statusCode, url).toBe(401);
      expect((await requestAs(app, diner, method, url)).statusCode, url).toBe(403);
    }
  });

  it('lists each table of the set-up with a long random code of its own, free until opened', async () => {
    const listed = await tables();
    expect(listed.map(({ name, seats, state, tab }) => ({ name, seats, state, tab }))).toEqual(
      ['T1', 'T2', 'T3', 'T4', 'Patio 1'].map((name) => ({ name, seats: 4, state: 'free', tab: null })),
    );
    const codes = listed.map((table) => table.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Listing again keeps them: the printed cards stay good.
    expect((await tables()).map((table) => table.code)).toEqual(codes);
  });

  it('prints a table’s card: its name and a QR code of its link', async () => {
    const card = await requestAs(app, waiter, 'GET', '/api/tables/Patio%201/card.svg');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(card.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(card.body).toContain('Table Patio 1');
    expect(card.body).toContain(`${TEST_ORIGIN}/t/${await codeOf('Patio 1')}`);
    // The QR code's modules: one path of many squares.
    expect(card.body).toMatch(/<path fill="black" d="(M\d+,\d+h10v10h-10z){100,}/);
    expect((await requestAs(app, waiter, 'GET', '/api/tables/T9/card.svg')).statusCode).toBe(404);
  });

  it('takes no round at a table staff have not opened, and no round for a code no table has', async () => {
    const code = await codeOf('T1');
    const lines = [{ menuID: soup._id, quantity: 1 }];
    expect(await atTable(code)).toEqual({ table: 'T1', tab: null, firstRoundOpens: false, firstRoundRefusedAt: null });
    const closed = await order(code, { lines });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/T1 is not open/);
    expect((await requestAs(app, null, 'GET', `/api/t/${'x'.repeat(22)}`)).statusCode).toBe(404);
    expect((await order('x'.repeat(22), { lines })).statusCode).toBe(404);
    expect((await requestAs(app, null, 'GET', '/api/t/short')).statusCode).toBe(400);
  });

  it('words its refusals in the language the request asks for', async () => {
    const code = await codeOf('T1');
    const asking = async (language: string, method: 'GET' | 'POST', url: string, who: SignedIn | null = null) => {
      const payload = method === 'POST' ? { lines: [{ menuID: soup._id, quantity: 1 }] } : undefined;
      const headers = { ...who?.headers, 'accept-language': language };
      return (await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json().message;
    };
    expect(await asking('fr', 'POST', `/api/t/${code}/rounds`)).toBe(
      'La table T1 n’est pas ouverte aux commandes : un membre du personnel l’ouvre une fois que vous êtes installés',
    );
    expect(await asking('ar', 'POST', `/api/t/${code}/rounds`)).toBe(
      'الطاولة T1 غير مفتوحة للطلبات: يفتحها أحد الموظفين عند جلوسكم',
    );
    expect(await asking('fr', 'GET', `/api/t/${'x'.repeat(22)}`)).toBe(
      'Ce code n’est celui d’aucune table : scannez de nouveau la carte posée sur votre table, ou demandez à un membre du personnel',
    );
    expect(await asking('ar', 'GET', `/api/t/${'x'.repeat(22)}`)).toBe(
      'هذا الرمز لا يخص أي طاولة: امسح البطاقة الموجودة على طاولتك مرة أخرى، أو اسأل أحد الموظفين',
    );
    expect(await asking('fr', 'POST', '/api/tables/T9/open', waiter)).toBe('Aucune table ne s’appelle T9');
    expect(await asking('ar', 'POST', '/api/tables/T9/open', waiter)).toBe('لا توجد طاولة باسم T9');
  });

  it('opens a table once, keeping who opened it in the audit log', async () => {
    const opened = await requestAs(app, waiter, 'POST', '/api/tables/T2/open');
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      table: 'T2',
      tab: { status: 'open', rounds: [], lines: [], total: 0, paid: 0, due: 0 },
    });
    const again = await requestAs(app, admin, 'POST', '/api/tables/T2/open');
    expect(again.statusCode).toBe(409);
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T9/open')).statusCode).toBe(404);
    expect((await tables()).find((table) => table.name === 'T2')).toMatchObject({
      state: 'open',
      tab: { id: opened.json().tab.id, rounds: 0, total: 0 },
    });
    expect(await auditOf('table.open')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ email: waiter.user.email }),
        subject: { kind: 'table', id: 'T2' },
      }),
    ]);
  });

  it('opens a table for one of two staff opening it at once', async () => {
    const both = await Promise.all([
      requestAs(app, waiter, 'POST', '/api/tables/T1/open'),
      requestAs(app, admin, 'POST', '/api/tables/T1/open'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await tables()).find((table) => table.name === 'T1')?.state).toBe('open');
  });

  it('sends each round to the kitchen marked with the table, priced as online, the tab adding up its rounds', async () => {
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T4/open')).statusCode).toBe(201);
    const code = await codeOf('T4');
    const first = [{ menuID: pizza._id, quantity: 2, choices: [large, mushrooms] }];
    const second = [
      { menuID: soup._id, quantity: 3 },
      { menuID: pizza._id, quantity: 1 },
    ];
    const one = await order(code, { lines: first, name: 'Ana' });
    expect(one.statusCode, one.body).toBe(201);
    const two = await order(code, { lines: second });
    expect(two.statusCode, two.body).toBe(201);

    // Each round is the bill the counter's quote makes of the same lines: the one code of the bill.
    const quote = async (lines: object[]) =>
      (await requestAs(app, waiter, 'POST', '/api/counter-orders/quote', { lines })).json().total as number;
    const rounds = [one.json() as PlacedRound, two.json() as PlacedRound];
    expect(rounds[0]?.round).toMatchObject({ name: 'Ana', status: 'pending', total: await quote(first) });
    expect(rounds[1]?.round).toMatchObject({ name: 'Table T4', status: 'pending', total: await quote(second) });

    const board: Order[] = (await requestAs(app, waiter, 'GET', '/api/orders')).json();
    const onBoard = board.filter((each) => each.table === 'T4');
    expect(onBoard.map(({ _id, channel, paymentStatus, status }) => ({ _id, channel, paymentStatus, status }))).toEqual(
      rounds.map(({ round }) => ({ _id: round.id, channel: 'table', paymentStatus: 'due', status: 'pending' })),
    );

    const { table, tab } = await atTable(code);
    expect(table).toBe('T4');
    expect(tab?.rounds.map((round) => round.id)).toEqual(rounds.map(({ round }) => round.id));
    expect(tab?.lines.map(({ name, quantity }) => ({ name, quantity }))).toEqual(
      expect.arrayContaining([
        { name: pizza.name, quantity: 2 },
        { name: soup.name, quantity: 3 },
        { name: pizza.name, quantity: 1 },
      ]),
    );
    const sumOfRounds = board
      .filter((each) => each.table === 'T4')
      .reduce((total, each) => total + cents(each.total), 0);
    expect(cents(tab?.total ?? 0)).toBe(sumOfRounds);
    expect(tab).toMatchObject({ paid: 0, due: tab?.total });
    expect((await tables()).find((each) => each.name === 'T4')?.tab).toMatchObject({ rounds: 2, total: tab?.total });
  });

  it('refuses a round with a sold-out dish or beyond a dish’s count, keeping the tab as it was', async () => {
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T3/open')).statusCode).toBe(201);
    const code = await codeOf('T3');
    const made = await requestAs(app, admin, 'POST', '/api/menu', {
      name: 'Counted Lemonade',
      category: 'drinks',
      price: 4,
      image: '/images/menu/x.webp',
      stock: 2,
    });
    expect(made.statusCode, made.body).toBe(200);
    const lemonade: string = made.json().insertedId;
    const left = async () =>
      ((await requestAs(app, waiter, 'GET', '/api/menu')).json() as Dish[]).find((dish) => dish._id === lemonade)
        ?.stock;

    const tooMany = await order(code, { lines: [{ menuID: lemonade, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(await left()).toBe(2);
    expect((await order(code, { lines: [{ menuID: lemonade, quantity: 2 }] })).statusCode).toBe(201);
    expect(await left()).toBe(0);

    await requestAs(app, waiter, 'PUT', `/api/menu/${soup._id}/availability`, { soldOut: 'today' });
    try {
      const soldOut = await order(code, { lines: [{ menuID: soup._id, quantity: 1 }] });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().message).toMatch(/sold out/);
    } finally {
      const back = await requestAs(app, waiter, 'PUT', `/api/menu/${soup._id}/availability`, { soldOut: 'no' });
      expect(back.statusCode, back.body).toBe(200);
    }
    expect((await atTable(code)).tab?.rounds).toHaveLength(1);
  });

  it('takes no more than TAB_MAX_ROUNDS rounds on one tab, however many addresses send them', async () => {
    expect((await requestAs(app, waiter, 'POST', '/api/tables/Patio%201/open')).statusCode).toBe(201);
    const code = await codeOf('Patio 1');
    const round = (index: number) =>
      app.inject({
        method: 'POST',
        url: `/api/t/${code}/rounds`,
        remoteAddress: `10.0.${Math.floor(index / 200)}.${index % 200}`,
        payload: { lines: [{ menuID: soup._id, quantity: 1 }] },
      });
    for (let index = 0; index < TAB_MAX_ROUNDS; index++) {
      const made = await round(index);
      expect(made.statusCode, made.body).toBe(201);
    }
    const refused = await round(TAB_MAX_ROUNDS);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/a member of staff takes the next/);
    expect((await atTable(code)).tab?.rounds).toHaveLength(TAB_MAX_ROUNDS);
  });

  it('refuses bad rounds with a 400 that names the problem', async () => {
    const code = await codeOf('T4');
    for (const payload of [
      {},
      { lines: [] },
      { lines: [{ menuID: soup._id, quantity: 0 }] },
      { lines: [{ menuID: 'not-a-dish', quantity: 1 }] },
      { lines: [{ menuID: soup._id, quantity: 1 }], name: 'x'.repeat(500) },
    ]) {
      const refused = await order(code, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('renews a code: the old card orders nothing, the new one orders on the same tab', async () => {
    const old = await codeOf('T4');
    const tabBefore = (await atTable(old)).tab;
    const renewed = await requestAs(app, waiter, 'POST', '/api/tables/T4/code');
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string = renewed.json().code;
    expect(fresh).not.toBe(old);
    expect(await codeOf('T4')).toBe(fresh);
    expect((await requestAs(app, null, 'GET', `/api/t/${old}`)).statusCode).toBe(404);
    expect((await order(old, { lines: [{ menuID: soup._id, quantity: 1 }] })).statusCode).toBe(404);
    expect((await atTable(fresh)).tab?.id).toBe(tabBefore?.id);
    const entries = await auditOf('table.code');
    expect(entries.map((entry) => entry.subject)).toEqual([{ kind: 'table', id: 'T4' }]);
    // The code is a key to order at the table: the log does not keep it.
    expect(JSON.stringify(entries)).not.toContain(fresh);
  });

  it('opens the table staff seat a walk-in at, so the party orders from its card at once', async () => {
    await setup([...TABLES, { name: 'Bar', seats: 2 }]);
    expect((await tables()).find((table) => table.name === 'Bar')?.state).toBe('free');
    const walkIn = await requestAs(app, waiter, 'POST', '/api/bookings/walk-ins', { party: 2, name: 'Two at the bar' });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(walkIn.json().tables).toEqual(['Bar']);
    expect((await tables()).find((table) => table.name === 'Bar')?.state).toBe('open');
    const round = await order(await codeOf('Bar'), { lines: [{ menuID: soup._id, quantity: 1 }] });
    expect(round.statusCode, round.body).toBe(201);
    const opened = await requestAs(app, admin, 'GET', '/api/audit-log?action=table.open');
    expect(opened.json().entries).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ email: waiter.user.email }),
        subject: { kind: 'table', id: 'Bar' },
        reason: 'seated',
      }),
    );
  });

  it('opens the table of a booking staff seat on the bookings board', async () => {
    await setup([...TABLES, { name: 'Bar', seats: 2 }, { name: 'Window', seats: 3 }]);
    const booked = await requestAs(app, diner, 'POST', '/api/bookings', {
      date: '2026-11-23',
      time: '19:00',
      party: 3,
      name: 'Dina Diner',
      phone: '+1 555 0142',
      email: diner.user.email,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json();
    expect((await tables()).find((table) => table.name === 'Window')?.state).toBe('free');
    const seated = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${id}`,
      headers: waiter.headers,
      payload: { status: 'seated' },
    });
    expect(seated.statusCode, seated.body).toBe(200);
    expect(seated.json().tables).toEqual(['Window']);
    expect((await tables()).find((table) => table.name === 'Window')?.state).toBe('open');
  });
});
