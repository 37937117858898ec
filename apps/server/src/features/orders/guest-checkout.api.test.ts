import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  GOOD_CARD,
  sessionCookie,
  signInAs,
  signUpWithIdentity,
  TEST_ORIGIN,
  testClock,
  waitForMail,
} from '../../../test/helper.ts';
import { GUEST_INTENTS_PER_ADDRESS, GUEST_INTENTS_PER_EMAIL } from './guest-checkout-routes.ts';
import { GUEST_UNPAID_ORDER_MINUTES } from './steps/unpaid.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
}

let guests = 0;
/** Who a guest says they are, with a fresh address each time (the limits are per address). */
const guest = (email = `guest${++guests}@bistro.test`) => ({ name: 'Gil Guest', email, phone: '+1 555 010 0199' });

describe('guest checkout, switched off (the default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refuses a guest’s payment and says to sign in, as the spec’s checkout does', async () => {
    const dish = (await app.inject({ method: 'GET', url: '/api/menu' })).json()[0] as Dish;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/guest/create-payment-intent',
      payload: { ...guest(), lines: [{ menuId: dish._id, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/signed-in diners only: log in or sign up/);
    expect((await app.inject({ method: 'GET', url: '/api/restaurant' })).json().guestCheckout).toBe(false);
    expect((await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: {} })).statusCode).toBe(401);
    const quote = await app.inject({
      method: 'POST',
      url: '/api/guest/checkout/quote',
      payload: { lines: [{ menuId: dish._id, quantity: 1 }] },
    });
    expect(quote.statusCode).toBe(403);
  });

  it('lets an admin switch it on in the settings, and a PUT without it leaves it as it was', async () => {
    const admin = await signInAs(app, { email: 'guest-admin@bistro.test', role: 'admin' });
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    expect(settings.guestCheckout).toBe(false);
    const put = (body: object) =>
      app.inject({ method: 'PUT', url: '/api/restaurant/settings', headers: admin.headers, payload: body });
    expect((await put({ ...settings, guestCheckout: true })).json().guestCheckout).toBe(true);
    const { guestCheckout: _, ...withoutIt } = settings;
    expect((await put(withoutIt)).json().guestCheckout).toBe(true);
    expect((await put({ ...settings, guestCheckout: false })).json().guestCheckout).toBe(false);
  });
});

