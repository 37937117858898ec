import { randomUUID } from 'node:crypto';
import type { Order } from '@bistro/contract/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, orderOf } from '../../../test/event-stream.ts';
import { buildTestApp, requestAs, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { throughTheKitchen } from '../../../test/picked-up-orders.ts';
import { saveTables } from '../../../test/seated-bookings.ts';
import { tabsOf } from '../../../test/tabs.ts';

/**
 * Staff's actions on a table's tab through the real app (docs/tables.md): moving the party to
 * another table, closing a tab unpaid with the reason, taking dishes off a round once part of the
 * tab is paid, the kitchen's view of a round its payers paid, serving a round before its tab is
 * paid. Sunday, November 22, 2026, noon (UTC).
 */
describe('staff at the tables', () => {
  const clock = testClock();
  let app: FastifyInstance;
  let admin: SignedIn;
  let waiter: SignedIn;
  let tabs: ReturnType<typeof tabsOf>;
  let diner: SignedIn;
  let soupId: string;
  let pizzaId: string;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signInAs(app, { email: 'staff-tables-owner@bistro.test', role: 'admin' });
    waiter = await signInAs(app, { email: 'staff-tables-waiter@bistro.test', role: 'staff' });
    tabs = tabsOf(app, waiter);
    diner = await signInAs(app, { email: 'staff-tables-diner@bistro.test' });
    await saveTables(app, admin, ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
    const menu: { _id: string; category: string }[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    soupId = menu.find((dish) => dish.category === 'soups')?._id ?? '';
    pizzaId = menu.find((dish) => dish.category === 'pizza')?._id ?? '';
  });
  afterAll(() => app.close());

  const auditOf = async (action: string) =>
    (await requestAs(app, admin, 'GET', `/api/audit-log?action=${action}`)).json().entries as {
      subject: { id: string };
      reason: string | null;
    }[];
  async function seatedWithARound(name: string) {
    expect((await requestAs(app, waiter, 'POST', `/api/tables/${name}/open`)).statusCode).toBe(201);
    const { code } = await tabs.tableNamed(name);
    const round = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, {
      lines: [{ menuID: soupId, quantity: 1 }],
    });
    expect(round.statusCode, round.body).toBe(201);
    return { code, roundId: round.json().round.id as string };
  }

  it('answers a diner 403 on the staff’s actions', async () => {
    expect((await requestAs(app, diner, 'POST', '/api/tables/T1/move', { to: 'T2' })).statusCode).toBe(403);
    expect((await requestAs(app, diner, 'POST', '/api/tables/T1/close', { reason: 'walked out' })).statusCode).toBe(
      403,
    );
  });

  it('moves a party’s tab to a free table: its rounds go there on the kitchen’s board, the next from the new card', async () => {
    const { code, roundId } = await seatedWithARound('T1');
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T3/open')).statusCode).toBe(201);
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T1/move', { to: 'T3' })).statusCode).toBe(409);
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T1/move', { to: 'T9' })).statusCode).toBe(404);
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T4/move', { to: 'T2' })).statusCode).toBe(409);

    const moved = await requestAs(app, waiter, 'POST', '/api/tables/T1/move', { to: 'T2' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ table: 'T2', tab: { rounds: [{ id: roundId }] } });
    const round: Order = (await requestAs(app, waiter, 'GET', `/api/orders/${roundId}`)).json();
    expect(round.table).toBe('T2');
    expect((await tabs.tableNamed('T1')).state).toBe('free');
    expect((await tabs.atTable(code)).tab).toBeNull();
    const { code: newCode } = await tabs.tableNamed('T2');
    expect((await tabs.atTable(newCode)).tab?.rounds.map((each) => each.id)).toEqual([roundId]);
    expect(await auditOf('table.move')).toEqual([expect.objectContaining({ subject: { kind: 'table', id: 'T1' } })]);
  });

  it('closes a tab unpaid with the reason, kept in the audit log: the table is free, the books count nothing', async () => {
    const { code } = await seatedWithARound('T4');
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T4/close', {})).statusCode).toBe(400);
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T4/close', { reason: '  ' })).statusCode).toBe(400);
    const closed = await requestAs(app, waiter, 'POST', '/api/tables/T4/close', { reason: 'walked out' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ table: 'T4', tab: { status: 'closed', paid: 0 } });
    expect(await tabs.tableNamed('T4')).toMatchObject({ state: 'free', tab: null });
    expect(
      (await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, { lines: [{ menuID: soupId, quantity: 1 }] }))
        .statusCode,
    ).toBe(409);
    expect((await requestAs(app, null, 'POST', `/api/t/${code}/payments`, { split: { kind: 'all' } })).statusCode).toBe(
      409,
    );
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T4/close', { reason: 'again' })).statusCode).toBe(409);
    expect(await auditOf('table.close')).toEqual([
      expect.objectContaining({ subject: { kind: 'table', id: 'T4' }, reason: 'walked out' }),
    ]);
    const { totals } = (await requestAs(app, admin, 'GET', '/api/reports/sales?from=2026-11-21&to=2026-11-23')).json();
    expect(totals.gross).toBe(0);
  });

  it('refuses to take dishes off a round that someone paid, or below what the tab has paid: the tab never owes its payers', async () => {
    expect((await requestAs(app, waiter, 'POST', '/api/tables/T5/open')).statusCode).toBe(201);
    const { code } = await tabs.tableNamed('T5');
    const lines = [
      { menuID: soupId, quantity: 3 },
      { menuID: pizzaId, quantity: 1 },
    ];
    const placed = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, { lines });
    expect(placed.statusCode, placed.body).toBe(201);
    const round: { id: string; lines: { id: string; menuID: string; price: number }[] } = placed.json().round;
    const [soup, pizza] = [soupId, pizzaId].map((id) => round.lines.find((line) => line.menuID === id));
    const remove = (lineId: string | undefined) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${round.id}/removals`,
        headers: { ...waiter.headers, 'idempotency-key': randomUUID() },
        payload: { lines: [{ lineId, quantity: 1 }], reason: 'not served' },
      });

    // One diner pays their pizza: it stays on the tab, and the rest may still change.
    await tabs.pay(code, { split: { kind: 'lines', lineIds: [pizza?.id] } });
    const paidDish = await remove(pizza?.id);
    expect(paidDish.statusCode, paidDish.body).toBe(409);
    expect(paidDish.json().message).toMatch(/paid, or is paying, these dishes/);
    const oneSoup = await remove(soup?.id);
    expect(oneSoup.statusCode, oneSoup.body).toBe(200);

    // Another pays all but 1.00 of the rest: a soup off would leave the tab under what was paid.
    const { tab } = await tabs.atTable(code);
    await tabs.pay(code, { split: { kind: 'amount', amount: Math.round(((tab?.due ?? 0) - 1) * 100) / 100 } });
    const before = (await tabs.atTable(code)).tab;
    expect(before?.due).toBe(1);
    const under = await remove(soup?.id);
    expect(under.statusCode, under.body).toBe(409);
    expect(under.json()).toMatchObject({ error: expect.any(String), message: expect.stringMatching(/less than that/) });
    expect((await tabs.atTable(code)).tab).toMatchObject({ total: before?.total, paid: before?.paid, due: 1 });
    // Nor is the whole round cancelled from the kitchen's board.
    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${round.id}`,
      headers: waiter.headers,
      payload: { status: 'cancelled', reason: 'other', note: 'the table left' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(409);
    expect(cancelled.json().message).toMatch(/paid, or is paying, these dishes/);
    expect((await tabs.atTable(code)).tab).toMatchObject({ total: before?.total, paid: before?.paid, due: 1 });

    // Paid in full (the tab closed), nothing comes off it any more.
    await tabs.pay(code, { split: { kind: 'all' } });
    expect((await tabs.tableNamed('T5')).state).toBe('free');
    expect((await remove(soup?.id)).statusCode).toBe(409);
    // …nor is a round of it paid again at the counter.
    const twice = await requestAs(app, waiter, 'POST', `/api/orders/${round.id}/settle`, { method: 'card_present' });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().message).toMatch(/paid with table T5’s tab/);
  });

  it('takes a round’s payment at the counter only from what is left to pay of its tab', async () => {
    const { code, roundId } = await seatedWithARound('T6');
    const second = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, {
      lines: [{ menuID: pizzaId, quantity: 1 }],
    });
    expect(second.statusCode, second.body).toBe(201);
    const settle = (id: string) =>
      requestAs(app, waiter, 'POST', `/api/orders/${id}/settle`, { method: 'card_present' });
    // A payer pays all but 1.00 by card: neither round fits in what is left.
    const { tab } = await tabs.atTable(code);
    const started = await requestAs(app, null, 'POST', `/api/t/${code}/payments`, {
      split: { kind: 'amount', amount: Math.round(((tab?.due ?? 0) - 1) * 100) / 100 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const refused = await settle(roundId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/left to pay/);
    expect((await tabs.atTable(code)).tab).toMatchObject({ due: tab?.due });
    // The payer's card is not confirmed; the hold lapses and the soup's round is taken at the counter.
    clock.advance(16 * 60);
    const taken = await settle(roundId);
    expect(taken.statusCode, taken.body).toBe(200);
    const soupRound = (await tabs.atTable(code)).tab?.rounds.find((round) => round.id === roundId);
    expect((await tabs.atTable(code)).tab?.due).toBeCloseTo((tab?.due ?? 0) - (soupRound?.total ?? 0), 2);
  });

  it('shows the kitchen a round its tab’s payers paid, at once, not to be paid at the counter; serves a round before its tab is paid', async () => {
    const { code, roundId: soupRoundId } = await seatedWithARound('T7');
    const second = await requestAs(app, null, 'POST', `/api/t/${code}/rounds`, {
      lines: [{ menuID: pizzaId, quantity: 1 }],
    });
    expect(second.statusCode, second.body).toBe(201);
    const pizzaRoundId: string = second.json().round.id;
    const view = async (id: string): Promise<Order> =>
      (await requestAs(app, waiter, 'GET', `/api/orders/${id}`)).json();
    expect(await view(soupRoundId)).toMatchObject({ paymentStatus: 'due', paidAtTable: false });
    expect(await view(pizzaRoundId)).toMatchObject({ paymentStatus: 'due', paidAtTable: false });

    const kitchen = await openEventStream(app, '/api/events', waiter.headers);
    await kitchen.waitFor((event) => event.event === 'ready');
    /** The round as each of the kitchen's frames since the stream opened carried it. */
    const framesOf = (id: string) =>
      kitchen.events
        .filter((event) => event.event === 'order' && orderOf(event)._id === id)
        .map((event) => orderOf(event) as unknown as Order);

    // A diner pays the soup: the kitchen's board is told its round is paid at the table.
    const { tab } = await tabs.atTable(code);
    const soupLine = tab?.rounds.find((round) => round.id === soupRoundId)?.lines[0];
    await tabs.pay(code, { split: { kind: 'lines', lineIds: [soupLine?.id] } });
    await kitchen.waitFor(() => framesOf(soupRoundId).length >= 1);
    expect(framesOf(soupRoundId).at(-1)?.paidAtTable).toBe(true);
    expect(await view(soupRoundId)).toMatchObject({ paymentStatus: 'due', paidAtTable: true });
    // The pizza's round still fits in what is left: it may still be paid at the counter.
    await kitchen.waitFor(() => framesOf(pizzaRoundId).length >= 1);
    expect(framesOf(pizzaRoundId).at(-1)?.paidAtTable).toBe(false);
    expect(await view(pizzaRoundId)).toMatchObject({ paidAtTable: false });
    const settle = (id: string) =>
      requestAs(app, waiter, 'POST', `/api/orders/${id}/settle`, { method: 'card_present' });
    expect((await settle(soupRoundId)).statusCode).toBe(409);

    // Another pays all but 1.00: less than the pizza's bill is left, and the board says so.
    const left = (await tabs.atTable(code)).tab?.due ?? 0;
    await tabs.pay(code, { split: { kind: 'amount', amount: Math.round((left - 1) * 100) / 100 } });
    await kitchen.waitFor(() => framesOf(pizzaRoundId).length >= 2);
    expect(framesOf(pizzaRoundId).at(-1)?.paidAtTable).toBe(true);
    expect((await settle(pizzaRoundId)).statusCode).toBe(409);
    kitchen.close();

    // The soup is served while the tab still has 1.00 to pay: the tab, not the round, is paid.
    await throughTheKitchen(app, waiter, soupRoundId);
    expect(await view(soupRoundId)).toMatchObject({ status: 'completed', paymentStatus: 'due', paidAt: null });
    expect((await tabs.atTable(code)).tab).toMatchObject({ status: 'open', due: 1 });
  });
});
