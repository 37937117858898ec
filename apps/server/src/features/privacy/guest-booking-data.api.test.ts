import { ERASED_DINER } from '@bistro/contract/privacy';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, outboxMessages, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';
import { saveBookingSetup } from '../../../test/seated-bookings.ts';

/**
 * A guest's table booking, its data and its erasure by the signed key of its link (PGlite here,
 * PostgreSQL in the server:postgres project). The restaurant is in UTC, open 17:00–23:00; it is
 * Sunday, November 22, 2026, noon.
 */
const NOW = '2026-11-22T12:00:00Z';
const DAY = '2026-12-01';

describe('a guest’s booking and their data', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  const clock = testClock(new Date(NOW));
  let guests = 0;

  beforeAll(async () => {
    app = await buildTestApp({ GUEST_BOOKINGS: 'true', RESTAURANT_PHONE: '+1 555 0100' }, { clock });
    owner = await signInAs(app, { email: 'owner@guest-data.test', role: 'admin' });
    await openEvenings(app, owner);
    await saveBookingSetup(app, owner, {
      tables: [
        { name: 'T1', seats: 4 },
        { name: 'T2', seats: 4 },
        { name: 'T3', seats: 4 },
      ],
      slotMinutes: 30,
      stayMinutes: [{ upTo: 50, minutes: 90 }],
      leadMinutes: 0,
      daysAhead: 60,
      largestParty: 8,
      confirm: 'staff',
      cancelCutoffMinutes: 120,
    });
  });
  afterAll(() => app.close());

  /** A guest's booking on DAY at `time`: its id, key and the guest's address. */
  async function book(time: string) {
    const email = `guest${++guests}@guest-data.test`;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/guest/bookings',
      payload: { date: DAY, time, party: 2, name: 'Gina Guest', phone: '555 0100 31', email, note: 'Window, please' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, key } = answer.json() as { id: string; key: string };
    return { id, key, email };
  }
  const dataUrl = (id: string, key: string) => `/api/guest/bookings/${id}/data?key=${encodeURIComponent(key)}`;
  const download = (id: string, key: string) => app.inject({ method: 'GET', url: dataUrl(id, key) });
  const erase = (id: string, key: string) => app.inject({ method: 'DELETE', url: dataUrl(id, key) });
  const open = (id: string, key: string) =>
    app.inject({ method: 'GET', url: `/api/guest/bookings/${id}?key=${encodeURIComponent(key)}` });

  it('downloads the booking its key opens as a JSON file, and nothing of anyone else', async () => {
    const gina = await book('19:00');
    const other = await book('19:00');
    const data = await download(gina.id, gina.key);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.headers['content-disposition']).toBe(`attachment; filename="bistro-boss-booking-${DAY}.json"`);
    expect(data.headers['cache-control']).toBe('no-store');
    expect(data.json()).toMatchObject({ profile: null, orders: [], payments: [], reviews: [] });
    expect(data.json().bookings).toEqual([
      expect.objectContaining({
        id: gina.id,
        date: DAY,
        time: '19:00',
        party: 2,
        name: 'Gina Guest',
        email: gina.email,
        phone: '555 0100 31',
        note: 'Window, please',
        status: 'pending',
      }),
    ]);
    // Another booking's key, a forged one, none: 404 or 400, as the booking's page answers.
    expect((await download(gina.id, other.key)).statusCode).toBe(404);
    expect((await download(gina.id, `${gina.key.split('.')[0]}.forged`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/guest/bookings/${gina.id}/data` })).statusCode).toBe(400);
    expect((await download('not-a-uuid', gina.key)).statusCode).toBe(400);
  });

  it('erases the guest’s details from that booking only, once its visit is past, and mails them', async () => {
    const gina = await book('21:00');
    const other = await book('21:00');
    // Still to come: the restaurant needs the details; the guest is told to cancel first.
    const early = await erase(gina.id, gina.key);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toContain(`Your booking on ${DAY} at 21:00 is still to come: cancel it first`);
    // Past the cut-off, cancelling is by phone.
    clock.set(`${DAY}T19:30:00Z`);
    expect((await erase(gina.id, gina.key)).json().message).toContain('call us on +1 555 0100 to cancel it');
    clock.set(NOW);
    expect((await erase(gina.id, other.key)).statusCode).toBe(404);

    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/guest/bookings/${gina.id}?key=${encodeURIComponent(gina.key)}`,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const erased = await erase(gina.id, gina.key);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ erasedBookings: 1 });
    const mail = await waitForMail(app, gina.email, /details are erased/);
    expect(mail.text).toContain(`erased from your table booking of ${DAY} at 21:00`);

    // The booking stays (its time, party and status) without the guest's details.
    expect((await open(gina.id, gina.key)).json()).toMatchObject({
      date: DAY,
      time: '21:00',
      party: 2,
      status: 'cancelled',
      name: ERASED_DINER.name,
      email: ERASED_DINER.email,
      phone: '',
      note: null,
    });
    const day = await app.inject({ method: 'GET', url: `/api/bookings?date=${DAY}`, headers: owner.headers });
    expect(day.json().find((booking: { id: string }) => booking.id === gina.id)).toMatchObject({
      name: ERASED_DINER.name,
    });
    // The other guest's booking keeps its details.
    expect((await open(other.id, other.key)).json()).toMatchObject({ name: 'Gina Guest', email: other.email });
    // Again: nothing left to erase, and no second mail.
    expect((await erase(gina.id, gina.key)).json()).toEqual({ erasedBookings: 0 });
    const mails = (await outboxMessages(app)).filter((message) => message.to.includes(gina.email));
    expect(mails.filter((message) => /details are erased/.test(message.subject))).toHaveLength(1);
  });

  it('erases a booking whose visit is over without cancelling it', async () => {
    const gina = await book('17:00');
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${gina.id}`,
      headers: owner.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    clock.set(`${DAY}T20:00:00Z`);
    try {
      expect((await erase(gina.id, gina.key)).json()).toEqual({ erasedBookings: 1 });
      expect((await open(gina.id, gina.key)).json()).toMatchObject({ status: 'confirmed', name: ERASED_DINER.name });
    } finally {
      clock.set(NOW);
    }
  });
});
