import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, requestAs, type SignedIn, signInAs, testClock, waitForMail } from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';
import { saveBookingSetup } from '../../../test/seated-bookings.ts';

/**
 * A booking's mails are written in the language of the page it was requested from
 * (docs/languages.md), on a site offered in English (its default) and French. The restaurant is
 * in UTC, open 17:00–23:00; it is Sunday, November 22, 2026, noon.
 */
describe('the language of a booking', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let staff: SignedIn;
  const clock = testClock(new Date('2026-11-22T12:00:00Z'));

  beforeAll(async () => {
    app = await buildTestApp(
      { RESTAURANT_LANGUAGES: 'en,fr', RESTAURANT_PHONE: '+33 1 23 45 67 89', GUEST_BOOKINGS: 'true' },
      { clock },
    );
    admin = await signInAs(app, { email: 'owner@booking-language.test', role: 'admin' });
    staff = await signInAs(app, { email: 'host@booking-language.test', role: 'staff' });
    await openEvenings(app, admin);
    await saveBookingSetup(app, admin, {
      tables: [{ name: 'T1', seats: 4 }],
      slotMinutes: 15,
      stayMinutes: [{ upTo: 50, minutes: 90 }],
      leadMinutes: 60,
      daysAhead: 30,
      largestParty: 4,
      confirm: 'staff',
      cancelCutoffMinutes: 120,
      bookingsPerDiner: 50,
    });
  });
  afterAll(() => app.close());

  const book = (email: string, time: string, language?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/guest/bookings',
      payload: {
        date: '2026-11-23',
        time,
        party: 3,
        name: 'Margaux',
        phone: '+33 6 12 34 56 78',
        email,
        ...(language ? { language } : {}),
      },
    });

  it('writes every mail of a booking requested from a French page in French, its calendar event too', async () => {
    const email = 'margaux@booking-language.test';
    const booked = await book(email, '19:30', 'fr');
    expect(booked.statusCode, booked.body).toBe(201);
    const requested = await waitForMail(app, email, /^Nous avons reçu votre demande de réservation$/);
    expect(requested.text).toMatch(
      /^Bonjour Margaux,\n\nNous avons reçu votre demande pour une table pour 3 personnes, /,
    );
    expect(requested.text).toContain('Des questions ? Appelez-nous au +33 1 23 45 67 89');
    expect(requested.text).toMatch(/Votre réservation : http/);

    const { id } = booked.json();
    expect((await requestAs(app, staff, 'PATCH', `/api/bookings/${id}`, { status: 'confirmed' })).statusCode).toBe(200);
    const confirmed = await waitForMail(app, email, /^Votre table est réservée$/);
    // With its calendar event attached, the mail has parts: its text, then the event (base64).
    const [text = '', event = ''] = confirmed.text.split(/^----_\S+$/m).slice(1);
    const readable = text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, '%$1');
    expect(decodeURIComponent(readable)).toContain('L’événement pour votre agenda est joint.');
    expect(decodeURIComponent(readable)).toContain('lun. 23 nov. à 19:30');
    expect(decodeURIComponent(readable)).not.toMatch(/Hello|table for|Your booking| at /);
    const ics = Buffer.from(event.split('\n\n')[1] ?? '', 'base64').toString('utf8');
    expect(ics).toContain('SUMMARY:Bistro Boss : table pour 3 personnes');
  });

  it('writes them in the default language for a booking without a language, or in one not offered', async () => {
    for (const [email, time, language] of [
      ['none@booking-language.test', '17:00', undefined],
      ['german@booking-language.test', '21:30', 'de'],
    ] as const) {
      expect((await book(email, time, language)).statusCode).toBe(201);
      const mail = await waitForMail(app, email, /^We have your booking request$/);
      expect(mail.text).toMatch(/^Hello Margaux,\n\nWe have your request for a table for 3 people, /);
    }
  });
});
