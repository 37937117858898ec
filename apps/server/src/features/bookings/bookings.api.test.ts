import type { BookingSetup } from '@bistro/contract/bookings';
import { type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';
import { saveBookingSetup } from '../../../test/seated-bookings.ts';

/**
 * Table bookings through the API, on PGlite here and on PostgreSQL in the server:postgres
 * project (where the racing bookings run on separate connections). The restaurant is in UTC,
 * open 17:00–23:00 every day but Christmas Eve; it is Sunday, November 22, 2026, noon.
 */
const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';
const CLOSED = '2026-11-24';

const setup = (changes: Partial<BookingSetup> = {}): BookingSetup => ({
  tables: [
    { name: 'T1', seats: 2 },
    { name: 'T2', seats: 2 },
  ],
  slotMinutes: 15,
  stayMinutes: [
    { upTo: 4, minutes: 90 },
    { upTo: 50, minutes: 120 },
  ],
  leadMinutes: 120,
  daysAhead: 30,
  largestParty: 6,
  confirm: 'staff',
  cancelCutoffMinutes: 120,
  bookingsPerDiner: 50,
  ...changes,
});

describe('table bookings', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let staff: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  const clock = testClock(new Date(`${TODAY}T12:00:00Z`));

  beforeAll(async () => {
    // The limits against floods have tests of their own (booking-floods.api.test.ts).
    app = await buildTestApp({ RESTAURANT_PHONE: '+1 555 0100', BOOKINGS_PER_HOUR: '1000' }, { clock });
    admin = await signInAs(app, { email: 'owner@bookings.test', role: 'admin' });
    staff = await signInAs(app, { email: 'host@bookings.test', role: 'staff' });
    alice = await signInAs(app, { email: 'alice@bookings.test', name: 'Alice' });
    bob = await signInAs(app, { email: 'bob@bookings.test', name: 'Bob' });
    await openEvenings(app, admin, [{ date: CLOSED, windows: [], note: 'Private party' }]);
  });
  afterAll(() => app.close());

  const putSetup = (payload: object, who: SignedIn = admin) =>
    app.inject({ method: 'PUT', url: '/api/bookings/setup', headers: who.headers, payload });
  const slots = (date: string, party: number) =>
    app.inject({ method: 'GET', url: `/api/bookings/slots?date=${date}&party=${party}` });
  const freeTimes = async (date: string, party: number) =>
    (await slots(date, party))
      .json()
      .flatMap((slot: { time: string; available: boolean }) => (slot.available ? [slot.time] : []));
  let diners = 0;
  const book = (who: SignedIn | null, changes: object = {}, language?: string) => {
    diners += 1;
    return app.inject({
      method: 'POST',
      url: who ? '/api/bookings' : '/api/guest/bookings',
      headers: { ...who?.headers, ...(language ? { 'accept-language': language } : {}) },
      payload: {
        date: TOMORROW,
        time: '19:30',
        party: 2,
        name: `Diner ${diners}`,
        phone: '+1 555 0199',
        email: who?.user.email ?? `guest${diners}@bookings.test`,
        ...changes,
      },
    });
  };
  const patch = (id: string, payload: object, who: SignedIn) =>
    app.inject({ method: 'PATCH', url: `/api/bookings/${id}`, headers: who.headers, payload });
  const dayList = async (date: string) =>
    (await app.inject({ method: 'GET', url: `/api/bookings?date=${date}`, headers: staff.headers })).json();

  // Each test books on a day of its own after a fresh set-up.
  beforeEach(async () => {
    clock.set(`${TODAY}T12:00:00Z`);
    expect((await putSetup(setup())).statusCode).toBe(200);
  });

  it('lets only admins read and change the set-up, and refuses a set-up that does not hold', async () => {
    expect((await putSetup(setup(), staff)).statusCode).toBe(403);
    expect((await putSetup(setup(), alice)).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/bookings/setup', payload: setup() })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/bookings/setup', headers: staff.headers })).statusCode).toBe(
      403,
    );
    const twice = await putSetup(
      setup({
        tables: [
          { name: 'A', seats: 2 },
          { name: 'a', seats: 4 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('same name');
    expect((await putSetup(setup({ cancelCutoffMinutes: 45 }))).statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: '/api/bookings/setup', headers: admin.headers });
    expect(read.json()).toEqual({ ...setup({ cancelCutoffMinutes: 45 }), guests: false });
    const rules = (await app.inject({ method: 'GET', url: '/api/bookings/rules' })).json();
    expect(rules).toEqual({
      largestParty: 6,
      daysAhead: 30,
      cancelCutoffMinutes: 45,
      phone: '+1 555 0100',
      guests: false,
      open: true,
    });
  });

  it('gives staff the tables and the day’s booking hours for the board’s timeline, and no one else', async () => {
    const floor = (date: string, who?: SignedIn) =>
      app.inject({ method: 'GET', url: `/api/bookings/floor?date=${date}`, headers: who?.headers ?? {} });
    expect((await floor(TOMORROW, staff)).json()).toEqual({
      tables: setup().tables,
      openings: [{ start: `${TOMORROW}T17:00:00.000Z`, end: `${TOMORROW}T23:00:00.000Z` }],
    });
    expect((await floor(CLOSED, admin)).json().openings).toEqual([]);
    expect((await floor(TOMORROW, alice)).statusCode).toBe(403);
    expect((await floor(TOMORROW)).statusCode).toBe(401);
    expect((await floor('tomorrow', staff)).statusCode).toBe(400);
  });

  it('offers the times of the opening hours whose whole stay fits, after the lead time, and none on a closed day', async () => {
    const tomorrow = (await slots(TOMORROW, 2)).json();
    expect(tomorrow[0]).toEqual({ time: '17:00', available: true });
    // 90 minutes for two: the last table sits down at 21:30 and leaves at closing.
    expect(tomorrow.at(-1)).toEqual({ time: '21:30', available: true });
    expect(tomorrow).toHaveLength(19);
    expect((await slots(TOMORROW, 5)).json().at(-1)).toEqual({ time: '21:00', available: false });
    expect((await slots(CLOSED, 2)).json()).toEqual([]);
    expect((await slots('2027-02-01', 2)).json()).toEqual([]);
    clock.set(`${TODAY}T17:40:00Z`);
    expect((await freeTimes(TODAY, 2))[0]).toBe('19:45');
    const large = await slots(TOMORROW, 7);
    expect(large.statusCode).toBe(409);
    expect(large.json().message).toContain('call us on +1 555 0100');
    expect((await slots('tomorrow', 2)).statusCode).toBe(400);
    expect((await slots(TOMORROW, 0)).statusCode).toBe(400);
  });

  it('opens the forms on the first day with a free time: today while it has one, else the next open day', async () => {
    const firstFreeDay = async (party: number) =>
      (await app.inject({ method: 'GET', url: `/api/bookings/first-free-day?party=${party}` })).json();
    expect(await firstFreeDay(2)).toEqual({ date: TODAY });
    // After the evening's last seating (21:30, two hours' lead), today has nothing left.
    clock.set(`${TODAY}T19:31:00Z`);
    expect(await freeTimes(TODAY, 2)).toEqual([]);
    expect(await firstFreeDay(2)).toEqual({ date: TOMORROW });
    // Late tomorrow, the next day is closed: the one after it.
    clock.set(`${TOMORROW}T22:00:00Z`);
    expect(await firstFreeDay(2)).toEqual({ date: '2026-11-25' });
    // No day it books ahead has a time left.
    expect((await putSetup(setup({ daysAhead: 1 }))).statusCode).toBe(200);
    expect(await firstFreeDay(2)).toEqual({ date: null });
    const large = await app.inject({ method: 'GET', url: '/api/bookings/first-free-day?party=7' });
    expect(large.statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: '/api/bookings/first-free-day?party=0' })).statusCode).toBe(400);
  });

  it('offers only the set-up’s own booking hours, within the opening hours, and keeps them with the set-up', async () => {
    const window = [{ opens: '18:00', closes: '21:00' }];
    const hours = Object.fromEntries(weekdays.map((day) => [day, window])) as WeeklySchedule;
    expect((await putSetup(setup({ hours }))).statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: '/api/bookings/setup', headers: admin.headers });
    expect(read.json().hours).toEqual(hours);
    // 18:00 to 19:30 (a stay of 90 minutes ends by 21:00); the closed day stays closed.
    const times = await freeTimes(TOMORROW, 2);
    expect([times[0], times.at(-1), times.length]).toEqual(['18:00', '19:30', 7]);
    expect((await slots(CLOSED, 2)).json()).toEqual([]);
    const floor = await app.inject({
      method: 'GET',
      url: `/api/bookings/floor?date=${TOMORROW}`,
      headers: staff.headers,
    });
    expect(floor.json().openings).toEqual([{ start: `${TOMORROW}T18:00:00.000Z`, end: `${TOMORROW}T21:00:00.000Z` }]);
    expect((await book(alice, { time: '17:30' })).json().details.reason).toBe('not_offered');
    const badHours = await putSetup({ ...setup(), hours: { ...hours, monday: [{ opens: '6pm', closes: '21:00' }] } });
    expect(badHours.statusCode).toBe(400);
  });

  it('gives the smallest table that fits, and refuses a party no free table seats', async () => {
    await putSetup(
      setup({
        tables: [
          { name: 'Big', seats: 4 },
          { name: 'Small', seats: 2 },
        ],
      }),
    );
    const first = await book(alice, { date: '2026-11-25' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().status).toBe('pending');
    expect((await book(bob, { date: '2026-11-25' })).statusCode).toBe(201);
    const tables = (await dayList('2026-11-25')).map((booking: { table: string }) => booking.table).sort();
    expect(tables).toEqual(['Big', 'Small']);
    const four = await book(bob, { date: '2026-11-25', party: 4 });
    expect(four.statusCode).toBe(409);
    expect(four.json().details.reason).toBe('taken');
    expect(four.json().details.alternatives).toEqual(['18:00', '21:00', '17:45']);
    expect(await freeTimes('2026-11-25', 2)).not.toContain('19:30');
  });

  it('gives the last table to exactly one of 20 diners booking at once', async () => {
    await putSetup(setup({ tables: [{ name: 'Last', seats: 2 }] }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(alice, { date: '2026-11-26' })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json().details).toEqual({ reason: 'taken', alternatives: ['18:00', '21:00', '17:45'] });
    expect(await dayList('2026-11-26')).toHaveLength(1);
  });

  it('never gives one table to a 19:30 and a 19:31 booking, at once or one after the other', async () => {
    await putSetup(setup({ tables: [{ name: 'Last', seats: 2 }], slotMinutes: 1 }));
    const both = await Promise.all([
      book(alice, { date: '2026-11-27', time: '19:30' }),
      book(bob, { date: '2026-11-27', time: '19:31' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const later = await book(bob, { date: '2026-11-27', time: '20:59' });
    expect(later.statusCode).toBe(409);
    expect(later.json().details.alternatives[0]).toMatch(/^21:0[01]$/);
    expect(await dayList('2026-11-27')).toHaveLength(1);
  });

  it('refuses a time that is not offered (closed, too soon, off the interval) with the nearest free ones', async () => {
    const closed = await book(alice, { date: CLOSED });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().details).toEqual({ reason: 'not_offered', alternatives: [] });
    const offGrid = await book(alice, { date: TOMORROW, time: '19:32' });
    expect(offGrid.json().details).toEqual({ reason: 'not_offered', alternatives: ['19:30', '19:45', '19:15'] });
    clock.set(`${TODAY}T17:40:00Z`);
    const soon = await book(alice, { date: TODAY, time: '18:00' });
    expect(soon.statusCode).toBe(409);
    expect(soon.json().details.alternatives[0]).toBe('19:45');
    const large = (await book(alice, { date: TOMORROW, party: 7 })).json();
    expect(large).toMatchObject({
      message: 'For more than 6 people, please call us on +1 555 0100 to book.',
      details: { reason: 'party_too_large' },
    });
    // Said in the language the request asks for (the web app asks in its page's).
    expect((await book(alice, { date: TOMORROW, party: 7 }, 'fr')).json().message).toBe(
      'Pour plus de 6 personnes, appelez-nous au +1 555 0100 pour réserver.',
    );
    expect((await book(alice, { date: TOMORROW, time: '19:32' }, 'es-ES,es;q=0.9')).json().message).toMatch(
      /^No aceptamos reservas el .+ a las 19:32\.$/,
    );
    expect((await book(alice, { phone: 'call me' })).statusCode).toBe(400);
  });

  it('shows diners only their own bookings and lets staff alone move them on', async () => {
    const id = (await book(alice, { date: '2026-11-28', note: 'A high chair' })).json().id;
    const mine = (await app.inject({ method: 'GET', url: '/api/bookings?mine=true', headers: alice.headers })).json();
    expect(mine.find((booking: { id: string }) => booking.id === id)).toMatchObject({
      date: '2026-11-28',
      time: '19:30',
      party: 2,
      note: 'A high chair',
      status: 'pending',
      cancellable: true,
    });
    const bobs = (await app.inject({ method: 'GET', url: '/api/bookings?mine=true', headers: bob.headers })).json();
    expect(bobs.map((booking: { id: string }) => booking.id)).not.toContain(id);
    expect((await patch(id, { status: 'cancelled' }, bob)).statusCode).toBe(404);
    expect((await patch(id, { status: 'confirmed' }, alice)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/bookings?date=2026-11-28', headers: alice.headers })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/bookings?mine=true' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/bookings', headers: alice.headers })).statusCode).toBe(400);
    // The diner's own data holds it; another diner's does not.
    const exported = async (who: SignedIn) =>
      (await app.inject({ method: 'GET', url: '/api/me/export', headers: who.headers })).json().bookings;
    expect(await exported(alice)).toContainEqual(expect.objectContaining({ id, note: 'A high chair' }));
    expect((await exported(bob)).map((booking: { id: string }) => booking.id)).not.toContain(id);

    expect((await patch(id, { status: 'declined' }, staff)).statusCode).toBe(400);
    expect((await patch(id, { status: 'done' }, staff)).statusCode).toBe(409);
    const confirmed = await patch(id, { status: 'confirmed' }, staff);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    expect((await patch(id, { status: 'seated' }, staff)).json().status).toBe('seated');
    expect((await patch(id, { status: 'done' }, admin)).json().status).toBe('done');
    expect((await patch(id, { status: 'cancelled' }, alice)).statusCode).toBe(409);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'confirmed' }, staff)).statusCode).toBe(404);
    expect((await patch('nope', { status: 'confirmed' }, staff)).statusCode).toBe(400);
  });

  it('lets a diner cancel up to the cut-off, which frees the table', async () => {
    await putSetup(setup({ tables: [{ name: 'Last', seats: 2 }] }));
    const early = (await book(alice, { date: '2026-11-29' })).json().id;
    expect((await book(bob, { date: '2026-11-29' })).statusCode).toBe(409);
    const cancelled = await patch(early, { status: 'cancelled' }, alice);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    const late = (await book(bob, { date: '2026-11-29' })).json().id;
    clock.set('2026-11-29T17:31:00Z');
    const refused = await patch(late, { status: 'cancelled' }, bob);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('+1 555 0100');
  });

  describe('a change of time or party size', () => {
    const change = (id: string, payload: object, who: SignedIn | null) =>
      app.inject({ method: 'PUT', url: `/api/bookings/${id}/visit`, headers: who?.headers ?? {}, payload });
    const mineOf = async (who: SignedIn, id: string) =>
      (await app.inject({ method: 'GET', url: '/api/bookings?mine=true', headers: who.headers }))
        .json()
        .find((booking: { id: string }) => booking.id === id);

    it('keeps its table while that is free for the new stay, else takes the smallest free one', async () => {
      const date = '2026-12-03';
      await putSetup(
        setup({
          tables: [
            { name: 'T1', seats: 2 },
            { name: 'T2', seats: 2 },
            { name: 'Big', seats: 4 },
          ],
        }),
      );
      expect((await book(bob, { date })).statusCode).toBe(201);
      const id = (await book(alice, { date })).json().id;
      expect((await mineOf(alice, id)).table).toBe('T2');
      // At 21:00 T1 is free again (Bob leaves at 21:00), but Alice keeps hers.
      const later = await change(id, { date, time: '21:00', party: 2 }, alice);
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json()).toMatchObject({ date, time: '21:00', party: 2, table: 'T2', confirmAgain: false });
      // Her own stay does not count against her: 21:15 overlaps it.
      expect((await change(id, { date, time: '21:15', party: 2 }, alice)).json().table).toBe('T2');
      // Four do not fit T2: the smallest free table that seats them.
      const four = await change(id, { date, time: '21:15', party: 4 }, alice);
      expect(four.json()).toMatchObject({ time: '21:15', party: 4, table: 'Big' });
      expect(await mineOf(alice, id)).toMatchObject({ time: '21:15', party: 4, table: 'Big', status: 'pending' });
      expect(await freeTimes(date, 4)).not.toContain('21:00');
    });

    it('keeps its tables pushed together when its time moves, and one of them when its party shrinks', async () => {
      const date = '2026-12-08';
      await putSetup(
        setup({
          tables: [
            { name: 'T1', seats: 2 },
            { name: 'T2', seats: 2 },
            { name: 'T3', seats: 2 },
            { name: 'T4', seats: 2 },
          ],
          combinations: [
            ['T1', 'T2'],
            ['T3', 'T4'],
          ],
        }),
      );
      // Bob holds T1 until 18:30, so Alice's four get T3 + T4 at 18:00; at 19:30 T1 + T2 is free again.
      expect((await book(bob, { date, time: '17:00' })).statusCode).toBe(201);
      const id = (await book(alice, { date, time: '18:00', party: 4 })).json().id;
      expect((await mineOf(alice, id)).tables).toEqual(['T3', 'T4']);
      const later = await change(id, { date, time: '19:30', party: 4 }, alice);
      expect(later.json()).toMatchObject({ time: '19:30', tables: ['T3', 'T4'] });
      const two = await change(id, { date, time: '19:30', party: 2 }, alice);
      expect(two.json()).toMatchObject({ party: 2, tables: ['T3'] });
    });

    it('is refused as a new booking would be, and the booking stays as it was', async () => {
      const date = '2026-12-04';
      await putSetup(setup({ tables: [{ name: 'Last', seats: 2 }] }));
      const id = (await book(alice, { date, time: '17:00' })).json().id;
      expect((await book(bob, { date, time: '19:30' })).statusCode).toBe(201);
      // The times a change is offered count her own table free to her, unlike everyone's times.
      const offered = async (path: string) =>
        (await app.inject({ method: 'GET', url: `${path}?date=${date}&party=2`, headers: alice.headers }))
          .json()
          .flatMap((slot: { time: string; available: boolean }) => (slot.available ? [slot.time] : []));
      expect(await offered(`/api/bookings/${id}/slots`)).toEqual([
        '17:00',
        '17:15',
        '17:30',
        '17:45',
        '18:00',
        '21:00',
        '21:15',
        '21:30',
      ]);
      expect(await offered('/api/bookings/slots')).toEqual(['21:00', '21:15', '21:30']);
      const othersTimes = await app.inject({
        method: 'GET',
        url: `/api/bookings/${id}/slots?date=${date}&party=2`,
        headers: bob.headers,
      });
      expect(othersTimes.statusCode).toBe(404);
      const taken = await change(id, { date, time: '19:30', party: 2 }, alice);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().details).toEqual({ reason: 'taken', alternatives: ['18:00', '21:00', '17:45'] });
      const closed = await change(id, { date: CLOSED, time: '19:30', party: 2 }, alice);
      expect(closed.json().details).toEqual({ reason: 'not_offered', alternatives: [] });
      const large = await change(id, { date, time: '17:00', party: 7 }, alice);
      expect(large.json().details.reason).toBe('party_too_large');
      expect(large.json().message).toContain('+1 555 0100');
      expect((await change(id, { date, time: '7pm', party: 2 }, alice)).statusCode).toBe(400);
      expect(await mineOf(alice, id)).toMatchObject({ date, time: '17:00', party: 2, table: 'Last' });
    });

    it('is the diner’s own until the cut-off, and staff’s at any time while pending or confirmed', async () => {
      const date = '2026-12-05';
      const id = (await book(alice, { date })).json().id;
      const to = { date, time: '20:00', party: 2 };
      expect((await change(id, to, bob)).statusCode).toBe(404);
      expect((await change('00000000-0000-4000-8000-000000000000', to, alice)).statusCode).toBe(404);
      expect((await change(id, to, null)).statusCode).toBe(401);
      expect((await mineOf(alice, id)).time).toBe('19:30');
      clock.set(`${date}T17:31:00Z`);
      const late = await change(id, to, alice);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('can no longer be changed online');
      const byStaff = await change(id, { date, time: '21:30', party: 2 }, staff);
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect(byStaff.json()).toMatchObject({ time: '21:30', status: 'pending' });
      await patch(id, { status: 'cancelled' }, staff);
      const cancelled = await change(id, to, staff);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().message).toContain('cancelled cannot be changed');
    });

    it('takes a diner’s change of a confirmed booking back to pending when staff confirm, and mails it', async () => {
      const date = '2026-12-06';
      const carol = await signInAs(app, { email: 'carol@bookings.test', name: 'Carol' });
      const id = (await book(carol, { date })).json().id;
      await patch(id, { status: 'confirmed' }, staff);
      const changed = await change(id, { date, time: '20:30', party: 2 }, carol);
      expect(changed.json()).toMatchObject({ time: '20:30', status: 'pending', confirmAgain: true });
      const asked = await waitForMail(app, carol.user.email, /Your booking is changed/);
      expect(asked.text).toContain('when the restaurant confirms it');
      expect(asked.text).not.toContain('text/calendar');

      const dave = await signInAs(app, { email: 'dave@bookings.test', name: 'Dave' });
      const staffs = (await book(dave, { date })).json().id;
      await patch(staffs, { status: 'confirmed' }, staff);
      const moved = await change(staffs, { date, time: '18:00', party: 1 }, staff);
      expect(moved.json()).toMatchObject({ time: '18:00', party: 1, status: 'confirmed', confirmAgain: false });
      const updated = await waitForMail(app, dave.user.email, /Your booking is changed/);
      expect(updated.text).toContain('6:00 PM');
      expect(updated.text).toContain('bistro-boss-booking.ics');

      await putSetup(setup({ confirm: 'auto' }));
      const erin = await signInAs(app, { email: 'erin@bookings.test', name: 'Erin' });
      const auto = (await book(erin, { date })).json();
      expect(auto.status).toBe('confirmed');
      const kept = await change(auto.id, { date, time: '19:30', party: 1 }, erin);
      expect(kept.json()).toMatchObject({ party: 1, status: 'confirmed', confirmAgain: false });
    });

    it('is reminded of again the day before when its time moves, not when only its party size changes', async () => {
      const fred = await signInAs(app, { email: 'fred@bookings.test', name: 'Fred' });
      const id = (await book(fred, { date: TOMORROW, time: '17:00' })).json().id;
      await patch(id, { status: 'confirmed' }, staff);
      await app.sendBookingReminders();
      expect((await change(id, { date: TOMORROW, time: '17:00', party: 1 }, staff)).statusCode).toBe(200);
      expect(await app.sendBookingReminders()).toBe(0);
      expect((await change(id, { date: TOMORROW, time: '21:30', party: 1 }, staff)).json().time).toBe('21:30');
      expect(await app.sendBookingReminders()).toBe(1);
    });

    it('gives the last table to one of two changes racing for it', async () => {
      const date = '2026-12-07';
      await putSetup(setup({ tables: [{ name: 'Last', seats: 2 }] }));
      // 17:00–18:30 and 21:00–22:30 hold the table; 19:30–21:00 is free, for one of them.
      const early = (await book(alice, { date, time: '17:00' })).json().id;
      const late = (await book(bob, { date, time: '21:00' })).json().id;
      const to = { date, time: '19:30', party: 2 };
      const answers = await Promise.all([change(early, to, alice), change(late, to, bob)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const times = (await dayList(date)).map((booking: { time: string }) => booking.time).sort();
      expect(times).toHaveLength(2);
      expect(times).toContain('19:30');
      expect(['17:00', '21:00']).toContain(times.find((time: string) => time !== '19:30'));
    });
  });

  it('mails each step, the confirmation with a calendar event, and tomorrow’s reminder once', async () => {
    const id = (await book(alice, { date: TOMORROW, time: '20:00' })).json().id;
    await waitForMail(app, alice.user.email, /booking request/);
    await patch(id, { status: 'confirmed' }, staff);
    const confirmation = await waitForMail(app, alice.user.email, /Your table is booked/);
    expect(confirmation.text).toContain('text/calendar');
    expect(confirmation.text).toContain('bistro-boss-booking.ics');
    expect(confirmation.text).toContain('/dashboard/mybooking');

    const declined = (await book(bob, { date: TOMORROW, time: '20:00' })).json().id;
    await patch(declined, { status: 'declined', reason: 'A private party that evening' }, staff);
    expect((await waitForMail(app, bob.user.email, /cannot take/)).text).toContain('A private party that evening');

    const sent = await Promise.all([app.sendBookingReminders(), app.sendBookingReminders()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await app.sendBookingReminders()).toBe(0);
    expect((await waitForMail(app, alice.user.email, /See you tomorrow/)).text).toContain('8:00 PM');
  });

  it('erases a deleted account from its bookings and frees the tables it held', async () => {
    const leaving = await signInAs(app, { email: 'leaving@bookings.test', name: 'Lee Leaving' });
    await putSetup(setup({ tables: [{ name: 'Last', seats: 2 }] }));
    const id = (await book(leaving, { date: '2026-12-02', note: 'Nut allergy' })).json().id;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.user.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [erased] = await dayList('2026-12-02');
    expect(erased).toMatchObject({ id, status: 'cancelled', name: 'Deleted diner', phone: '', note: null });
    expect(erased.email).not.toContain('leaving');
    expect((await book(bob, { date: '2026-12-02' })).statusCode).toBe(201);
  });

  it('counts bookings on Admin Home and a diner’s own on User Home, but not cancelled ones', async () => {
    const counts = async () => ({
      all: (await app.inject({ method: 'GET', url: '/api/admin-stats', headers: admin.headers })).json().bookings,
      bob: (await app.inject({ method: 'GET', url: `/api/user-stats/${bob.user.email}`, headers: bob.headers })).json()
        .bookings,
    });
    const before = await counts();
    const id = (await book(bob, { date: '2026-11-30' })).json().id;
    expect(await counts()).toEqual({ all: before.all + 1, bob: before.bob + 1 });
    await patch(id, { status: 'cancelled' }, bob);
    expect(await counts()).toEqual(before);
  });

  it('takes the first booking of an app just started, whose opening hours are not read yet', async () => {
    const fresh = await buildTestApp({}, { clock });
    try {
      const owner = await signInAs(fresh, { email: 'owner@fresh.test', role: 'admin' });
      const diner = await signInAs(fresh, { email: 'diner@fresh.test' });
      await saveBookingSetup(fresh, owner, setup());
      const booked = await fresh.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: diner.headers,
        payload: {
          date: TOMORROW,
          time: '19:30',
          party: 2,
          name: 'First',
          phone: '+1 555 0199',
          email: 'f@fresh.test',
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});

describe('guest bookings', () => {
  let guests: FastifyInstance;
  let owner: SignedIn;
  const guestClock = testClock(new Date(`${TODAY}T12:00:00Z`));
  beforeAll(async () => {
    guests = await buildTestApp({ GUEST_BOOKINGS: 'true' }, { clock: guestClock });
    owner = await signInAs(guests, { email: 'owner@guests.test', role: 'admin' });
    await saveBookingSetup(guests, owner, setup({ leadMinutes: 0, daysAhead: 365 }));
  });
  afterAll(() => guests.close());

  it('are refused while GUEST_BOOKINGS is off, and taken and mailed when it is on', async () => {
    const payload = {
      date: '2026-12-01',
      time: '19:30',
      party: 2,
      name: 'Guest',
      phone: '555 0100 22',
      email: 'g@guests.test',
    };
    const off = await buildTestApp();
    try {
      const refused = await off.inject({ method: 'POST', url: '/api/guest/bookings', payload });
      expect(refused.statusCode).toBe(403);
    } finally {
      await off.close();
    }
    const date = (
      await guests.inject({ method: 'GET', url: `/api/bookings/slots?date=${payload.date}&party=2` })
    ).json();
    const time = date.find((slot: { available: boolean }) => slot.available)?.time;
    const taken = await guests.inject({ method: 'POST', url: '/api/guest/bookings', payload: { ...payload, time } });
    expect(taken.statusCode, taken.body).toBe(201);
    // A guest has no account: their mail links to the booking's own page, by its signed key.
    const { id, key } = taken.json();
    const mail = await waitForMail(guests, payload.email, /booking request/);
    expect(mail.text).toContain('We have your request for a table for 2 people');
    expect(mail.text).not.toContain('/dashboard/mybooking');
    expect(mail.text).toContain(`/guest-booking/${id}?key=${encodeURIComponent(key)}`);
  });

  it('open by the signed key of their link, which lets the guest change or cancel them until the cut-off', async () => {
    const date = '2026-12-02';
    const book = async (email: string) => {
      const answer = await guests.inject({
        method: 'POST',
        url: '/api/guest/bookings',
        payload: { date, time: '19:00', party: 2, name: 'Gus', phone: '555 0100 23', email },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as { id: string; key: string };
    };
    const gus = await book('gus@guests.test');
    const other = await book('other@guests.test');
    const open = (id: string, key: string) =>
      guests.inject({ method: 'GET', url: `/api/guest/bookings/${id}?key=${encodeURIComponent(key)}` });
    const opened = await open(gus.id, gus.key);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ date, time: '19:00', status: 'pending', cancellable: true });
    expect(opened.headers['cache-control']).toBe('no-store');
    // Another booking's key, a forged one, none: nothing is told.
    expect((await open(gus.id, other.key)).statusCode).toBe(404);
    expect((await open(gus.id, `${gus.key.split('.')[0]}.forged`)).statusCode).toBe(404);
    expect((await guests.inject({ method: 'GET', url: `/api/guest/bookings/${gus.id}` })).statusCode).toBe(400);
    // An account's booking does not open by a key.
    const diner = await signInAs(guests, { email: 'diner@guests.test' });
    const dinersBooking = await guests.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: diner.headers,
      payload: { date, time: '21:00', party: 2, name: 'Dee', phone: '555 0100 24', email: diner.user.email },
    });
    expect(dinersBooking.statusCode, dinersBooking.body).toBe(201);
    expect((await open(dinersBooking.json().id, gus.key)).statusCode).toBe(404);

    const withKey = (path: string, key: string) =>
      `/api/guest/bookings/${gus.id}${path}?key=${encodeURIComponent(key)}`;
    const times = await guests.inject({ method: 'GET', url: `${withKey('/slots', gus.key)}&date=${date}&party=2` });
    expect(times.json()).toContainEqual({ time: '19:00', available: true });
    const moved = await guests.inject({
      method: 'PUT',
      url: withKey('/visit', gus.key),
      payload: { date, time: '20:30', party: 2 },
    });
    expect(moved.json()).toMatchObject({ time: '20:30', status: 'pending', confirmAgain: false });
    const cancel = (key: string) =>
      guests.inject({ method: 'PATCH', url: withKey('', key), payload: { status: 'cancelled' } });
    expect((await cancel(other.key)).statusCode).toBe(404);
    expect(
      (await guests.inject({ method: 'PATCH', url: withKey('', gus.key), payload: { status: 'confirmed' } }))
        .statusCode,
    ).toBe(400);
    guestClock.set(`${date}T19:00:00Z`);
    expect((await cancel(gus.key)).statusCode).toBe(409);
    guestClock.set(`${TODAY}T12:00:00Z`);
    expect((await cancel(gus.key)).json()).toMatchObject({ status: 'cancelled', cancellable: false });
    // A week after the visit the link no longer opens it.
    guestClock.set('2026-12-10T22:00:00Z');
    expect((await open(gus.id, gus.key)).statusCode).toBe(404);
    guestClock.set(`${TODAY}T12:00:00Z`);
  });
});
