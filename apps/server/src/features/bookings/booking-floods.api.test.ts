import type { BookingSetup } from '@bistro/contract/bookings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, outboxMessages, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';
import { saveBookingSetup } from '../../../test/seated-bookings.ts';
import { BOOKING_MAILS_PER_ADDRESS } from './bookings-plugin.ts';
import { BOOKINGS_PER_EMAIL, CHANGES_PER_BOOKING } from './bookings-routes.ts';

/** BOOKINGS_PER_HOUR, per guest address and per account (its default). */
const BOOKINGS_PER_HOUR = 10;

/**
 * Bookings nobody can flood (an outside probe: 42 anonymous requests took every time of a day in
 * 4.9 s, one account made 126 bookings in 15 s, 50 changes of one guest booking mailed an address
 * 51 times). The restaurant is in UTC, open 17:00–23:00; it is Sunday, November 22, 2026, noon,
 * and each test books on days of its own, so the limits of one never meet another's.
 */
const TODAY = '2026-11-22';
const day = (offset: number) => `2026-12-${String(offset).padStart(2, '0')}`;

const setup = (changes: Partial<BookingSetup> = {}): BookingSetup => ({
  tables: Array.from({ length: 30 }, (_, index) => ({ name: `T${index + 1}`, seats: 4 })),
  slotMinutes: 15,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 0,
  daysAhead: 60,
  largestParty: 4,
  confirm: 'staff',
  cancelCutoffMinutes: 60,
  guests: true,
  ...changes,
});

