import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

describe('cart API', () => {
  let app: FastifyInstance;
  let ana: SignedIn;
  let bob: SignedIn;
  let dishes: { _id: string; name: string; price: number; image: string }[];

  beforeAll(async () => {
    app = await buildTestApp();
    ana = await signInAs(app, { email: 'ana@bistro.test' });
    bob = await signInAs(app, { email: 'bob@bistro.test' });
    dishes = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
  });
  afterAll(() => app.close());

  const add = (who: SignedIn, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/carts', headers: who.headers, payload: body });
  const list = (who: SignedIn, email = who.user.email) =>
    app.inject({ method: 'GET', url: `/api/carts?email=${encodeURIComponent(email)}`, headers: who.headers });

  it('adds a dish built from the menu, whatever price the browser sends', async () => {
    const dish = dishes[0];
    const added = await add(ana, {
      email: 'ana@bistro.test',
      menuID: dish?._id,
      name: 'Free lunch',
      image: '/x',
      price: 0.01,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ insertedId: expect.any(String) });
    await expect(list(ana).then((r) => r.json())).resolves.toEqual([
      {
        _id: added.json().insertedId,
        menuID: dish?._id,
        name: dish?.name,
        image: dish?.image,
        price: dish?.price,
        quantity: 1,
        soldOut: false,
        choices: [],
      },
    ]);
  });

  it('lists lines in the order they were added; adding a dish again raises its quantity', async () => {
    const [, second, third] = dishes;
    const first = await add(ana, { email: 'ana@bistro.test', menuID: second?._id });
    await add(ana, { email: 'ana@bistro.test', menuID: third?._id });
    const again = await add(ana, { email: 'ana@bistro.test', menuID: second?._id });
    expect(again.json().insertedId).toBe(first.json().insertedId);
    const lines = (await list(ana))
      .json()
      .map((line: { name: string; quantity: number }) => [line.name, line.quantity]);
    expect(lines.slice(-2)).toEqual([
      [second?.name, 2],
      [third?.name, 1],
    ]);
  });

  it('sets a line’s quantity with the steppers, within 1 to 50, on the owner’s lines only', async () => {
    const line = (await list(ana)).json().find((item: { menuID: string }) => item.menuID === dishes[1]?._id);
    const patch = (who: SignedIn, quantity: unknown) =>
      app.inject({ method: 'PATCH', url: `/api/carts/${line._id}`, headers: who.headers, payload: { quantity } });
    expect((await patch(ana, 5)).json()).toEqual({ modifiedCount: 1 });
    expect((await list(ana)).json().find((item: { _id: string }) => item._id === line._id).quantity).toBe(5);
    for (const bad of [0, -1, 51, 1.5, '3', null]) expect((await patch(ana, bad)).statusCode).toBe(400);
    expect((await patch(bob, 9)).json()).toEqual({ modifiedCount: 0 });
    expect((await list(ana)).json().find((item: { _id: string }) => item._id === line._id).quantity).toBe(5);
  });

  it('adds several of a dish at once (dishes chosen before signing in), never over 50 on a line', async () => {
    const cy = await signInAs(app, { email: 'cy@bistro.test' });
    const dish = dishes[3];
    const first = await add(cy, { email: 'cy@bistro.test', menuID: dish?._id, quantity: 3 });
    expect(first.statusCode).toBe(200);
    const quantity = async () =>
      (await list(cy)).json().find((item: { menuID: string }) => item.menuID === dish?._id).quantity;
    expect(await quantity()).toBe(3);
    await add(cy, { email: 'cy@bistro.test', menuID: dish?._id, quantity: 2 });
    expect(await quantity()).toBe(5);
    await add(cy, { email: 'cy@bistro.test', menuID: dish?._id, quantity: 50 });
    expect(await quantity()).toBe(50);
    for (const bad of [0, 51, 2.5, '2']) {
      expect((await add(cy, { email: 'cy@bistro.test', menuID: dish?._id, quantity: bad })).statusCode).toBe(400);
    }
  });

  it('refuses an unknown dish with 404 and a malformed id with 400', async () => {
    const unknown = await add(ana, { email: 'ana@bistro.test', menuID: '2f1c1a9e-8c1e-4a7e-9a55-6f2f5c2b9d10' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This dish is no longer on the menu');
    expect((await add(ana, { email: 'ana@bistro.test', menuID: 'pizza' })).statusCode).toBe(400);
    // Whose cart it is, is checked first: someone else's (or no one's) address is not the caller's.
    expect((await add(ana, { email: 'not-an-email', menuID: dishes[0]?._id })).statusCode).toBe(403);
  });

  it('keeps each cart to its owner', async () => {
    expect((await list(bob, 'ana@bistro.test')).statusCode).toBe(403);
    expect((await add(bob, { email: 'ana@bistro.test', menuID: dishes[0]?._id })).statusCode).toBe(403);
    const [anaLine] = (await list(ana)).json();
    const stolen = await app.inject({ method: 'DELETE', url: `/api/carts/${anaLine._id}`, headers: bob.headers });
    expect(stolen.json()).toEqual({ deletedCount: 0 });
    expect((await list(ana)).json()).toContainEqual(anaLine);
    expect((await list(bob)).json()).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/carts?email=ana@bistro.test' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/carts', payload: {} })).statusCode).toBe(401);
  });

  it('deletes the owner’s own line', async () => {
    const before = (await list(ana)).json();
    const response = await app.inject({ method: 'DELETE', url: `/api/carts/${before[0]._id}`, headers: ana.headers });
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect((await list(ana)).json()).toHaveLength(before.length - 1);
  });
});
