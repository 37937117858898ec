import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  buyDishes,
  type SignedIn,
  sessionCookie,
  signInAs,
  signUpWithIdentity,
} from '../../../test/helper.ts';

describe('user administration', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'admin@bistro.test', role: 'admin', name: 'Ada Admin' });
  });
  afterAll(() => app.close());

  const users = async (who: SignedIn) => app.inject({ method: 'GET', url: '/api/users', headers: who.headers });
  /** The kitchen hands the order over: a diner is deleted only once none of their orders is open. */
  const pickUp = async (orderId: string) => {
    for (const status of ['preparing', 'ready', 'completed']) {
      await app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, headers: admin.headers, payload: { status } });
    }
  };
  const deleteUser = (id: string) => app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin.headers });

  it('lists every user with name, email and role, for admins only', async () => {
    const customer = await signInAs(app, { email: 'list-me@bistro.test', name: 'Lis' });
    const listed = await users(admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        { _id: admin.user.id, name: 'Ada Admin', email: 'admin@bistro.test', role: 'admin' },
        { _id: customer.user.id, name: 'Lis', email: 'list-me@bistro.test', role: 'user' },
      ]),
    );
    expect((await users(customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('promotes a user, who is an admin from their next request on', async () => {
    const rising = await signInAs(app, { email: 'rising@bistro.test' });
    expect((await users(rising)).statusCode).toBe(403);
    const promoted = await app.inject({
      method: 'PATCH',
      url: `/api/users/admin/${rising.user.id}`,
      headers: admin.headers,
    });
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    // The role is read from the database on every request, so the old token now carries admin rights.
    expect((await users(rising)).statusCode).toBe(200);
  });

  it('deletes a user: their token, sign-in and cart end; an admin cannot delete themselves', async () => {
    const cookie = await signUpWithIdentity(app, { email: 'leaving@bistro.test', password: 'leaving-pass' });
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie, origin: 'http://localhost:5000' },
        payload: {},
      })
    ).json().token;
    const leaving = (await users(admin)).json().find((user: { email: string }) => user.email === 'leaving@bistro.test');

    const deleted = await app.inject({ method: 'DELETE', url: `/api/users/${leaving._id}`, headers: admin.headers });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const withOldToken = await app.inject({
      method: 'GET',
      url: '/api/carts?email=leaving@bistro.test',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withOldToken.statusCode).toBe(401);
    const withOldSession = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie, origin: 'http://localhost:5000' },
      payload: {},
    });
    expect(withOldSession.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:5000' },
      payload: { email: 'leaving@bistro.test', password: 'leaving-pass' },
    });
    expect(sessionCookie(signIn.headers['set-cookie'])).not.toContain('session_token=');

    const self = await app.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}`, headers: admin.headers });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account');
  });

  it('keeps a deleted user’s payments for the books', async () => {
    const buyer = await signInAs(app, { email: 'buyer@bistro.test' });
    const [dish] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    await pickUp((await buyDishes(app, buyer, [dish._id])).orderId);
    expect((await deleteUser(buyer.user.id)).json()).toEqual({ deletedCount: 1 });
    const revenue = (await app.inject({ method: 'GET', url: '/api/admin-stats', headers: admin.headers })).json();
    expect(revenue.orders).toBe(1);
    expect(revenue.revenue).toBe(dish.price);
  });

  it('shows none of a deleted customer’s history to whoever registers that email next', async () => {
    const first = await signInAs(app, { email: 'reused@bistro.test', name: 'First Owner' });
    const [dish, other] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    await pickUp((await buyDishes(app, first, [dish._id])).orderId);
    await app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: first.headers,
      payload: { email: 'reused@bistro.test', menuID: other._id },
    });
    expect((await deleteUser(first.user.id)).json()).toEqual({ deletedCount: 1 });

    const next = await signInAs(app, { email: 'reused@bistro.test', name: 'Next Owner' });
    expect(next.user.id).not.toBe(first.user.id);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: next.headers });
    expect((await get('/api/payment?email=reused@bistro.test')).json()).toEqual([]);
    expect((await get('/api/carts?email=reused@bistro.test')).json()).toEqual([]);
    expect((await get('/api/user-stats/reused@bistro.test')).json()).toEqual({
      barChart: [],
      pieChart: [],
      totalCost: 0,
      totalQuantity: 0,
      bookings: 0,
    });
    // An admin looking the address up sees the current account's figures, not the deleted one's.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user-stats/reused@bistro.test', headers: admin.headers })).json()
        .totalQuantity,
    ).toBe(0);
  });

  it('refuses customers', async () => {
    const customer = await signInAs(app, { email: 'nosy@bistro.test' });
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/users/admin/${customer.user.id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/users/${admin.user.id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);
  });
});
