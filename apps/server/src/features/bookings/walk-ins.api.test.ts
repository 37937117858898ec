import type { BookingSetup, BookingView } from '@bistro/contract/bookings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, outboxMessages, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';
import { saveBookingSetup } from '../../../test/seated-bookings.ts';

/**
 * Walk-ins on the staff's board (POST /api/bookings/walk-ins), on PGlite here and on PostgreSQL in
 * the server:postgres project. The restaurant (UTC) is open around the clock; each test starts at
 * 19:00 on a day of its own, with a table of two and a table of four.
 */
const SETUP: BookingSetup = {
  tables: [
    { name: 'Four', seats: 4 },
    { name: 'Two', seats: 2 },
  ],
  slotMinutes: 15,
  stayMinutes: [
    { upTo: 2, minutes: 60 },
    { upTo: 50, minutes: 90 },
  ],
  leadMinutes: 0,
  daysAhead: 30,
  largestParty: 6,
  confirm: 'auto',
  cancelCutoffMinutes: 120,
};

describe('walk-ins', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let host: SignedIn;
  let diner: SignedIn;
  const clock = testClock();
  let day = 0;
  let today = '';

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    owner = await signInAs(app, { email: 'owner@walk-ins.test', role: 'admin' });
    host = await signInAs(app, { email: 'host@walk-ins.test', role: 'staff' });
    diner = await signInAs(app, { email: 'diner@walk-ins.test' });
    await saveBookingSetup(app, owner, SETUP);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    day += 1;
    today = `2026-12-${String(day).padStart(2, '0')}`;
    clock.set(`${today}T19:00:00Z`);
  });

  const walkIn = (payload: object, who: SignedIn | null = host) =>
    app.inject({ method: 'POST', url: '/api/bookings/walk-ins', headers: who?.headers ?? {}, payload });
  const move = (id: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/bookings/${id}`, headers: host.headers, payload: { status } });

  it('are for staff and admins only: a diner is refused, a visitor asked to sign in', async () => {
    expect((await walkIn({ party: 2 }, null)).statusCode).toBe(401);
    expect((await walkIn({ party: 2 }, diner)).statusCode).toBe(403);
    expect((await walkIn({ party: 2 }, owner)).statusCode).toBe(201);
    expect((await walkIn({ party: 0 })).statusCode).toBe(400);
    expect((await walkIn({ party: 2, name: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('seat the party now on the smallest free table for its stay, with no mail, and show on the day’s board', async () => {
    const mailBefore = (await outboxMessages(app)).length;
    // A booking holds the table of two from 19:30: a couple walking in at 19:00 would stay until 20:00.
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: diner.headers,
      payload: { date: today, time: '19:30', party: 2, name: 'Booked', phone: '+1 555 0199', email: 'b@walk-ins.test' },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const first = await walkIn({ party: 2, name: 'Mr Window', note: 'High chair' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      date: today,
      time: '19:00',
      endsAt: `${today}T20:00:00.000Z`,
      table: 'Four',
      status: 'seated',
      name: 'Mr Window',
      note: 'High chair',
      party: 2,
    } satisfies Partial<BookingView>);

    const full = await walkIn({ party: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ details: { reason: 'taken' } });
    expect(full.json().message).toContain('No table for 1 is free now');
    const tooMany = await walkIn({ party: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ details: { reason: 'party_too_large' }, message: 'No table seats 5.' });

    // The party leaves: its table is free again.
    expect((await move(first.json().id, 'done')).statusCode).toBe(200);
    const next = await walkIn({ party: 3 });
    expect(next.json()).toMatchObject({ table: 'Four', name: 'Walk-in', note: null });

    const board = await app.inject({ method: 'GET', url: `/api/bookings?date=${today}`, headers: host.headers });
    expect(board.json().map((entry: BookingView) => `${entry.time} ${entry.name} ${entry.status}`)).toEqual([
      '19:00 Mr Window done',
      '19:00 Walk-in seated',
      '19:30 Booked confirmed',
    ]);
    await waitForMail(app, 'b@walk-ins.test', /Your table is booked/);
    expect((await outboxMessages(app)).slice(mailBefore).map((message) => message.to)).toEqual(['b@walk-ins.test']);
  });

  it('seat a party no single table takes at tables pushed together, when the set-up allows it', async () => {
    const put = (payload: BookingSetup) =>
      app.inject({ method: 'PUT', url: '/api/bookings/setup', headers: owner.headers, payload });
    expect((await put({ ...SETUP, combinations: [['Four', 'Two']] })).statusCode).toBe(200);
    try {
      const five = await walkIn({ party: 5 });
      expect(five.statusCode, five.body).toBe(201);
      expect(five.json()).toMatchObject({ table: 'Four + Two', tables: ['Four', 'Two'], status: 'seated' });
      expect((await walkIn({ party: 2 })).json()).toMatchObject({ details: { reason: 'taken' } });
    } finally {
      expect((await put(SETUP)).statusCode).toBe(200);
    }
  });

  it('give each table once when several parties walk in at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => walkIn({ party: 2 })));
    const seated = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().table);
    expect(seated.sort()).toEqual(['Four', 'Two']);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
  });
});
