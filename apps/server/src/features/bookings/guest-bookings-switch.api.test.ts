import type { BookingSetup } from '@bistro/contract/bookings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppOnHandle,
  createTestDatabase,
  type SignedIn,
  signInAs,
  testClock,
  testConfig,
} from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';
import type { DatabaseHandle } from '../../db/connect.ts';

/**
 * Whether visitors may book without an account: GUEST_BOOKINGS until the owner chooses on the
 * set-up, then the owner's choice, read from the database by every process at once (two app
 * processes on one database here; PGlite, and PostgreSQL in the server:postgres project).
 */
const DAY = '2026-12-01';

const setup: BookingSetup = {
  tables: [{ name: 'T1', seats: 4 }],
  slotMinutes: 30,
  stayMinutes: [{ upTo: 50, minutes: 60 }],
  leadMinutes: 0,
  daysAhead: 60,
  largestParty: 4,
  confirm: 'auto',
  cancelCutoffMinutes: 60,
};

describe('guest bookings switched by the owner', () => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let owner: SignedIn;
  const clock = testClock(new Date('2026-11-22T12:00:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase();
    // One site's configuration (its signing keys among it), two processes.
    const config = await testConfig();
    first = await buildAppOnHandle(config, database, clock);
    second = await buildAppOnHandle(config, database, clock);
    owner = await signInAs(first, { email: 'owner@switch.test', role: 'admin' });
    await openEvenings(first, owner);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const putSetup = (payload: BookingSetup) =>
    first.inject({ method: 'PUT', url: '/api/bookings/setup', headers: owner.headers, payload });
  const guestsMay = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/bookings/rules' })).json().guests as boolean;
  let guests = 0;
  const bookAsGuest = (app: FastifyInstance, time: string) =>
    app.inject({
      method: 'POST',
      url: '/api/guest/bookings',
      payload: { date: DAY, time, party: 2, name: 'Gil', phone: '555 0100 41', email: `gil${++guests}@switch.test` },
    });

  it('follows GUEST_BOOKINGS until the owner chooses, then the owner’s choice in every process at once', async () => {
    expect((await putSetup(setup)).json()).toMatchObject({ guests: false });
    expect(await guestsMay(second)).toBe(false);
    expect((await bookAsGuest(second, '17:00')).statusCode).toBe(403);

    const on = await putSetup({ ...setup, guests: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ guests: true });
    // The other process reads it from the database: no restart, no wait.
    expect(await guestsMay(second)).toBe(true);
    const booked = await bookAsGuest(second, '17:00');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'confirmed', key: expect.any(String) });

    // A set-up saved without the switch keeps the owner's choice.
    expect((await putSetup({ ...setup, cancelCutoffMinutes: 30 })).json()).toMatchObject({ guests: true });
    const read = await second.inject({ method: 'GET', url: '/api/bookings/setup', headers: owner.headers });
    expect(read.json()).toMatchObject({ cancelCutoffMinutes: 30, guests: true });

    expect((await putSetup({ ...setup, guests: false })).json()).toMatchObject({ guests: false });
    expect(await guestsMay(first)).toBe(false);
    expect(await guestsMay(second)).toBe(false);
    const refused = await bookAsGuest(second, '19:00');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Log in to book a table');
  });

  it('lets an owner turn guest bookings off where GUEST_BOOKINGS is on', async () => {
    const site = await buildAppOnHandle(
      await testConfig({ GUEST_BOOKINGS: 'true' }),
      await createTestDatabase(),
      clock,
    );
    try {
      const admin = await signInAs(site, { email: 'owner@on.test', role: 'admin' });
      expect(await guestsMay(site)).toBe(true);
      const saved = await site.inject({
        method: 'PUT',
        url: '/api/bookings/setup',
        headers: admin.headers,
        payload: { ...setup, guests: false },
      });
      expect(saved.json()).toMatchObject({ guests: false });
      expect(await guestsMay(site)).toBe(false);
      expect((await bookAsGuest(site, '17:00')).statusCode).toBe(403);
    } finally {
      await site.close();
      await site.database.close();
    }
  });
});