describe('guest checkout with GUEST_CHECKOUT=true', () => {
  let app: FastifyInstance;
  let dishes: Dish[];
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ GUEST_CHECKOUT: 'true' }, { clock });
    dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
  });
  afterAll(() => app.close());

  // Each test from a client address of its own, and a browser of its own (the checkout token its
  // cookie keeps): the limits per address are tested on their own.
  let addresses = 0;
  let remoteAddress = '127.0.1.0';
  let cookie = '';
  beforeEach(() => {
    remoteAddress = `127.0.1.${++addresses}`;
    cookie = '';
  });
  const post = async (url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
    cookie = sessionCookie(response.headers['set-cookie']) || cookie;
    return response;
  };
  const lineOf = (dish: Dish, quantity = 1) => ({ menuId: dish._id, quantity });
  const startGuest = (who: ReturnType<typeof guest>, extra: object = {}) =>
    post('/api/guest/create-payment-intent', { ...who, lines: [lineOf(dishes[0] as Dish, 2)], ...extra });

  /** Pays as a guest with the test card, as the payment page does: the order's id and key. */
  async function payAsGuest(who = guest()) {
    const started = await startGuest(who);
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, orderId, orderKey } = started.json();
    const confirmed = await post('/api/guest/payments/test/confirm', { clientSecret, card: GOOD_CARD });
    const { id: transactionId } = confirmed.json().paymentIntent;
    const recorded = await post('/api/guest/payments', { orderId, key: orderKey, transactionId });
    expect(recorded.statusCode, recorded.body).toBe(200);
    return { orderId: orderId as string, orderKey: orderKey as string, who };
  }
  const openGuestOrder = (orderId: string, key: string) =>
    app.inject({ method: 'GET', url: `/api/guest/orders/${orderId}?key=${encodeURIComponent(key)}` });

  it('says so to the browser', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/restaurant' })).json().guestCheckout).toBe(true);
  });

  it('makes an order with the guest’s details, priced by the server whatever the browser says', async () => {
    const dish = dishes[0] as Dish;
    const who = guest();
    const tampered = await startGuest(who, { price: 0.5 });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().message).toMatch(/^Your cart changed: its total is now \$/);

    const { orderId, orderKey } = await payAsGuest(who);
    const order = (await openGuestOrder(orderId, orderKey)).json();
    expect(order).toMatchObject({
      _id: orderId,
      status: 'pending',
      email: who.email,
      customerName: 'Gil Guest',
      phone: '+1 555 010 0199',
      lines: [{ menuID: dish._id, name: dish.name, quantity: 2, price: dish.price }],
      total: Math.round(dish.price * 200) / 100,
    });
    const row = await app.ordersRepository.findById(orderId);
    expect(row?.userId).toBeNull();
  });

  it('quotes a guest’s lines with a tip as the payment will charge them, and charges that', async () => {
    const dish = dishes[0] as Dish;
    const quote = await post('/api/guest/checkout/quote', { lines: [lineOf(dish, 2)], tip: { amount: 3 } });
    expect(quote.statusCode, quote.body).toBe(200);
    const subtotal = Math.round(dish.price * 200) / 100;
    expect(quote.json()).toMatchObject({ subtotal, tip: 3, total: subtotal + 3 });
    const started = await startGuest(guest(), { tip: { amount: 3 }, price: quote.json().total });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ amount: subtotal + 3, subtotal, tip: 3 });
  });

  it('mails the paid order with a signed link that opens it, built from PUBLIC_URL', async () => {
    const { orderId, who } = await payAsGuest();
    const mail = await waitForMail(app, who.email, /is paid/);
    expect(mail.link).toMatch(new RegExp(`^${TEST_ORIGIN}/guest-order/${orderId}\\?key=`));
    const key = new URL(mail.link ?? '').searchParams.get('key') ?? '';
    expect((await openGuestOrder(orderId, key)).json()._id).toBe(orderId);
    // The receipt's signed link opens the same order with the same key.
    const receipt = mail.text.match(/Your receipt, to print or keep: (\S+)/)?.[1] ?? '';
    expect(receipt).toBe(`${TEST_ORIGIN}/guest-order/${orderId}/receipt?key=${encodeURIComponent(key)}`);
    const { paymentReference } = (await openGuestOrder(orderId, key)).json();
    expect(paymentReference).toBeTruthy();
    expect(mail.text).toContain(`Payment reference: ${paymentReference}`);
  });

  it('refuses a tampered key, another order’s key and an expired one, 30 days after pickup', async () => {
    const first = await payAsGuest();
    const second = await payAsGuest();
    const [expires, signature = ''] = first.orderKey.split('.');
    const flipped = `${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const later = `${(Number.parseInt(expires ?? '0', 36) + 86_400).toString(36)}.${signature}`;
    for (const key of [flipped, later, second.orderKey, 'nonsense']) {
      const refused = await openGuestOrder(first.orderId, key);
      expect(refused.statusCode, key).toBe(404);
      expect(refused.body).not.toContain('555 010 0199');
    }
    const pickupAt = (await app.ordersRepository.findById(first.orderId))?.pickupAt as Date;
    clock.set(new Date(pickupAt.getTime() + 29 * 24 * 3600_000));
    expect((await openGuestOrder(first.orderId, first.orderKey)).statusCode).toBe(200);
    clock.set(new Date(pickupAt.getTime() + 30 * 24 * 3600_000 + 1000));
    expect((await openGuestOrder(first.orderId, first.orderKey)).statusCode).toBe(404);
    clock.set(new Date('2026-11-22T12:00:00Z'));
  });

  it('answers the same order and intent when Pay is pressed again, and does not record a stranger’s payment', async () => {
    const who = guest();
    const first = (await startGuest(who)).json();
    const again = (await startGuest(who)).json();
    expect(again).toEqual(first);
    const { paymentIntent } = (
      await post('/api/guest/payments/test/confirm', { clientSecret: first.clientSecret, card: GOOD_CARD })
    ).json();
    const other = await payAsGuest();
    const stolen = await post('/api/guest/payments', {
      orderId: first.orderId,
      key: other.orderKey,
      transactionId: paymentIntent.id,
    });
    expect(stolen.statusCode).toBe(402);
    const record = { orderId: first.orderId, key: first.orderKey, transactionId: paymentIntent.id };
    const paid = await post('/api/guest/payments', record);
    expect((await post('/api/guest/payments', record)).json()).toEqual(paid.json());
  });

  it('keeps the restaurant’s rules: a sold-out dish is refused, as is a paused kitchen', async () => {
    const cook = await signInAs(app, { email: 'guest-cook@bistro.test', role: 'staff' });
    const dish = dishes[1] as Dish;
    const asCook = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: cook.headers, ...(payload ? { payload } : {}) });
    await asCook('PUT', `/api/menu/${dish._id}/availability`, { soldOut: 'today' });
    const soldOut = await post('/api/guest/create-payment-intent', { ...guest(), lines: [lineOf(dish)] });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe(
      `${dish.name} is sold out for now: take it out of your cart to pay for the rest.`,
    );
    await asCook('PUT', `/api/menu/${dish._id}/availability`, { soldOut: 'no' });

    await asCook('PUT', '/api/restaurant/pause', { message: 'Back soon' });
    const paused = await startGuest(guest());
    expect(paused.statusCode).toBe(409);
    await asCook('DELETE', '/api/restaurant/pause');
  });

  it('refuses a guest without a valid phone, name or email, naming the field', async () => {
    const lines = [lineOf(dishes[0] as Dish)];
    for (const [field, value] of [
      ['phone', '12'],
      ['email', 'not-an-address'],
      ['name', ''],
    ] as const) {
      const refused = await post('/api/guest/create-payment-intent', { ...guest(), lines, [field]: value });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    const noPhone = await post('/api/guest/create-payment-intent', { name: 'Gil', email: 'x@bistro.test', lines });
    expect(noPhone.statusCode).toBe(400);
  });

  it(`limits payment attempts to ${GUEST_INTENTS_PER_EMAIL} per email address in 15 minutes`, async () => {
    const who = guest();
    for (let attempt = 0; attempt < GUEST_INTENTS_PER_EMAIL; attempt++) {
      expect((await startGuest(who)).statusCode).toBe(200);
    }
    const limited = await startGuest(who);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many payments started for this email address: try again in 15 minutes');
    remoteAddress = '127.0.2.1';
    expect((await startGuest(who)).statusCode, 'from another address too').toBe(429);
    expect((await startGuest(guest())).statusCode).toBe(200);
  });

  it(`limits payment attempts to ${GUEST_INTENTS_PER_ADDRESS} per client address in 15 minutes, whatever the email`, async () => {
    for (let attempt = 0; attempt < GUEST_INTENTS_PER_ADDRESS; attempt++) {
      expect((await startGuest(guest())).statusCode).toBe(200);
      // Each order waits its while and is let go: the unpaid orders an address may have waiting are another limit.
      clock.advance(GUEST_UNPAID_ORDER_MINUTES * 60 + 1);
    }
    expect((await startGuest(guest())).statusCode).toBe(429);
    clock.set(new Date('2026-11-22T12:00:00Z'));
  });

  it('joins the guest’s orders to an account with that address once it is verified, not on sign-up alone', async () => {
    const email = `joiner${++guests}@bistro.test`;
    const { orderId } = await payAsGuest(guest(email));
    const cookie = await signUpWithIdentity(app, { email });
    const token = async () =>
      (await app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie, origin: TEST_ORIGIN } })).json().token;
    const ordersOf = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${await token()}` } })
      ).json() as { _id: string }[];
    expect(await ordersOf()).toEqual([]);
    expect((await app.ordersRepository.findById(orderId))?.userId).toBeNull();

    const confirmation = await waitForMail(app, email, /confirm/i);
    const link = new URL(confirmation.link ?? '');
    const confirmed = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { cookie } });
    expect(confirmed.statusCode).toBeLessThan(400);
    expect((await ordersOf()).map((order) => order._id)).toEqual([orderId]);
  });
});
