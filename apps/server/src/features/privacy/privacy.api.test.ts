import { ERASED_DINER, RECENT_SIGN_IN_MINUTES } from '@bistro/contract/privacy';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  GOOD_CARD,
  outboxMessages,
  type SignedIn,
  sessionCookie,
  signInAs,
  signUpWithIdentity,
  TEST_ORIGIN,
  testClock,
  waitForMail,
} from '../../../test/helper.ts';
import { orderHoldingCode } from '../../../test/promo-orders.ts';
import { authAccounts, authUsers } from '../../db/schema.ts';

interface Dish {
  _id: string;
  name: string;
  price: number;
}

describe('a diner’s own data', () => {
  let app: FastifyInstance;
  let dishes: Dish[];
  let admin: SignedIn;
  let people = 0;
  const clock = testClock(new Date());

  beforeAll(async () => {
    app = await buildTestApp({ GUEST_CHECKOUT: 'true', RESTAURANT_LANGUAGES: 'en,fr' }, { clock });
    dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    admin = await signInAs(app, { email: 'privacy-admin@bistro.test', role: 'admin', name: 'Ada Admin' });
  });
  afterAll(() => app.close());

  const as = (who: SignedIn | { authorization: string }) => ('headers' in who ? who.headers : who);
  const get = (who: SignedIn | { authorization: string }, url: string) =>
    app.inject({ method: 'GET', url, headers: as(who) });
  // Each deletion from an address of its own: the password guesses per address are limited.
  let addresses = 0;
  const deleteMe = (who: SignedIn | { authorization: string }, payload?: object, cookie?: string) =>
    app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...as(who), ...(cookie ? { cookie } : {}) },
      remoteAddress: `127.0.4.${++addresses}`,
      ...(payload ? { payload } : {}),
    });
  /** Moves an order through these statuses as the kitchen does. */
  async function move(orderId: string, ...statuses: string[]) {
    for (const status of statuses) {
      const moved = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}`,
        headers: admin.headers,
        payload: { status, ...(status === 'cancelled' ? { reason: 'closing' } : {}) },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  const pickedUp = (orderId: string) => move(orderId, 'preparing', 'ready', 'completed');

  /** An account made through the identity service, with its session cookie and API token. */
  async function signUp(password = 'leaving-pass-42') {
    const email = `privacy${++people}@bistro.test`;
    const cookie = await signUpWithIdentity(app, { email, password, name: 'Pat Private' });
    const token = (
      await app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie, origin: TEST_ORIGIN }, payload: {} })
    ).json().token as string;
    const user = await app.usersRepository.findByEmail(email);
    if (!user) throw new Error('no user record');
    return { email, password, cookie, auth: { authorization: `Bearer ${token}` }, userId: user.id };
  }

  /** Pays for a dish with a phone and a note, as checkout does: the paid order's id. */
  async function buy(auth: { authorization: string }, email: string, promoCode?: string): Promise<string> {
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: auth, payload });
    const added = await post('/api/carts', { email, menuID: (dishes[0] as Dish)._id });
    expect(added.statusCode, added.body).toBe(200);
    const started = await post('/api/create-payment-intent', {
      phone: '+1 555 010 0142',
      note: 'No onions, I am Pat',
      ...(promoCode ? { promoCode } : {}),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, orderId } = started.json();
    const { paymentIntent } = (await post('/api/payments/test/confirm', { clientSecret, card: GOOD_CARD })).json();
    const recorded = await post('/api/payments', { email, transactionId: paymentIntent.id, cartIds: [] });
    expect(recorded.statusCode, recorded.body).toBe(200);
    return orderId;
  }

  const orderAsAdmin = async (orderId: string) => (await get(admin, `/api/orders/${orderId}`)).json();
  const books = async () => ({
    revenue: (await get(admin, '/api/admin-stats')).json().revenue as number,
    orders: (await get(admin, '/api/admin-stats')).json().orders as number,
    perDish: (await get(admin, '/api/order-stats')).json(),
  });

  it('downloads the profile, the orders with their lines and the payments as a JSON file', async () => {
    const diner = await signUp();
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: diner.auth,
      payload: { phone: '+1 555 010 0142' },
    });
    const orderId = await buy(diner.auth, diner.email);

    const exported = await get(diner.auth, '/api/me/export');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="bistro-boss-my-data.json"');
    expect(exported.headers['cache-control']).toBe('no-store');
    const data = exported.json();
    expect(Object.keys(data).sort()).toEqual([
      'addresses',
      'bookings',
      'exportedAt',
      'orders',
      'payments',
      'profile',
      'reviews',
    ]);
    expect(data.profile).toMatchObject({ name: 'Pat Private', email: diner.email, phone: '+1 555 010 0142' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      _id: orderId,
      status: 'pending',
      customerName: 'Pat Private',
      email: diner.email,
      note: 'No onions, I am Pat',
      lines: [{ menuID: (dishes[0] as Dish)._id, name: (dishes[0] as Dish).name, quantity: 1 }],
    });
    expect(data.payments).toEqual([
      expect.objectContaining({ orderId, email: diner.email, price: (dishes[0] as Dish).price }),
    ]);

    // Nobody else's: another diner's export has none of it, and an anonymous caller gets nothing.
    const other = await signInAs(app, { email: 'other-exporter@bistro.test' });
    const theirs = (await get(other, '/api/me/export')).json();
    expect(theirs.orders).toEqual([]);
    expect(theirs.payments).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });

  it('refuses a deletion without the password, or with a wrong one, and deletes nothing', async () => {
    const diner = await signUp();
    const missing = await deleteMe(diner.auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter your password to delete your account');
    const empty = await deleteMe(diner.auth, {});
    expect(empty.statusCode).toBe(400);
    const wrong = await deleteMe(diner.auth, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That is not your password: nothing was deleted');
    // Said in the language the page asks in.
    const inFrench = { ...diner.auth, 'accept-language': 'fr' };
    expect((await deleteMe(inFrench, { password: 'not-the-password' })).json().message).toBe(
      'Ce n’est pas votre mot de passe : rien n’a été supprimé',
    );
    const inArabic = { ...diner.auth, 'accept-language': 'ar' };
    expect((await deleteMe(inArabic)).json().message).toBe('أدخل كلمة المرور لحذف حسابك');
    for (const payload of [{ password: 42 }, { password: 'x'.repeat(5000) }, { idToken: ['a'] }]) {
      expect((await deleteMe(diner.auth, payload)).statusCode).toBe(400);
    }
    const notJson = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...diner.auth, 'content-type': 'application/json' },
      payload: '{"password":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await get(diner.auth, '/api/users/me')).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/me', payload: { password: diner.password } })).statusCode,
    ).toBe(401);
  });

  it('refuses while an order is not picked up or cancelled, saying which, then deletes the account everywhere at once', async () => {
    const diner = await signUp();
    // A second browser: its own identity session and API token.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: diner.email, password: diner.password },
    });
    const otherCookie = sessionCookie(elsewhere.headers['set-cookie']);
    const otherToken = (
      await app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie: otherCookie, origin: TEST_ORIGIN },
        payload: {},
      })
    ).json().token;
    const code = await app.inject({
      method: 'POST',
      url: '/api/promo-codes',
      headers: admin.headers,
      payload: { code: 'BYEBYE10', percentOff: 10 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const orderId = await buy(diner.auth, diner.email, 'BYEBYE10');
    const { number, total } = await orderAsAdmin(orderId);
    // Another order started with the code and not paid: its use is held for the diner.
    const unpaid = await orderHoldingCode(app, {
      codeId: code.json().id,
      diner: { userId: diner.userId, email: diner.email, verified: true },
    });
    await app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: diner.auth,
      payload: { email: diner.email, menuID: (dishes[1] as Dish)._id },
    });

    const refused = await deleteMe(diner.auth, { password: diner.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Your order #${number} (paid, waiting for the kitchen) is not picked up, delivered or cancelled yet: the account can be deleted after that`,
    );
    expect(refused.json().details).toEqual({ openOrders: [{ number, status: 'pending' }] });
    const inFrench = { ...diner.auth, 'accept-language': 'fr-FR,fr;q=0.9' };
    expect((await deleteMe(inFrench, { password: diner.password })).json().message).toBe(
      `Votre commande n° ${number} (payée, en attente de la cuisine) n’est pas encore retirée, livrée ou annulée : le compte pourra être supprimé ensuite`,
    );
    const inArabic = { ...diner.auth, 'accept-language': 'ar' };
    expect((await deleteMe(inArabic, { password: diner.password })).json().message).toBe(
      `طلبك رقم ${number} (مدفوع، بانتظار المطبخ) لم يُستلم أو يُوصَّل أو يُلغَ بعد: يمكن حذف الحساب بعد ذلك`,
    );

    await pickedUp(orderId);
    const before = await books();
    const deleted = await deleteMe(diner.auth, { password: diner.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ erasedOrders: 1 });

    // Every session and token of the account ends at once.
    expect((await get(diner.auth, '/api/users/me')).statusCode).toBe(401);
    expect((await get({ authorization: `Bearer ${otherToken}` }, '/api/users/me')).statusCode).toBe(401);
    for (const cookie of [diner.cookie, otherCookie]) {
      const renewal = await app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: {},
      });
      expect(renewal.statusCode).toBe(401);
    }
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: diner.email, password: diner.password },
    });
    expect(signIn.statusCode).toBe(401);

    // The books keep the order and its payment, without the diner.
    const kept = await orderAsAdmin(orderId);
    expect(kept).toMatchObject({
      number,
      total,
      status: 'completed',
      customerName: ERASED_DINER.name,
      email: ERASED_DINER.email,
      phone: null,
      note: null,
    });
    expect(kept.lines).toHaveLength(1);
    expect(await books()).toEqual(before);
    const payment = await app.payments.findByOrder(orderId);
    expect(payment).toMatchObject({ email: ERASED_DINER.email, userId: null, priceCents: Math.round(total * 100) });
    const uses = await get(admin, `/api/promo-codes/${code.json().id}/uses`);
    expect(uses.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId, diner: ERASED_DINER.email, state: 'counted' }),
        expect.objectContaining({ orderId: unpaid.id, diner: ERASED_DINER.email }),
      ]),
    );
    expect(uses.json()).toHaveLength(2);
    expect(await app.ordersRepository.findById(unpaid.id)).toBeUndefined();

    // The cart is gone: whoever signs up with the address next starts empty and sees no orders.
    const next = await signInAs(app, { email: diner.email });
    expect((await get(next, `/api/carts?email=${diner.email}`)).json()).toEqual([]);
    expect((await get(next, '/api/me/export')).json()).toMatchObject({ orders: [], payments: [] });

    const mail = await waitForMail(app, diner.email, /^Your Bistro Boss account is deleted$/);
    expect(mail.text).toContain('As you asked, your Bistro Boss account is deleted');
    expect(mail.text).toContain('without your name, email address, phone number or notes');
  });

  it('asks an account without a password for a sign-in of the last few minutes instead', async () => {
    const diner = await signUp();
    // An account made with Google sign-in: an identity session, and no password.
    const [identity] = await app.database.db.select().from(authUsers).where(eq(authUsers.email, diner.email));
    await app.database.db
      .update(authAccounts)
      .set({ password: null, providerId: 'google' })
      .where(eq(authAccounts.userId, identity?.id ?? ''));

    const tokenOnly = await deleteMe(diner.auth, { password: 'anything-at-all' });
    expect(tokenOnly.statusCode).toBe(403);
    expect(tokenOnly.json().message).toBe(
      `Sign in again to delete your account: an account without a password is deleted within ${RECENT_SIGN_IN_MINUTES} minutes of signing in`,
    );
    clock.advance((RECENT_SIGN_IN_MINUTES + 1) * 60);
    try {
      expect((await deleteMe(diner.auth, {}, diner.cookie)).statusCode).toBe(403);
    } finally {
      clock.set(new Date());
    }
    const stranger = await signUp();
    expect((await deleteMe(diner.auth, {}, stranger.cookie)).statusCode).toBe(403);

    const deleted = await deleteMe(diner.auth, {}, diner.cookie);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(diner.auth, '/api/users/me')).statusCode).toBe(401);
  });

  it('lets an admin delete a user the same way, keeping the books, and refuses while an order is open', async () => {
    const diner = await signUp();
    const orderId = await buy(diner.auth, diner.email);
    const deleteUser = () =>
      app.inject({ method: 'DELETE', url: `/api/users/${diner.userId}`, headers: admin.headers });
    const refused = await deleteUser();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This diner’s order #\d+ \(paid, waiting for the kitchen\) is not picked up/,
    );

    await move(orderId, 'cancelled');
    const before = await books();
    expect((await deleteUser()).json()).toEqual({ deletedCount: 1 });
    expect(await orderAsAdmin(orderId)).toMatchObject({
      status: 'cancelled',
      customerName: ERASED_DINER.name,
      email: ERASED_DINER.email,
      phone: null,
      note: null,
    });
    expect(await books()).toEqual(before);
    expect((await get(diner.auth, '/api/users/me')).statusCode).toBe(401);
    const mail = await waitForMail(app, diner.email, /^Your Bistro Boss account is deleted$/);
    expect(mail.text).toContain('The restaurant has deleted your Bistro Boss account');
    expect((await deleteUser()).json()).toEqual({ deletedCount: 0 });
  });

  it('writes the mail of a deleted account in the language the account chose', async () => {
    const diner = await signUp();
    const french = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: as(diner.auth),
      payload: { language: 'fr' },
    });
    expect(french.statusCode, french.body).toBe(200);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/users/${diner.userId}`, headers: admin.headers });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const mail = await waitForMail(app, diner.email, /^Votre compte Bistro Boss est supprimé$/);
    expect(mail.text).toContain('Bonjour Pat Private,');
    expect(mail.text).toContain('Le restaurant a supprimé votre compte Bistro Boss');
  });

  describe('for a guest, through the signed link of their order', () => {
    let remote = 0;
    async function payAsGuest(email: string) {
      const remoteAddress = `127.0.3.${++remote}`;
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress });
      const started = await post('/api/guest/create-payment-intent', {
        name: 'Gil Guest',
        email,
        phone: '+1 555 010 0199',
        note: 'Ring twice',
        lines: [{ menuId: (dishes[0] as Dish)._id, quantity: 2 }],
      });
      expect(started.statusCode, started.body).toBe(200);
      const { clientSecret, orderId, orderKey } = started.json();
      const { paymentIntent } = (
        await post('/api/guest/payments/test/confirm', { clientSecret, card: GOOD_CARD })
      ).json();
      const recorded = await post('/api/guest/payments', { orderId, key: orderKey, transactionId: paymentIntent.id });
      expect(recorded.statusCode, recorded.body).toBe(200);
      return { orderId: orderId as string, key: orderKey as string };
    }
    const dataUrl = (orderId: string, key: string) =>
      `/api/guest/orders/${orderId}/data?key=${encodeURIComponent(key)}`;

    it('downloads that order and its payment, and erases the guest’s details from it alone', async () => {
      const first = await payAsGuest('gil@bistro.test');
      const second = await payAsGuest('gil@bistro.test');

      const exported = await app.inject({ method: 'GET', url: dataUrl(first.orderId, first.key) });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="bistro-boss-order-\d+\.json"$/);
      const data = exported.json();
      expect(data.profile).toBeNull();
      expect(data.orders.map((order: { _id: string }) => order._id)).toEqual([first.orderId]);
      expect(data.orders[0]).toMatchObject({ email: 'gil@bistro.test', phone: '+1 555 010 0199', note: 'Ring twice' });
      expect(data.payments).toEqual([expect.objectContaining({ orderId: first.orderId, email: 'gil@bistro.test' })]);

      const erase = (orderId: string, key: string) => app.inject({ method: 'DELETE', url: dataUrl(orderId, key) });
      const early = await erase(first.orderId, first.key);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/^Order #\d+ is not picked up, delivered or cancelled yet/);

      await pickedUp(first.orderId);
      const before = await books();
      expect((await erase(first.orderId, first.key)).json()).toEqual({ erasedOrders: 1 });
      expect(await orderAsAdmin(first.orderId)).toMatchObject({
        customerName: ERASED_DINER.name,
        email: ERASED_DINER.email,
        phone: null,
        note: null,
        status: 'completed',
      });
      expect(await books()).toEqual(before);
      // Whoever proves the placeholder's address gets none of the erased orders.
      const prover = await signInAs(app, { email: ERASED_DINER.email });
      expect(await app.orders.diners.joinGuestOrders(prover.user.id, ERASED_DINER.email)).toBe(0);
      expect(await orderAsAdmin(first.orderId)).toMatchObject({ email: ERASED_DINER.email });
      // The key proved one order, not the address: the guest's other order keeps its details.
      expect(await orderAsAdmin(second.orderId)).toMatchObject({ email: 'gil@bistro.test', note: 'Ring twice' });
      await waitForMail(app, 'gil@bistro.test', /^Bistro Boss: your details are erased from order #\d+$/);
      // Asking again changes nothing and mails nobody.
      const mails = (await outboxMessages(app)).length;
      expect((await erase(first.orderId, first.key)).json()).toEqual({ erasedOrders: 0 });
      expect((await outboxMessages(app)).length).toBe(mails);
    });

    it('refuses another order’s key, a forged or missing key, and an order that belongs to an account', async () => {
      const mine = await payAsGuest('gina@bistro.test');
      const theirs = await payAsGuest('someone-else@bistro.test');
      await pickedUp(theirs.orderId);
      for (const method of ['GET', 'DELETE'] as const) {
        expect((await app.inject({ method, url: dataUrl(theirs.orderId, mine.key) })).statusCode).toBe(404);
        expect((await app.inject({ method, url: dataUrl(theirs.orderId, `${theirs.key}x`) })).statusCode).toBe(404);
        expect((await app.inject({ method, url: `/api/guest/orders/${theirs.orderId}/data` })).statusCode).toBe(400);
        expect((await app.inject({ method, url: dataUrl('not-an-id', mine.key) })).statusCode).toBe(400);
      }
      expect(await orderAsAdmin(theirs.orderId)).toMatchObject({ email: 'someone-else@bistro.test' });

      const diner = await signUp();
      const accountOrder = await buy(diner.auth, diner.email);
      await pickedUp(accountOrder);
      const key = await app.orders.checkout.guestOrderKey(accountOrder);
      const refused = await app.inject({ method: 'DELETE', url: dataUrl(accountOrder, key ?? '') });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/belongs to an account: sign in/);
    });
  });
});

describe('the restaurant’s last administrator', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('cannot delete their own account until someone else is an admin', async () => {
    const password = 'only-admin-pass-9';
    const cookie = await signUpWithIdentity(app, { email: 'only-admin@bistro.test', password, name: 'Olly Owner' });
    const token = (
      await app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie, origin: TEST_ORIGIN }, payload: {} })
    ).json().token;
    const owner = await app.usersRepository.findByEmail('only-admin@bistro.test');
    expect(await app.usersRepository.setRole(owner?.id ?? '', 'admin')).toBe(1);
    const leave = () =>
      app.inject({
        method: 'DELETE',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
        payload: { password },
      });

    const refused = await leave();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The restaurant needs an administrator: make someone else admin first');
    expect(
      (await app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);

    await signInAs(app, { email: 'next-admin@bistro.test', role: 'admin' });
    expect((await leave()).json()).toEqual({ erasedOrders: 0 });
  });
});
