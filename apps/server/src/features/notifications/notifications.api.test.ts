import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  buyDishes,
  outboxMessages,
  type SignedIn,
  signInAs,
  testClock,
  waitForMail,
} from '../../../test/helper.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';
import { saveBookingSetup } from '../../../test/seated-bookings.ts';
import { startSmsStandIn } from '../../../test/sms-stand-in.ts';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'sms-auth-token';
const KITCHEN = 'kitchen@bistro.test';

// The restaurant's own notifications of new paid orders and booking requests: mail to
// RESTAURANT_EMAIL and to the staff who asked, text messages through a stand-in for Twilio's
// Messages API to those who asked with a phone.
describe('the restaurant hears of each new order and booking request', () => {
  const clock = testClock(new Date('2026-11-22T12:00:00Z'));
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let app: FastifyInstance;
  let admin: SignedIn;
  let texter: SignedIn;
  let quiet: SignedIn;
  let diner: SignedIn;
  let dishId: string;

  beforeAll(async () => {
    sms = await startSmsStandIn({ accountSid: ACCOUNT, authToken: TOKEN });
    app = await buildTestApp(
      {
        RESTAURANT_EMAIL: KITCHEN,
        SMS_URL: sms.url,
        SMS_ACCOUNT_SID: ACCOUNT,
        SMS_AUTH_TOKEN: TOKEN,
        SMS_FROM: '+15005550006',
        RESTAURANT_LANGUAGES: 'en,fr',
      },
      { clock },
    );
    admin = await signInAs(app, { email: 'owner@notices.test', role: 'admin', name: 'Olive Owner' });
    texter = await signInAs(app, { email: 'cook@notices.test', role: 'staff', name: 'Carl Cook' });
    quiet = await signInAs(app, { email: 'quiet@notices.test', role: 'staff', name: 'Quentin Quiet' });
    diner = await signInAs(app, { email: 'dina@notices.test', name: 'Dina Diner' });
    dishId = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0]._id;
  });
  afterAll(async () => {
    await app.close();
    await sms.close();
  });

  const choose = (who: SignedIn | undefined, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/notifications/me', headers: who?.headers ?? {}, payload });
  const setPhone = (who: SignedIn, phone: string | null) =>
    app.inject({ method: 'PATCH', url: '/api/users/me', headers: who.headers, payload: { phone } });
  const mailTo = async (to: string, subject: RegExp) =>
    (await outboxMessages(app)).filter((message) => message.to === to && subject.test(message.subject));

  it('lets staff and admins choose a mail and a text message, a text only to a phone with its country code', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications/me', headers: texter.headers })).json()).toEqual(
      {
        mail: false,
        sms: false,
        phone: null,
        smsAvailable: true,
      },
    );
    const noPhone = await choose(texter, { mail: true, sms: true });
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json().message).toMatch(/Give your phone with its country code/);
    await setPhone(texter, '07700 900123');
    expect((await choose(texter, { mail: true, sms: true })).statusCode).toBe(409);
    await setPhone(texter, '+44 7700 900123');
    const chosen = await choose(texter, { mail: true, sms: true });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ mail: true, sms: true, phone: '+44 7700 900123', smsAvailable: true });
    expect((await choose(admin, { mail: true, sms: false })).statusCode).toBe(200);

    expect((await choose(diner, { mail: true, sms: false })).statusCode).toBe(403);
    expect((await choose(undefined, { mail: true, sms: false })).statusCode).toBe(401);
    expect((await choose(admin, { mail: 'yes', sms: false })).statusCode).toBe(400);
  });

  it('mails RESTAURANT_EMAIL and whoever asked of a new paid order, and texts the cook who asked', async () => {
    const before = sms.received.length;
    const { orderId } = await buyDishes(app, diner, [dishId]);
    const number = (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })).json()
      .number;
    const subject = new RegExp(`^New order #${number}: pickup`);
    const restaurant = await waitForMail(app, KITCHEN, subject);
    expect(restaurant.text).toContain('http://localhost:5000/dashboard/orders');
    await waitForMail(app, texter.user.email, subject);
    await waitForMail(app, admin.user.email, subject);
    await vi.waitFor(() => expect(sms.received.length).toBe(before + 1));
    expect(sms.received.at(-1)).toMatchObject({ to: '+447700900123', from: '+15005550006' });
    expect(sms.received.at(-1)?.body).toMatch(new RegExp(`^New order #${number}, pickup .*/dashboard/orders$`));
    expect(await mailTo(quiet.user.email, subject)).toEqual([]);
  });

  it('tells each reader in their account’s language, RESTAURANT_EMAIL in the restaurant’s', async () => {
    const french = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: admin.headers,
      payload: { language: 'fr' },
    });
    expect(french.statusCode, french.body).toBe(200);
    const { orderId } = await buyDishes(app, diner, [dishId]);
    const number = (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })).json()
      .number;
    const inFrench = await waitForMail(app, admin.user.email, new RegExp(`^Nouvelle commande n° ${number} : retrait`));
    expect(inFrench.text).toContain(`La commande n° ${number} est payée`);
    expect(inFrench.text).toContain('Le tableau de cuisine : http://localhost:5000/dashboard/orders');
    await waitForMail(app, KITCHEN, new RegExp(`^New order #${number}: pickup`));
    await waitForMail(app, texter.user.email, new RegExp(`^New order #${number}: pickup`));
  });

  it('keeps taking orders and mailing when the SMS provider fails', async () => {
    sms.failNext();
    const before = sms.received.length;
    const { orderId } = await buyDishes(app, diner, [dishId]);
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })).json();
    expect(order.status).toBe('pending');
    await waitForMail(app, KITCHEN, new RegExp(`^New order #${order.number}`));
    expect(sms.received.length).toBe(before);
  });

  it('tells the restaurant of a booking request, not of a booking staff made for a caller', async () => {
    await openEvenings(app, admin);
    await saveBookingSetup(app, admin, {
      tables: [{ name: 'T1', seats: 4 }],
      slotMinutes: 15,
      stayMinutes: [{ upTo: 4, minutes: 90 }],
      leadMinutes: 60,
      daysAhead: 30,
      largestParty: 4,
      confirm: 'staff',
      cancelCutoffMinutes: 60,
    });
    const book = (who: SignedIn, name: string, time = '19:00') =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: who.headers,
        payload: { date: '2026-11-27', time, party: 2, name, phone: '+1 555 0199', email: who.user.email },
      });
    const before = sms.received.length;
    expect((await book(diner, 'Dina Diner')).statusCode).toBe(201);
    const request = await waitForMail(app, KITCHEN, /^Booking request: a table for 2 people, Fri, Nov 27 at 7:00 PM$/);
    expect(request.text).toContain('It waits for you to confirm or decline it');
    expect(request.text).toContain('http://localhost:5000/dashboard/bookings');
    await waitForMail(app, texter.user.email, /^Booking request/);
    const inFrench = await waitForMail(app, admin.user.email, /^Demande de réservation : une table pour 2 personnes, /);
    expect(inFrench.text).toContain('Dina Diner (+1 555 0199)');
    expect(inFrench.text).toContain('Elle attend que vous la confirmiez ou la refusiez');
    await vi.waitFor(() => expect(sms.received.length).toBe(before + 1));
    expect(sms.received.at(-1)?.body).toMatch(/^Booking request: a table for 2 people, Fri, Nov 27 at 7:00 PM/);

    expect((await book(texter, 'Called In', '20:30')).statusCode).toBe(201);
    expect((await book(diner, 'Dina Again', '17:00')).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await mailTo(KITCHEN, /^Booking request/)).toHaveLength(2));
    expect(sms.received.length).toBe(before + 2);
  });
});

describe('a site that sends no text messages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('says so, and refuses a text message to anyone', async () => {
    const cook = await signInAs(app, { email: 'cook@no-sms.test', role: 'staff' });
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: cook.headers,
      payload: { phone: '+44 7700 900123' },
    });
    const mine = await app.inject({ method: 'GET', url: '/api/notifications/me', headers: cook.headers });
    expect(mine.json()).toMatchObject({ smsAvailable: false });
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/notifications/me',
      headers: cook.headers,
      payload: { mail: true, sms: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/SMS_URL/);
  });
});
