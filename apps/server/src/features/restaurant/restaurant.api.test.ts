import type { RestaurantSettings, WeeklySchedule } from '@bistro/contract/restaurant';
import { weekdays } from '@bistro/contract/restaurant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_CARD, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';

const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(weekdays.map((day) => [day, [{ opens, closes }]])) as WeeklySchedule;

/** The seeded hours: 11:00–22:00 every day; pickup every 15 minutes, 20 minutes to cook. */
const usual: RestaurantSettings = {
  weekly: everyDay('11:00', '22:00'),
  exceptions: [],
  preparationMinutes: 20,
  slotMinutes: 15,
  daysAhead: 2,
  lastOrderMinutes: 30,
  maxOrdersPerSlot: 0,
};

interface Dish {
  _id: string;
  name: string;
}

describe('the restaurant’s rules', () => {
  let app: FastifyInstance;
  let dishes: Dish[];
  let admin: SignedIn;
  let cook: SignedIn;
  let people = 0;
  // Monday 23 November 2026, noon on the restaurant's clock (UTC).
  const clock = testClock(new Date('2026-11-23T12:00:00Z'));

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    admin = await signInAs(app, { email: 'rules-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
    cook = await signInAs(app, { email: 'rules-cook@bistro.test', role: 'staff', name: 'Carl Cook' });
  });
  afterAll(() => app.close());

  const request = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
    app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
  const status = async () => (await request('GET', '/api/restaurant')).json();
  const setRules = async (changes: Partial<RestaurantSettings>) => {
    const answer = await request('PUT', '/api/restaurant/settings', admin, { ...usual, ...changes });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  /** A new diner with these dishes (by index) in the cart. */
  const dinerWith = async (...dishIndexes: number[]) => {
    const who = await signInAs(app, { email: `diner${++people}@rules.test` });
    for (const index of dishIndexes) {
      const added = await request('POST', '/api/carts', who, { email: who.user.email, menuID: dishes[index]?._id });
      expect(added.statusCode, added.body).toBe(200);
    }
    return who;
  };
  const checkout = (who: SignedIn, body: object = {}) => request('POST', '/api/create-payment-intent', who, body);
  const pay = async (who: SignedIn, body: object = {}) => {
    const intent = await checkout(who, body);
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret, orderId } = intent.json();
    const confirmed = await request('POST', '/api/payments/test/confirm', who, { clientSecret, card: GOOD_CARD });
    const transactionId = confirmed.json().paymentIntent.id;
    const recorded = await request('POST', '/api/payments', who, { email: who.user.email, transactionId, cartIds: [] });
    expect(recorded.statusCode, recorded.body).toBe(200);
    return (await request('GET', `/api/orders/${orderId}`, who)).json();
  };

  beforeEach(async () => {
    clock.set('2026-11-23T12:00:00Z');
    await setRules({});
    await request('DELETE', '/api/restaurant/pause', cook);
  });

  describe('opening hours and pickup times', () => {
    it('tells anyone the hours, whether it is open, and the pickup times on offer', async () => {
      const now = await status();
      expect(now).toMatchObject({
        timeZone: 'UTC',
        now: '2026-11-23T12:00:00.000Z',
        openNow: true,
        paused: null,
        weekly: usual.weekly,
        // Noon plus 20 minutes to cook: the next quarter hour.
        asap: '2026-11-23T12:30:00.000Z',
      });
      expect(now.days).toHaveLength(7);
      expect(now.days[0]).toEqual({
        date: '2026-11-23',
        weekday: 'monday',
        windows: [{ opens: '11:00', closes: '22:00' }],
        note: null,
      });
      expect(now.pickupTimes[0]).toBe('2026-11-23T12:30:00.000Z');
      // Today, tomorrow and the day after; the last order of each day is half an hour before closing.
      expect(now.pickupTimes).toContain('2026-11-23T21:30:00.000Z');
      expect(now.pickupTimes).not.toContain('2026-11-23T21:45:00.000Z');
      expect(now.pickupTimes.at(-1)).toBe('2026-11-25T21:30:00.000Z');
    });

    it('gives an order "as soon as possible" the first pickup time, and keeps the diner’s note for the kitchen', async () => {
      const dina = await dinerWith(0, 1);
      const order = await pay(dina, { pickup: 'asap', note: '  No onions, please.\nNut allergy.  ' });
      expect(order).toMatchObject({ pickupAt: '2026-11-23T12:30:00.000Z', note: 'No onions, please.\nNut allergy.' });
      const board = (await request('GET', '/api/orders?status=pending', cook)).json();
      expect(board.find((seen: { _id: string }) => seen._id === order._id)).toMatchObject({
        pickupAt: '2026-11-23T12:30:00.000Z',
        note: 'No onions, please.\nNut allergy.',
      });
    });

    it('takes a later time on offer, and refuses one it does not offer, saying why', async () => {
      const dina = await dinerWith(0);
      const order = await pay(dina, { pickup: '2026-11-24T19:15:00.000Z' });
      expect(order.pickupAt).toBe('2026-11-24T19:15:00.000Z');

      const bert = await dinerWith(1);
      const refusals: [string, RegExp][] = [
        ['2026-11-24T03:00:00Z', /We are closed tomorrow at 3:00 AM/],
        ['2026-11-23T12:10:00Z', /not one of the pickup times offered/],
        ['2026-11-23T11:30:00Z', /not one of the pickup times offered/],
        ['2026-11-27T12:00:00Z', /not one of the pickup times offered/],
        ['2026-11-23T21:45:00Z', /not one of the pickup times offered/],
      ];
      for (const [pickup, reason] of refusals) {
        const answer = await checkout(bert, { pickup });
        expect(answer.statusCode, pickup).toBe(409);
        expect(answer.json().message).toMatch(reason);
      }
      expect((await checkout(bert, { pickup: 'tonight' })).statusCode).toBe(400);
      expect((await checkout(bert, { note: 'x'.repeat(301) })).statusCode).toBe(400);
      expect((await checkout(bert, { note: 'nul\u0000' })).statusCode).toBe(400);
    });

    it('refuses "as soon as possible" when closed, naming the next opening, and takes a later time', async () => {
      clock.set('2026-11-23T23:00:00Z');
      const state = await status();
      expect(state).toMatchObject({ openNow: false, nextOpening: '2026-11-24T11:00:00.000Z', asap: null });
      expect(state.pickupTimes[0]).toBe('2026-11-24T11:00:00.000Z');
      const dina = await dinerWith(0);
      const refused = await checkout(dina);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'We are closed now: we open again tomorrow at 11:00 AM. Choose a later pickup time.',
      );
      // Said in the language the diner's page asks in, the day and time as it writes them.
      const inFrench = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { ...dina.headers, 'accept-language': 'fr' },
        payload: {},
      });
      expect(inFrench.json().message).toBe(
        'Nous sommes fermés en ce moment : nous rouvrons demain à 11:00. Choisissez une heure de retrait plus tardive.',
      );
      expect((await pay(dina, { pickup: '2026-11-24T11:00:00.000Z' })).pickupAt).toBe('2026-11-24T11:00:00.000Z');
    });

    it('refuses "as soon as possible" when the kitchen takes no more orders before closing', async () => {
      clock.set('2026-11-23T21:20:00Z');
      const answer = await checkout(await dinerWith(0));
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'The kitchen takes no more orders before closing. Choose a later pickup time.',
      );
    });

    it('closes a day by a dated exception, with its note, and opens the day after', async () => {
      await setRules({ exceptions: [{ date: '2026-11-23', windows: [], note: 'Closed for a private party' }] });
      const state = await status();
      expect(state).toMatchObject({ openNow: false, nextOpening: '2026-11-24T11:00:00.000Z', asap: null });
      expect(state.days[0]).toMatchObject({ date: '2026-11-23', windows: [], note: 'Closed for a private party' });
      expect(state.pickupTimes[0]).toBe('2026-11-24T11:00:00.000Z');
      expect((await checkout(await dinerWith(0))).json().message).toMatch(/^We are closed now: we open again tomorrow/);
      // No day ahead either: nothing to order for at all.
      await setRules({ exceptions: [{ date: '2026-11-23', windows: [] }], daysAhead: 0 });
      expect((await status()).pickupTimes).toEqual([]);
      expect((await checkout(await dinerWith(0))).json().message).toBe(
        'We are closed now: we open again tomorrow at 11:00 AM.',
      );
    });

    it('lets only an administrator read and set the hours, and refuses hours that make no sense', async () => {
      const dina = await dinerWith();
      // Guest checkout and the bill are as GUEST_CHECKOUT, TAX_* and TIP_PRESETS say until an admin chooses.
      expect((await request('GET', '/api/restaurant/settings', admin)).json()).toEqual({
        ...usual,
        guestCheckout: false,
        lowStockThreshold: 5,
        bill: {
          taxPrices: 'exclusive',
          taxRate: 0,
          taxRates: {},
          taxRounding: 'line',
          tipPresets: [10, 15, 20],
          taxNumber: null,
        },
        orders: { accept: { mode: 'auto' } },
        tables: { firstRoundOpens: false },
      });
      expect((await request('GET', '/api/restaurant/settings', cook)).statusCode).toBe(403);
      expect((await request('PUT', '/api/restaurant/settings', dina, usual)).statusCode).toBe(403);
      expect((await request('PUT', '/api/restaurant/settings', undefined, usual)).statusCode).toBe(401);
      const bad: object[] = [
        { weekly: { ...usual.weekly, monday: [{ opens: '25:00', closes: '22:00' }] } },
        { weekly: { ...usual.weekly, sunday: undefined } },
        { exceptions: [{ date: '2026-02-30', windows: [] }] },
        {
          exceptions: [
            { date: '2026-12-25', windows: [] },
            { date: '2026-12-25', windows: [] },
          ],
        },
        { slotMinutes: 0 },
        { daysAhead: 99 },
        { maxOrdersPerSlot: -1 },
      ];
      for (const changes of bad) {
        const answer = await request('PUT', '/api/restaurant/settings', admin, { ...usual, ...changes });
        expect(answer.statusCode, JSON.stringify(changes)).toBe(400);
        expect(answer.json().message).toBeTruthy();
      }
    });

    it('tells anyone the tax number the admin sets for receipts, and none once it is cleared', async () => {
      expect((await status()).taxNumber).toBeNull();
      const settings = (await request('GET', '/api/restaurant/settings', admin)).json();
      const withNumber = { ...settings, bill: { ...settings.bill, taxNumber: 'FR 40 303 265 045' } };
      expect((await request('PUT', '/api/restaurant/settings', admin, withNumber)).statusCode).toBe(200);
      expect((await status()).taxNumber).toBe('FR 40 303 265 045');
      expect((await request('PUT', '/api/restaurant/settings', admin, settings)).statusCode).toBe(200);
      expect((await status()).taxNumber).toBeNull();
    });

    it('keeps on each order the receipt’s issuer as the restaurant stood when it was paid: a later tax number does not rewrite it', async () => {
      const settings = (await request('GET', '/api/restaurant/settings', admin)).json();
      const taxNumber = async (number: string | null) => {
        const withNumber = { ...settings, bill: { ...settings.bill, taxNumber: number } };
        expect((await request('PUT', '/api/restaurant/settings', admin, withNumber)).statusCode).toBe(200);
      };
      await taxNumber('FR 40 303 265 045');
      const paidThen = await pay(await dinerWith(0));
      await taxNumber('FR 99 999 999 999');
      const paidLater = await pay(await dinerWith(0));
      await taxNumber(null);

      expect(paidThen.issuer).toEqual({
        name: 'Bistro Boss',
        address: null,
        phone: null,
        taxNumber: 'FR 40 303 265 045',
      });
      const readAgain = (await request('GET', `/api/orders/${paidThen._id}`, admin)).json();
      expect(readAgain.issuer.taxNumber).toBe('FR 40 303 265 045');
      expect(paidLater.issuer.taxNumber).toBe('FR 99 999 999 999');
      // Not paid: no receipt, no issuer.
      const unpaid = (await checkout(await dinerWith(0))).json();
      expect((await app.ordersRepository.view(unpaid.orderId))?.issuer).toBeNull();
    });
  });

  describe('a limit of orders per pickup time', () => {
    // Each test orders on its own day, so the orders of the others take no place.
    it('moves "as soon as possible" to the next time with room, and no longer offers a full one', async () => {
      clock.set('2026-11-26T12:00:00Z');
      await setRules({ maxOrdersPerSlot: 1 });
      const first = await pay(await dinerWith(0));
      expect(first.pickupAt).toBe('2026-11-26T12:30:00.000Z');
      expect((await status()).asap).toBe('2026-11-26T12:45:00.000Z');
      expect((await status()).pickupTimes).not.toContain('2026-11-26T12:30:00.000Z');
      const second = await pay(await dinerWith(1));
      expect(second.pickupAt).toBe('2026-11-26T12:45:00.000Z');
      const third = await checkout(await dinerWith(2), { pickup: '2026-11-26T12:30:00.000Z' });
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe('The pickup time today at 12:30 PM is full: choose another one.');
    });

    it('gives the last place at a time to one of twelve diners racing for it, more than the database connections', async () => {
      clock.set('2026-11-28T12:00:00Z');
      await setRules({ maxOrdersPerSlot: 1 });
      const pickup = '2026-11-28T18:00:00.000Z';
      const racers = await Promise.all(Array.from({ length: 12 }, (_, index) => dinerWith(index % 4)));
      // Each has an order for another time already: the connections are open, and the race is close.
      await Promise.all(racers.map((who, index) => checkout(who, { pickup: `2026-11-28T1${index % 6}:00:00.000Z` })));
      const answers = await Promise.all(racers.map((who) => checkout(who, { pickup })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(11).fill(409)]);
      expect((await status()).pickupTimes).not.toContain(pickup);
    });

    it('gives a place back when its unpaid order is left for the hold time', async () => {
      clock.set('2026-12-01T12:00:00Z');
      await setRules({ maxOrdersPerSlot: 1 });
      const pickup = '2026-12-01T18:00:00.000Z';
      expect((await checkout(await dinerWith(0), { pickup })).statusCode).toBe(200);
      expect((await checkout(await dinerWith(0), { pickup })).statusCode).toBe(409);
      clock.advance(16 * 60);
      expect((await checkout(await dinerWith(0), { pickup })).statusCode).toBe(200);
    });
  });

  describe('pausing online orders', () => {
    it('lets the kitchen pause for some minutes with a message, refusing checkout until it ends', async () => {
      const dina = await dinerWith(0);
      expect((await request('PUT', '/api/restaurant/pause', dina, { minutes: 30 })).statusCode).toBe(403);
      const paused = await request('PUT', '/api/restaurant/pause', cook, {
        minutes: 30,
        message: 'The kitchen is full: back soon!',
      });
      expect(paused.statusCode).toBe(200);
      expect(paused.json()).toMatchObject({
        paused: { until: '2026-11-23T12:30:00.000Z', message: 'The kitchen is full: back soon!' },
        asap: null,
      });
      // Later times stay on offer: from the end of the pause and the 20 minutes the kitchen needs.
      expect(paused.json().pickupTimes[0]).toBe('2026-11-23T13:00:00.000Z');
      const refused = await checkout(dina);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Online ordering is paused until 12:30 PM. The kitchen is full: back soon! Choose a later pickup time.',
      );
      expect((await checkout(dina, { pickup: '2026-11-23T12:45:00.000Z' })).statusCode).toBe(409);
      const later = await checkout(dina, { pickup: '2026-11-24T18:00:00.000Z' });
      expect(later.statusCode, later.body).toBe(200);
      clock.advance(30 * 60);
      expect((await status()).paused).toBeNull();
      expect((await checkout(dina)).statusCode).toBe(200);
    });

    it('pauses until resumed, also an order already started', async () => {
      const dina = await dinerWith(0);
      expect((await checkout(dina)).statusCode).toBe(200);
      await request('PUT', '/api/restaurant/pause', admin, {});
      const forNow = 'Online ordering is paused for now. Choose a later pickup time.';
      expect((await checkout(dina)).json().message).toBe(forNow);
      clock.set('2026-11-24T12:00:00Z');
      expect((await status()).paused).toEqual({ until: null, message: null });
      expect((await checkout(dina)).json().message).toBe(forNow);
      // Where the owner takes orders for today only, nothing is left to order for: said plainly.
      await setRules({ daysAhead: 0 });
      expect((await status()).pickupTimes).toEqual([]);
      expect((await checkout(dina)).json().message).toBe(
        'Online ordering is paused for now. Orders for a later time are not taken either.',
      );
      const resumed = await request('DELETE', '/api/restaurant/pause', cook);
      expect(resumed.json().paused).toBeNull();
      expect((await checkout(dina)).statusCode).toBe(200);
    });
  });

  describe('sold-out dishes', () => {
    const availability = (who: SignedIn, dish: Dish | undefined, soldOut: string) =>
      request('PUT', `/api/menu/${dish?._id}/availability`, who, { soldOut });
    const menuItem = async (dish: Dish | undefined) =>
      ((await request('GET', '/api/menu')).json() as (Dish & { soldOut: boolean })[]).find(
        (item) => item._id === dish?._id,
      );

    it('marks a dish sold out for the rest of the day: shown, not addable, refused at checkout, back tomorrow', async () => {
      const dish = dishes[3];
      const holding = await dinerWith(3, 4);
      const marked = await availability(cook, dish, 'today');
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ soldOut: true, soldOutUntil: '2026-11-24T00:00:00.000Z' });
      expect(await menuItem(dish)).toMatchObject({ soldOut: true });

      const late = await dinerWith();
      const added = await request('POST', '/api/carts', late, { email: late.user.email, menuID: dish?._id });
      expect(added.statusCode).toBe(409);
      expect(added.json().message).toBe(`${dish?.name} is sold out for now`);

      const cart = (await request('GET', `/api/carts?email=${holding.user.email}`, holding)).json();
      expect(cart.map((line: { soldOut: boolean }) => line.soldOut)).toEqual([true, false]);
      const refused = await checkout(holding);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `${dish?.name} is sold out for now: take it out of your cart to pay for the rest.`,
      );

      clock.set('2026-11-24T00:00:00Z');
      expect(await menuItem(dish)).toMatchObject({ soldOut: false, soldOutUntil: null });
      clock.set('2026-11-24T12:00:00Z');
      expect((await checkout(holding)).statusCode).toBe(200);
    });

    it('keeps a dish sold out until further notice, until the kitchen puts it back', async () => {
      const dish = dishes[5];
      expect((await availability(admin, dish, 'indefinitely')).json()).toMatchObject({
        soldOut: true,
        soldOutUntil: null,
      });
      clock.set('2026-11-30T12:00:00Z');
      expect(await menuItem(dish)).toMatchObject({ soldOut: true });
      expect((await availability(cook, dish, 'no')).json()).toMatchObject({ soldOut: false });
      expect(await menuItem(dish)).toMatchObject({ soldOut: false });
    });

    it('takes a payment started before its dish sold out and ordering paused, and tells the kitchen so', async () => {
      const dish = dishes[6];
      const dina = await dinerWith(6);
      const started = await checkout(dina);
      expect(started.statusCode, started.body).toBe(200);
      const { clientSecret, orderId } = started.json();
      const confirmed = await request('POST', '/api/payments/test/confirm', dina, { clientSecret, card: GOOD_CARD });

      // While the card was being confirmed, the kitchen ran out and paused.
      expect((await availability(cook, dish, 'today')).statusCode).toBe(200);
      expect((await request('PUT', '/api/restaurant/pause', cook, { minutes: 30 })).statusCode).toBe(200);

      const transactionId = confirmed.json().paymentIntent.id;
      const recorded = await request('POST', '/api/payments', dina, {
        email: dina.user.email,
        transactionId,
        cartIds: [],
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const onTheBoard = (await request('GET', '/api/orders?status=pending', cook)).json() as {
        _id: string;
        paidDespite: string | null;
      }[];
      expect(onTheBoard.find((order) => order._id === orderId)?.paidDespite).toBe(
        `Paid after ${dish?.name} was marked sold out and online ordering was paused.`,
      );
      await availability(cook, dish, 'no');
    });

    it('says nothing to the kitchen of an order paid under the rules it started with', async () => {
      const order = await pay(await dinerWith(7));
      expect(order).toMatchObject({ status: 'pending', paidDespite: null });
    });

    it('lets only the kitchen and administrators mark dishes', async () => {
      const dina = await dinerWith();
      expect((await availability(dina, dishes[0], 'today')).statusCode).toBe(403);
      expect((await request('PUT', `/api/menu/${dishes[0]?._id}/availability`)).statusCode).toBe(401);
      expect((await availability(cook, dishes[0], 'tomorrow')).statusCode).toBe(400);
      expect(
        (await availability(cook, { _id: '00000000-0000-4000-8000-000000000000', name: '' }, 'today')).statusCode,
      ).toBe(404);
    });
  });
});

describe('the restaurant’s clock in another time zone', () => {
  let app: FastifyInstance;
  const clock = testClock(new Date('2026-11-23T10:30:00Z'));

  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_TIME_ZONE: 'Europe/Paris' }, { clock });
    const admin = await signInAs(app, { email: 'paris-admin@bistro.test', role: 'admin' });
    await app.inject({ method: 'PUT', url: '/api/restaurant/settings', headers: admin.headers, payload: usual });
  });
  afterAll(() => app.close());

  it('opens at 11:00 in Paris, which is 10:00 UTC in winter', async () => {
    const state = (await app.inject({ method: 'GET', url: '/api/restaurant' })).json();
    expect(state).toMatchObject({ timeZone: 'Europe/Paris', openNow: true, asap: '2026-11-23T11:00:00.000Z' });
    clock.set('2026-11-23T21:30:00Z');
    expect((await app.inject({ method: 'GET', url: '/api/restaurant' })).json()).toMatchObject({
      openNow: false,
      nextOpening: '2026-11-24T10:00:00.000Z',
    });
  });
});
