import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buyDishes, type SignedIn, signInAs } from '../../../test/helper.ts';

describe('statistics', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let soup: { _id: string; name: string; price: number };
  let pizza: { _id: string; name: string; price: number };
  const cents = (dollars: number) => Math.round(dollars * 100);

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'admin@bistro.test', role: 'admin' });
    ana = await signInAs(app, { email: 'ana@bistro.test' });
    bob = await signInAs(app, { email: 'bob@bistro.test' });
    const menu: { _id: string; name: string; price: number; category: string }[] = (
      await app.inject({ method: 'GET', url: '/api/menu' })
    ).json();
    soup = menu.find((item) => item.category === 'soups') as typeof soup;
    pizza = menu.find((item) => item.category === 'pizza') as typeof pizza;
    // Ana pays twice (soup, soup, pizza, then soup); Bob once (pizza).
    await buyDishes(app, ana, [soup._id, soup._id, pizza._id]);
    await buyDishes(app, ana, [soup._id]);
    await buyDishes(app, bob, [pizza._id]);
  });
  afterAll(() => app.close());

  const get = (url: string, who: SignedIn) => app.inject({ method: 'GET', url, headers: who.headers });

  it('gives a user their quantities and spending per dish, from their payments', async () => {
    const response = await get('/api/user-stats/ana@bistro.test', ana);
    expect(response.statusCode).toBe(200);
    const expected = [
      { name: soup.name, quantity: 3, amount: (cents(soup.price) * 3) / 100 },
      { name: pizza.name, quantity: 1, amount: pizza.price },
    ];
    expect(response.json()).toEqual({
      barChart: expected,
      pieChart: expected,
      totalQuantity: 4,
      totalCost: (cents(soup.price) * 3 + cents(pizza.price)) / 100,
      bookings: 0,
    });
  });

  it('answers zeros for someone who has not ordered yet', async () => {
    const newcomer = await signInAs(app, { email: 'new@bistro.test' });
    expect((await get('/api/user-stats/new@bistro.test', newcomer)).json()).toEqual({
      barChart: [],
      pieChart: [],
      totalQuantity: 0,
      totalCost: 0,
      bookings: 0,
    });
  });

  it('shows a user’s figures to that user and to admins only', async () => {
    expect((await get('/api/user-stats/ana@bistro.test', bob)).statusCode).toBe(403);
    expect((await get('/api/user-stats/ana@bistro.test', admin)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user-stats/ana@bistro.test' })).statusCode).toBe(401);
  });

  it('counts the restaurant’s dishes, revenue, users and orders for admins', async () => {
    const response = await get('/api/admin-stats', admin);
    expect(response.json()).toEqual({
      menuItems: (await app.inject({ method: 'GET', url: '/api/menu' })).json().length,
      revenue: (cents(soup.price) * 3 + cents(pizza.price) * 2) / 100,
      users: 4,
      orders: 3,
      // No tax or tips are set here (bill.api.test.ts has them).
      tax: 0,
      tips: 0,
      bookings: 0,
    });
    expect((await get('/api/admin-stats', ana)).statusCode).toBe(403);
  });

  it('sums sales per dish across everyone for admins', async () => {
    const response = await get('/api/order-stats', admin);
    const figures = response.json().barChart;
    expect(figures).toEqual(
      expect.arrayContaining([
        { name: soup.name, quantity: 3, amount: (cents(soup.price) * 3) / 100 },
        { name: pizza.name, quantity: 2, amount: (cents(pizza.price) * 2) / 100 },
      ]),
    );
    expect(figures).toHaveLength(2);
    expect((await get('/api/order-stats', bob)).statusCode).toBe(403);
  });
});