describe('bookings nobody can flood', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let host: SignedIn;
  const clock = testClock(new Date(`${TODAY}T12:00:00Z`));

  beforeAll(async () => {
    app = await buildTestApp({ BOOKINGS_PER_HOUR: String(BOOKINGS_PER_HOUR) }, { clock });
    owner = await signInAs(app, { email: 'owner@floods.test', role: 'admin' });
    host = await signInAs(app, { email: 'host@floods.test', role: 'staff' });
    await openEvenings(app, owner);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    clock.set(`${TODAY}T12:00:00Z`);
    await saveBookingSetup(app, owner, setup());
  });

  let addresses = 0;
  /** A client address no other request of the file came from. */
  const newAddress = () => `198.51.100.${++addresses}`;
  const book = (
    visit: { date: string; time?: string; email: string; party?: number },
    { who, from = newAddress() }: { who?: SignedIn; from?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: who ? '/api/bookings' : '/api/guest/bookings',
      remoteAddress: from,
      headers: who?.headers ?? {},
      payload: { time: '19:00', party: 2, name: 'Flo Od', phone: '+1 555 0100', ...visit },
    });
  const mailsTo = async (email: string) => (await outboxMessages(app)).filter((message) => message.to.includes(email));

  it('takes at most BOOKINGS_PER_HOUR guest bookings from one address, and BOOKINGS_PER_EMAIL with one email', async () => {
    const from = newAddress();
    for (let index = 0; index < BOOKINGS_PER_HOUR; index++) {
      const booked = await book({ date: day(1), email: `guest${index}@floods.test` }, { from });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const refused = await book({ date: day(1), email: 'one-more@floods.test' }, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBeTruthy();
    // Another address still books.
    expect((await book({ date: day(1), email: 'neighbour@floods.test' })).statusCode).toBe(201);

    // One email from ever new addresses: its attempts are counted, whatever each is answered.
    const answers: number[] = [];
    for (let index = 0; index <= BOOKINGS_PER_EMAIL; index++) {
      answers.push((await book({ date: day(2), time: `${17 + index}:00`, email: 'same@floods.test' })).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 201)).toHaveLength(3);
  });

  it('caps the bookings still to come per account and per email address, as the owner sets it (3 by default)', async () => {
    const ann = await signInAs(app, { email: 'ann@floods.test' });
    const ids: string[] = [];
    for (const time of ['17:00', '18:00', '19:00']) {
      const booked = await book({ date: day(3), time, email: ann.user.email }, { who: ann });
      expect(booked.statusCode, booked.body).toBe(201);
      ids.push(booked.json().id);
    }
    const fourth = await book({ date: day(4), email: ann.user.email }, { who: ann });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ details: { reason: 'too_many' } });
    expect(fourth.json().message).toMatch(/You have 3 bookings to come already/);
    // The same account with another address, and the same address as a guest: the same person.
    expect((await book({ date: day(4), email: 'ann.other@floods.test' }, { who: ann })).statusCode).toBe(409);
    expect((await book({ date: day(4), email: ann.user.email })).statusCode).toBe(409);

    // One cancelled gives its place back; one past no longer counts.
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${ids[0]}`,
      headers: ann.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await book({ date: day(4), email: ann.user.email }, { who: ann })).statusCode).toBe(201);
    expect((await book({ date: day(5), email: ann.user.email }, { who: ann })).statusCode).toBe(409);

    await saveBookingSetup(app, owner, setup({ bookingsPerDiner: 4 }));
    expect((await book({ date: day(5), email: ann.user.email }, { who: ann })).statusCode).toBe(201);
    clock.set(`${day(4)}T21:00:00Z`);
    expect((await book({ date: day(6), email: ann.user.email }, { who: ann })).statusCode).toBe(201);
  });

  it('takes at most BOOKINGS_PER_HOUR bookings an hour from one account, whatever address it books with', async () => {
    await saveBookingSetup(app, owner, setup({ bookingsPerDiner: 50 }));
    const bea = await signInAs(app, { email: 'bea@floods.test' });
    for (let index = 0; index < BOOKINGS_PER_HOUR; index++) {
      const booked = await book(
        { date: day(7), time: `${17 + (index % 5)}:00`, email: `bea${index}@floods.test` },
        { who: bea },
      );
      expect(booked.statusCode, booked.body).toBe(201);
    }
    expect((await book({ date: day(8), email: 'bea-more@floods.test' }, { who: bea })).statusCode).toBe(429);
    // Staff book for diners who call, with no such limit nor cap.
    for (let index = 0; index <= BOOKINGS_PER_HOUR; index++) {
      const booked = await book(
        { date: day(8), time: `${17 + (index % 5)}:00`, email: 'caller@floods.test' },
        { who: host },
      );
      expect(booked.statusCode, booked.body).toBe(201);
    }
  });

  it('lets a diner change a booking CHANGES_PER_BOOKING times an hour, and mails one address BOOKING_MAILS_PER_ADDRESS times', async () => {
    const booked = (await book({ date: day(9), email: 'victim@floods.test' })).json();
    const change = (party: number, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: headers.authorization
          ? `/api/bookings/${booked.id}/visit`
          : `/api/guest/bookings/${booked.id}/visit?key=${booked.key}`,
        headers,
        payload: { date: day(9), time: '19:00', party },
      });
    const answers: number[] = [];
    for (let index = 0; index <= CHANGES_PER_BOOKING; index++)
      answers.push((await change(index % 2 ? 2 : 3)).statusCode);
    expect(answers).toEqual([...Array(CHANGES_PER_BOOKING).fill(200), 429]);
    // Staff move it as often as the evening needs; the address is mailed no more for it.
    for (let index = 0; index < 4; index++)
      expect((await change(index % 2 ? 2 : 3, host.headers)).statusCode).toBe(200);
    await expect
      .poll(async () => (await mailsTo('victim@floods.test')).length)
      .toBeGreaterThanOrEqual(BOOKING_MAILS_PER_ADDRESS);
    // Mail goes out after the answer: give any one on its way the time to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo('victim@floods.test')).length).toBe(BOOKING_MAILS_PER_ADDRESS);
  });

  it('holds a request’s table only for the owner’s hold; confirming it later checks its table is still free', async () => {
    await saveBookingSetup(app, owner, setup({ tables: [{ name: 'Solo', seats: 4 }], requestHoldMinutes: 30 }));
    const first = await book({ date: day(10), email: 'first@floods.test' });
    expect(first.statusCode).toBe(201);
    const view = (
      await app.inject({ method: 'GET', url: `/api/bookings?date=${day(10)}`, headers: host.headers })
    ).json();
    expect(view[0]).toMatchObject({ status: 'pending', holdsUntil: `${TODAY}T12:30:00.000Z` });
    expect((await book({ date: day(10), email: 'second@floods.test' })).statusCode).toBe(409);

    clock.set(`${TODAY}T12:31:00Z`);
    const second = await book({ date: day(10), email: 'second@floods.test' });
    expect(second.statusCode, second.body).toBe(201);
    const confirm = (id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/bookings/${id}`,
        headers: host.headers,
        payload: { status: 'confirmed' },
      });
    const late = await confirm(first.json().id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/booked by someone else/);
    expect((await confirm(second.json().id)).statusCode).toBe(200);

    // A request past its hold whose table nobody took is confirmed as any other.
    const third = await book({ date: day(11), email: 'third@floods.test' });
    clock.set(`${TODAY}T14:00:00Z`);
    expect((await confirm(third.json().id)).statusCode).toBe(200);
  });

  it('lets staff decline every request from one email address or one client address at once', async () => {
    const flooder = newAddress();
    const made = [];
    for (const [index, email] of ['a@floods.test', 'b@floods.test', 'c@floods.test'].entries()) {
      made.push((await book({ date: day(12), time: `${17 + index}:00`, email }, { from: flooder })).json().id);
    }
    const elsewhere = (await book({ date: day(12), time: '21:00', email: 'a@floods.test' })).json().id;
    const innocent = (await book({ date: day(12), time: '21:00', email: 'innocent@floods.test' })).json().id;
    const declineAll = (id: string, from: 'email' | 'address', who: SignedIn | null = host) =>
      app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/decline-all`,
        headers: who?.headers ?? {},
        payload: { from, reason: 'Requests in bulk' },
      });
    const diner = await signInAs(app, { email: 'nosy@floods.test' });
    expect((await declineAll(made[0], 'address', diner)).statusCode).toBe(403);
    expect((await declineAll(made[0], 'address', null)).statusCode).toBe(401);

    const byAddress = await declineAll(made[1], 'address');
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    expect(byAddress.json().declined.map((booking: { id: string }) => booking.id)).toEqual(made);
    const byEmail = await declineAll(made[0], 'email');
    expect(byEmail.json().declined.map((booking: { id: string }) => booking.id)).toEqual([elsewhere]);

    const day12 = (
      await app.inject({ method: 'GET', url: `/api/bookings?date=${day(12)}`, headers: host.headers })
    ).json();
    const statusOf = (id: string) => day12.find((booking: { id: string }) => booking.id === id)?.status;
    expect([...made, elsewhere].map(statusOf)).toEqual(['declined', 'declined', 'declined', 'declined']);
    expect(statusOf(innocent)).toBe('pending');
    await expect
      .poll(async () => (await mailsTo('b@floods.test')).map((message) => message.subject))
      .toContain('We cannot take your booking');
  });
});
