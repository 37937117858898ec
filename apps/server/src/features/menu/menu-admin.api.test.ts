import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

const dish = {
  name: 'Gazpacho',
  category: 'soup',
  price: 8.75,
  recipe: 'Cold tomato soup',
  image: '/images/menu/x.webp',
};

describe('menu administration', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let customer: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'admin@bistro.test', role: 'admin' });
    customer = await signInAs(app, { email: 'customer@bistro.test' });
  });
  afterAll(() => app.close());

  const menu = async () =>
    (await app.inject({ method: 'GET', url: '/api/menu' })).json() as {
      _id: string;
      name: string;
      price: number;
      category: string;
      sections: string[];
      collections: string[];
    }[];

  it('lets an admin add, change and delete a dish, each visible on the public menu at once', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/menu', headers: admin.headers, payload: dish });
    expect(created.statusCode).toBe(200);
    const id = created.json().insertedId;
    // An older client's category (the spec's singular "soup") names the section Soups.
    expect((await menu()).find((item) => item._id === id)).toMatchObject({
      name: 'Gazpacho',
      price: 8.75,
      sections: ['soups'],
      category: 'soups',
      collections: [],
    });

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${id}`,
      headers: admin.headers,
      payload: { price: 9.25 },
    });
    expect(changed.json()).toEqual({ modifiedCount: 1 });
    expect((await menu()).find((item) => item._id === id)?.price).toBe(9.25);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/menu/${id}`, headers: admin.headers });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect((await menu()).find((item) => item._id === id)).toBeUndefined();
  });

  it('refuses customers (403) and visitors (401), changing nothing', async () => {
    const before = await menu();
    const [first] = before;
    for (const headers of [customer.headers, {}]) {
      const expected = 'authorization' in headers ? 403 : 401;
      expect((await app.inject({ method: 'POST', url: '/api/menu', headers, payload: dish })).statusCode).toBe(
        expected,
      );
      expect(
        (await app.inject({ method: 'PATCH', url: `/api/menu/${first?._id}`, headers, payload: { price: 1 } }))
          .statusCode,
      ).toBe(expected);
      expect((await app.inject({ method: 'DELETE', url: `/api/menu/${first?._id}`, headers })).statusCode).toBe(
        expected,
      );
    }
    expect(await menu()).toEqual(before);
  });

  it('tells a customer 403 before looking at the body, so the schema’s details stay with admins', async () => {
    // Staff change a dish's count with PATCH: a customer is told who may.
    for (const [method, url, who] of [
      ['POST', '/api/menu', 'an administrator'],
      ['PATCH', `/api/menu/${(await menu())[0]?._id}`, 'the kitchen staff and administrators'],
      ['PATCH', '/api/menu/not-an-id', 'the kitchen staff and administrators'],
    ] as const) {
      const response = await app.inject({ method, url, headers: customer.headers, payload: { price: 'free' } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'Forbidden', message: `Only ${who} can do this` });
    }
  });

  it('explains what is wrong with a dish', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { category: 'soup' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((detail: { path: string }) => detail.path)).toEqual(
      expect.arrayContaining(['name', 'price', 'image']),
    );
    const badPrice = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { ...dish, price: 8.755 },
    });
    expect(badPrice.json().message).toContain('Price can have at most two decimals');
    const before = (await menu()).length;
    for (const sections of [['starters'], ['popular']]) {
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/menu',
        headers: admin.headers,
        payload: { ...dish, category: undefined, sections },
      });
      expect(unknown.statusCode, sections[0]).toBe(400);
    }
    const starters = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { ...dish, category: undefined, sections: ['soups', 'starters'] },
    });
    expect(starters.json().message).toBe('No section has the slug starters');
    const both = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { ...dish, sections: ['soups'] },
    });
    expect(both.json().message).toContain('Send sections, or an older client’s category, not both');
    expect((await menu()).length).toBe(before);
  });

  it('puts a dish in one or more sections and in the collections, shown in each, and moves it between them', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: {
        ...dish,
        category: undefined,
        name: 'Gazpacho Pizza',
        sections: ['pizza', 'soups'],
        collections: ['popular'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().insertedId;
    expect((await menu()).find((item) => item._id === id)).toMatchObject({
      sections: ['pizza', 'soups'],
      category: 'pizza',
      collections: ['popular'],
    });

    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${id}`,
      headers: admin.headers,
      payload: { sections: ['soups'], collections: ['offered', 'popular'] },
    });
    expect(moved.json()).toEqual({ modifiedCount: 1 });
    expect((await menu()).find((item) => item._id === id)).toMatchObject({
      sections: ['soups'],
      category: 'soups',
      collections: ['offered', 'popular'],
    });
  });

  it('tells an older client that Popular and Today’s offer are collections, not categories', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { ...dish, category: 'popular' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(
      'Popular and Today’s offer are collections now: send the dish’s sections, and its collections',
    );
  });

  it('answers 404 for an unknown dish', async () => {
    const unknown = '2f1c1a9e-8c1e-4a7e-9a55-6f2f5c2b9d10';
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/menu/${unknown}`,
          headers: admin.headers,
          payload: { price: 3 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/menu/${unknown}`, headers: admin.headers })).json(),
    ).toEqual({ deletedCount: 0 });
  });

  it('removes a deleted dish from carts, and keeps it in the payment history', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { ...dish, name: 'Short-lived' },
    });
    const id = created.json().insertedId;
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: customer.headers, payload });
    const line = (await post('/api/carts', { email: customer.user.email, menuID: id })).json().insertedId;
    const { clientSecret } = (await post('/api/create-payment-intent', {})).json();
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
    const { paymentIntent } = (await post('/api/payments/test/confirm', { clientSecret, card })).json();
    await post('/api/payments', { email: customer.user.email, transactionId: paymentIntent.id, cartIds: [line] });
    await post('/api/carts', { email: customer.user.email, menuID: id });

    await app.inject({ method: 'DELETE', url: `/api/menu/${id}`, headers: admin.headers });
    const cart = await app.inject({
      method: 'GET',
      url: `/api/carts?email=${customer.user.email}`,
      headers: customer.headers,
    });
    expect(cart.json()).toEqual([]);
    const history = await app.inject({
      method: 'GET',
      url: `/api/payment?email=${customer.user.email}`,
      headers: customer.headers,
    });
    expect(history.json()).toEqual([expect.objectContaining({ transactionId: paymentIntent.id, price: dish.price })]);
  });
});
