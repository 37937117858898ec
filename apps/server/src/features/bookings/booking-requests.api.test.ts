import type { BookingSetup } from '@bistro/contract/bookings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';

/**
 * The hosts' side of bookings: the requests waiting for them on every day (the board's inbox),
 * and the table they choose for a booking. The restaurant is in UTC, open 17:00–23:00; it is
 * Sunday, November 22, 2026, noon.
 */
const setup: BookingSetup = {
  tables: [
    { name: 'T1', seats: 2 },
    { name: 'T2', seats: 2 },
    { name: 'T3', seats: 4 },
  ],
  combinations: [['T1', 'T2']],
  slotMinutes: 15,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 60,
  daysAhead: 30,
  largestParty: 6,
  confirm: 'staff',
  cancelCutoffMinutes: 60,
  bookingsPerDiner: 50,
};

describe('the hosts’ requests and tables', () => {
  const clock = testClock(new Date('2026-11-22T12:00:00Z'));
  let app: FastifyInstance;
  let admin: SignedIn;
  let host: SignedIn;
  let otherHost: SignedIn;
  let diner: SignedIn;
  let people = 0;

  beforeAll(async () => {
    app = await buildTestApp({ BOOKINGS_PER_HOUR: '1000' }, { clock });
    admin = await signInAs(app, { email: 'owner@requests.test', role: 'admin' });
    host = await signInAs(app, { email: 'host@requests.test', role: 'staff', name: 'Hana Host' });
    otherHost = await signInAs(app, { email: 'other@requests.test', role: 'staff', name: 'Hugo Host' });
    diner = await signInAs(app, { email: 'dina@requests.test', name: 'Dina' });
    await openEvenings(app, admin);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/bookings/setup',
      headers: admin.headers,
      payload: setup,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  /** A diner's booking of `date` at `time` for `party`: its id (pending: staff confirm bookings here). */
  async function book(date: string, time: string, party = 2): Promise<string> {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: diner.headers,
      payload: { date, time, party, name: `Guest ${++people}`, phone: '+1 555 0199', email: diner.user.email },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id;
  }
  const inbox = (who?: SignedIn) =>
    app.inject({ method: 'GET', url: '/api/bookings?status=pending', headers: who?.headers ?? {} });
  const choose = (who: SignedIn, id: string, tables: string[]) =>
    app.inject({ method: 'PUT', url: `/api/bookings/${id}/tables`, headers: who.headers, payload: { tables } });
  const choices = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/bookings/${id}/tables`, headers: host.headers })).json();

  it('lists the requests waiting for staff of every day, soonest first, to staff only', async () => {
    const friday = await book('2026-11-27', '20:00');
    const tomorrow = await book('2026-11-23', '19:00');
    const fridayEarlier = await book('2026-11-27', '18:00');
    const confirmed = await book('2026-11-24', '19:00');
    const confirming = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${confirmed}`,
      headers: host.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirming.statusCode).toBe(200);

    const listed = await inbox(host);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((booking: { id: string }) => booking.id)).toEqual([tomorrow, fridayEarlier, friday]);
    expect(listed.json()[1]).toMatchObject({ date: '2026-11-27', time: '18:00', status: 'pending' });

    // Once its evening is over, a request no one answered leaves the inbox.
    clock.set('2026-11-23T21:00:00Z');
    expect((await inbox(host)).json().map((booking: { id: string }) => booking.id)).toEqual([fridayEarlier, friday]);
    clock.set('2026-11-22T12:00:00Z');

    expect((await inbox(diner)).statusCode).toBe(403);
    expect((await inbox()).statusCode).toBe(401);
    const both = await app.inject({
      method: 'GET',
      url: '/api/bookings?status=pending&date=2026-11-27',
      headers: host.headers,
    });
    expect(both.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/bookings?status=confirmed', headers: host.headers })).statusCode,
    ).toBe(400);
  });

  it('lets a host choose or change the table of any booking, checked as a booking is', async () => {
    const first = await book('2026-11-28', '19:00');
    const second = await book('2026-11-28', '19:30');
    const day = async () =>
      (await app.inject({ method: 'GET', url: '/api/bookings?date=2026-11-28', headers: host.headers })).json();
    expect((await day()).map((booking: { tables: string[] }) => booking.tables)).toEqual([['T1'], ['T2']]);

    expect(await choices(first)).toEqual([
      { tables: ['T1'], seats: 2, free: true },
      { tables: ['T2'], seats: 2, free: false },
      { tables: ['T3'], seats: 4, free: true },
      { tables: ['T1', 'T2'], seats: 4, free: false },
    ]);
    const moved = await choose(host, first, ['T3']);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: first, table: 'T3', tables: ['T3'], status: 'pending' });

    const taken = await choose(host, second, ['T3']);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'T3 is booked by someone else during this booking’s stay.',
      details: { reason: 'taken' },
    });
    const notOurs = await choose(host, second, ['T9']);
    expect(notOurs.statusCode).toBe(409);
    expect(notOurs.json().details.reason).toBe('not_offered');
    expect((await choose(host, second, ['T2', 'T3'])).json().details.reason).toBe('not_offered');

    // T1 is free again for the new time; the two pushed together take the second party.
    expect((await choose(host, second, ['T2', 'T1'])).json()).toMatchObject({ table: 'T1 + T2', tables: ['T1', 'T2'] });
    const large = await book('2026-11-28', '21:00', 4);
    const small = await choose(host, large, ['T1']);
    expect(small.statusCode).toBe(409);
    expect(small.json()).toMatchObject({
      message: 'T1 seats 2: the party is 4.',
      details: { reason: 'party_too_large' },
    });

    expect((await choose(diner, first, ['T1'])).statusCode).toBe(403);
    expect((await choose(host, first, [])).statusCode).toBe(400);
    expect((await choose(host, '00000000-0000-4000-8000-000000000000', ['T1'])).statusCode).toBe(404);
  });

  it('gives a table to one of two hosts choosing it at once for two bookings, and keeps it from new bookings', async () => {
    const first = await book('2026-11-29', '19:00');
    const second = await book('2026-11-29', '19:00');
    const answers = await Promise.all([choose(host, first, ['T3']), choose(otherHost, second, ['T3'])]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    // T1 and T2 went to the two requests, and one of them moved to T3: one small table is left at 19:00.
    const slots = await app.inject({ method: 'GET', url: '/api/bookings/slots?date=2026-11-29&party=2' });
    expect(slots.json().find((slot: { time: string }) => slot.time === '19:00')).toEqual({
      time: '19:00',
      available: true,
    });
    await book('2026-11-29', '19:00');
    const full = await app.inject({ method: 'GET', url: '/api/bookings/slots?date=2026-11-29&party=2' });
    expect(full.json().find((slot: { time: string }) => slot.time === '19:00')).toEqual({
      time: '19:00',
      available: false,
    });
  });
});
