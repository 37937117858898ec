import type { BookingSetup, BookingView } from '@bistro/contract/bookings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type StreamEvent } from '../../../test/event-stream.ts';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { saveBookingSetup } from '../../../test/seated-bookings.ts';

/**
 * Bookings on the live stream (GET /api/events, and its first address GET /api/orders/events), over real HTTP: staff see every
 * booking's changes, a diner their own only. The restaurant (UTC) is open around the clock; it
 * is Sunday, November 22, 2026, noon.
 */
const TOMORROW = '2026-11-23';

const SETUP: BookingSetup = {
  tables: [
    { name: 'T1', seats: 2 },
    { name: 'T2', seats: 4 },
  ],
  slotMinutes: 15,
  stayMinutes: [{ upTo: 50, minutes: 90 }],
  leadMinutes: 0,
  daysAhead: 30,
  largestParty: 6,
  confirm: 'staff',
  cancelCutoffMinutes: 120,
};

const bookingOf = (event: StreamEvent) => (JSON.parse(event.data) as { booking: BookingView }).booking;
const changeOf = (event: StreamEvent) => (JSON.parse(event.data) as { change: string }).change;
const isBooking = (event: StreamEvent) => event.event === 'booking';

describe('table bookings on the live stream', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let host: SignedIn;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ GUEST_BOOKINGS: 'true' }, { clock: testClock(new Date('2026-11-22T12:00:00Z')) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signInAs(app, { email: 'owner@booking-stream.test', role: 'admin' });
    host = await signInAs(app, { email: 'host@booking-stream.test', role: 'staff' });
    alice = await signInAs(app, { email: 'alice@booking-stream.test', name: 'Alice' });
    bob = await signInAs(app, { email: 'bob@booking-stream.test', name: 'Bob' });
    await saveBookingSetup(app, owner, SETUP);
  });
  afterAll(() => app.close());

  const book = (who: SignedIn | null, time: string, name: string) =>
    app.inject({
      method: 'POST',
      url: who ? '/api/bookings' : '/api/guest/bookings',
      headers: who?.headers ?? {},
      payload: { date: TOMORROW, time, party: 2, name, phone: '+1 555 0199', email: `${name}@booking-stream.test` },
    });
  const setStatus = (id: string, status: string, who: SignedIn) =>
    app.inject({ method: 'PATCH', url: `/api/bookings/${id}`, headers: who.headers, payload: { status } });
  const open = async (who: SignedIn) => {
    const stream = await openEventStream(app, '/api/orders/events', who.headers);
    expect(stream.status).toBe(200);
    await stream.waitFor((event) => event.event === 'ready');
    return stream;
  };

  it('tells staff of every new booking and its changes, and a diner of their own only', async () => {
    const [board, alicesStream, bobsStream] = await Promise.all([open(host), open(alice), open(bob)]);

    const booked = await book(alice, '19:30', 'alice');
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json();
    const request = await board.waitFor((event) => isBooking(event) && bookingOf(event).id === id);
    expect(bookingOf(request)).toMatchObject({ status: 'pending', name: 'alice', time: '19:30', table: 'T1' });
    expect(changeOf(request)).toBe('made');
    // Numbered like every frame, so a stream that reconnects is caught up from it.
    expect(Number(request.id)).toBeGreaterThan(0);
    await alicesStream.waitFor((event) => isBooking(event) && bookingOf(event).status === 'pending');

    const confirmed = await setStatus(id, 'confirmed', host);
    expect(confirmed.statusCode).toBe(200);
    const live = await alicesStream.waitFor((event) => isBooking(event) && bookingOf(event).status === 'confirmed');
    expect(bookingOf(live)).toMatchObject({ id, cancellable: true });
    expect(changeOf(live)).toBe('changed');
    await board.waitFor((event) => isBooking(event) && bookingOf(event).status === 'confirmed');

    // A guest's booking and a walk-in are no diner's: staff only.
    expect((await book(null, '20:00', 'guest')).statusCode).toBe(201);
    const walkIn = await app.inject({
      method: 'POST',
      url: '/api/bookings/walk-ins',
      headers: host.headers,
      payload: { party: 3 },
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    await board.waitFor((event) => isBooking(event) && bookingOf(event).name === 'guest');
    const seated = await board.waitFor((event) => isBooking(event) && bookingOf(event).id === walkIn.json().id);
    expect(changeOf(seated)).toBe('made');

    // Bob's own booking reaches him, after all of the above: by then he would have had the others.
    const bobs = (await book(bob, '21:00', 'bob')).json().id;
    await bobsStream.waitFor((event) => isBooking(event) && bookingOf(event).id === bobs);
    expect(bobsStream.events.filter(isBooking).map((event) => bookingOf(event).id)).toEqual([bobs]);
    expect(alicesStream.events.filter(isBooking).every((event) => bookingOf(event).id === id)).toBe(true);
    for (const stream of [board, alicesStream, bobsStream]) stream.close();
  });

  it('catches a reconnecting stream (GET /api/events) up on the bookings it missed, each once as it is now', async () => {
    const away = await openEventStream(app, '/api/events', host.headers);
    const lastSeen = (await away.waitFor((event) => event.event === 'ready')).id ?? '';
    away.close();
    const booked = await book(alice, '12:00', 'away');
    expect(booked.statusCode, booked.body).toBe(201);
    const made = booked.json().id;
    expect((await setStatus(made, 'confirmed', host)).statusCode).toBe(200);
    const guests = (await book(null, '14:00', 'passer-by')).json().id;

    const reconnect = (who: SignedIn) =>
      openEventStream(app, '/api/events', { ...who.headers, 'last-event-id': lastSeen });
    const [board, alicesStream] = await Promise.all([reconnect(host), reconnect(alice)]);
    const caughtUp = await board.waitFor((event) => isBooking(event) && bookingOf(event).id === made);
    // Made while the board was away, so new to it, and as it is now: confirmed.
    expect(bookingOf(caughtUp).status).toBe('confirmed');
    expect(changeOf(caughtUp)).toBe('made');
    expect(Number(caughtUp.id)).toBeGreaterThan(Number(lastSeen));
    await board.waitFor((event) => isBooking(event) && bookingOf(event).id === guests);
    expect(board.events.filter((event) => isBooking(event) && bookingOf(event).id === made)).toHaveLength(1);
    // A diner is caught up on their own bookings only.
    await alicesStream.waitFor((event) => isBooking(event) && bookingOf(event).id === made);
    expect(alicesStream.events.filter(isBooking).map((event) => bookingOf(event).id)).toEqual([made]);
    for (const stream of [board, alicesStream]) stream.close();
  });

  it('tells the staff when a diner cancels or changes a booking, and when a deleted account’s booking is erased', async () => {
    const leaving = await signInAs(app, { email: 'leaving@booking-stream.test', name: 'Lee' });
    const board = await open(host);
    const seen = (id: string, status: string) =>
      board.waitFor((event) => isBooking(event) && bookingOf(event).id === id && bookingOf(event).status === status);
    const first = (await book(leaving, '18:00', 'lee')).json().id;
    await seen(first, 'pending');
    const cancelled = await setStatus(first, 'cancelled', leaving);
    expect(cancelled.statusCode).toBe(200);
    await seen(first, 'cancelled');

    const moving = (await book(leaving, '17:00', 'lee')).json().id;
    await seen(moving, 'pending');
    /** The diner moves the booking to `time` (3 people): answers the board's frame of it. */
    const moveTo = async (time: string) => {
      const moved = await app.inject({
        method: 'PUT',
        url: `/api/bookings/${moving}/visit`,
        headers: leaving.headers,
        payload: { date: TOMORROW, time, party: 3 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const frame = await board.waitFor(
        (event) => isBooking(event) && bookingOf(event).id === moving && bookingOf(event).time === time,
      );
      return { booking: bookingOf(frame), change: changeOf(frame) };
    };
    expect(await moveTo('16:00')).toMatchObject({ booking: { party: 3, table: 'T2' }, change: 'changed' });
    // Once confirmed, the diner's next change waits for staff again: the board is told to reconfirm it.
    const confirmed = await setStatus(moving, 'confirmed', host);
    expect(confirmed.statusCode).toBe(200);
    await seen(moving, 'confirmed');
    expect(await moveTo('16:30')).toMatchObject({ booking: { status: 'pending' }, change: 'reconfirm' });

    const second = (await book(leaving, '18:15', 'lee')).json().id;
    await seen(second, 'pending');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${leaving.user.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const erased = await seen(second, 'cancelled');
    expect(bookingOf(erased).name).toBe('Deleted diner');
    board.close();
  });
});
