import type { BookingSetup } from '@bistro/contract/bookings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';

/**
 * Tables pushed together for larger parties, through the API, on PGlite here and on PostgreSQL
 * in the server:postgres project (where the racing bookings run on separate connections). Open
 * 17:00–23:00 every day; it is Sunday, November 22, 2026, noon.
 */
const setup = (changes: Partial<BookingSetup> = {}): BookingSetup => ({
  tables: [
    { name: 'T1', seats: 2 },
    { name: 'T2', seats: 2 },
    { name: 'T3', seats: 4 },
  ],
  combinations: [['T1', 'T2']],
  slotMinutes: 15,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 120,
  daysAhead: 30,
  largestParty: 6,
  confirm: 'auto',
  cancelCutoffMinutes: 120,
  bookingsPerDiner: 50,
  ...changes,
});

describe('combined tables', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let staff: SignedIn;
  let alice: SignedIn;
  const clock = testClock(new Date('2026-11-22T12:00:00Z'));

  beforeAll(async () => {
    // The limits against floods have tests of their own (booking-floods.api.test.ts).
    app = await buildTestApp({ BOOKINGS_PER_HOUR: '1000' }, { clock });
    admin = await signInAs(app, { email: 'owner@combined.test', role: 'admin' });
    staff = await signInAs(app, { email: 'host@combined.test', role: 'staff' });
    alice = await signInAs(app, { email: 'alice@combined.test', name: 'Alice' });
    await openEvenings(app, admin);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    expect((await putSetup(setup())).statusCode).toBe(200);
  });

  const putSetup = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/bookings/setup', headers: admin.headers, payload });
  const book = (date: string, party: number, time = '19:30') =>
    app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: alice.headers,
      payload: { date, time, party, name: `Party of ${party}`, phone: '+1 555 0199', email: alice.user.email },
    });
  const dayList = async (date: string) =>
    (await app.inject({ method: 'GET', url: `/api/bookings?date=${date}`, headers: staff.headers })).json() as {
      id: string;
      party: number;
      table: string;
      tables: string[];
    }[];
  const free = async (date: string, party: number, time = '19:30') =>
    (await app.inject({ method: 'GET', url: `/api/bookings/slots?date=${date}&party=${party}` }))
      .json()
      .find((slot: { time: string }) => slot.time === time)?.available;

  it('keeps the combinations an owner saves, and refuses unknown tables, a table with itself and repeats', async () => {
    const saved = setup({
      combinations: [
        ['T1', 'T2'],
        ['T2', 'T3'],
        ['T1', 'T2', 'T3'],
      ],
    });
    expect((await putSetup(saved)).statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: '/api/bookings/setup', headers: admin.headers });
    expect(read.json()).toEqual({ ...saved, guests: false });

    const refusals: [string[][], string][] = [
      [[['T1', 'T9']], 'T1 + T9: T9 is not a table of the set-up'],
      [[['T1', 'T1']], 'T1 + T1: a table cannot be combined with itself'],
      [
        [
          ['T1', 'T2'],
          ['T2', 'T1'],
        ],
        'T2 + T1 is given twice',
      ],
      [[['T1']], 'A combination needs at least two tables'],
    ];
    for (const [combinations, message] of refusals) {
      const refused = await putSetup(setup({ combinations }));
      expect(refused.statusCode, JSON.stringify(combinations)).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect((await putSetup(setup({ combinations: [['t1', 'T2']] }))).body).toContain('t1 is not a table');
  });

  it('seats a party on a single table first, then on the combination, which holds both its tables', async () => {
    const date = '2026-11-24';
    const single = await book(date, 4);
    expect(single.statusCode, single.body).toBe(201);
    expect(await free(date, 4)).toBe(true);
    const combined = await book(date, 3);
    expect(combined.statusCode, combined.body).toBe(201);
    expect((await dayList(date)).map(({ party, table, tables }) => ({ party, table, tables }))).toEqual([
      { party: 3, table: 'T1 + T2', tables: ['T1', 'T2'] },
      { party: 4, table: 'T3', tables: ['T3'] },
    ]);
    const mine = (await app.inject({ method: 'GET', url: '/api/bookings?mine=true', headers: alice.headers })).json();
    expect(mine.find((booking: { id: string }) => booking.id === combined.json().id)?.table).toBe('T1 + T2');

    // Neither table is free alone while the combination holds it, an hour later either.
    expect(await free(date, 1)).toBe(false);
    const pair = await book(date, 2, '20:30');
    expect(pair.statusCode).toBe(409);
    expect(pair.json().details.reason).toBe('taken');
    expect((await book(date, 2, '21:00')).statusCode).toBe(201);

    // Cancelling the combined booking frees both tables.
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/bookings/${combined.json().id}`,
          headers: alice.headers,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await book(date, 2, '19:30')).statusCode).toBe(201);
    expect((await book(date, 2, '19:45')).statusCode).toBe(201);
  });

  it('gives no combination one of whose tables is held, and no combination to a party larger than the set-up takes', async () => {
    const date = '2026-11-25';
    expect((await book(date, 4)).statusCode).toBe(201);
    // The pair gets T1 from 20:45: the combination T1 + T2 is partly held from then.
    expect((await book(date, 2, '20:45')).json()).toMatchObject({ status: 'confirmed' });
    expect(await free(date, 3)).toBe(false);
    expect((await book(date, 3)).json().details.reason).toBe('taken');
    // From 19:15 the stay ends as the pair sits down at T1.
    const earlier = await book(date, 3, '19:15');
    expect(earlier.statusCode, earlier.body).toBe(201);
    expect((await dayList(date)).map(({ party, table }) => `${party} at ${table}`)).toEqual([
      '3 at T1 + T2',
      '4 at T3',
      '2 at T1',
    ]);

    await putSetup(setup({ largestParty: 2, combinations: [['T1', 'T2', 'T3']] }));
    expect((await book('2026-11-26', 3)).json().details.reason).toBe('party_too_large');
  });

  it('gives the last combination to exactly one of 20 parties booking at once', async () => {
    const date = '2026-11-27';
    await putSetup(setup({ tables: setup().tables.slice(0, 2) }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(date, 4)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect((await dayList(date)).map((booking) => booking.tables)).toEqual([['T1', 'T2']]);
    expect((await book(date, 1)).statusCode).toBe(409);
  });
});
