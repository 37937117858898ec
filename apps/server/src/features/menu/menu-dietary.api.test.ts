import type { MenuItem } from '@bistro/contract/menu';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

const dish = {
  name: 'Pesto Gnocchi',
  sections: ['specials'],
  collections: ['offered'],
  price: 13.5,
  recipe: 'Potato gnocchi, basil pesto, parmesan and pine nuts.',
  image: '/images/menu/x.webp',
};

describe('allergens and dietary labels on the menu', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'admin@bistro.test', role: 'admin' });
  });
  afterAll(() => app.close());

  const menu = async () => (await app.inject({ method: 'GET', url: '/api/menu' })).json() as MenuItem[];
  const create = (payload: object) => app.inject({ method: 'POST', url: '/api/menu', headers: admin.headers, payload });

  it('lists each seeded dish with its allergens and labels as codes', async () => {
    const items = await menu();
    expect(items.find((item) => item.name === 'Margherita Pizza')).toMatchObject({
      allergens: ['gluten', 'milk'],
      diets: ['vegetarian'],
    });
    expect(items.find((item) => item.name === 'Warm Goat Cheese Salad')?.allergens).toContain('nuts');
    expect(items.every((item) => Array.isArray(item.allergens) && Array.isArray(item.diets))).toBe(true);
  });

  it('lets an admin set them, each once in the codes’ order, and change them without touching the rest', async () => {
    const created = await create({ ...dish, allergens: ['nuts', 'milk', 'nuts'], diets: ['vegetarian'] });
    expect(created.statusCode).toBe(200);
    const id = created.json().insertedId as string;
    expect((await menu()).find((item) => item._id === id)).toMatchObject({
      allergens: ['milk', 'nuts'],
      diets: ['vegetarian'],
    });

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${id}`,
      headers: admin.headers,
      payload: { diets: ['vegetarian', 'spicy'] },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json() as MenuItem;
    expect(after).toMatchObject({
      allergens: ['milk', 'nuts'],
      diets: ['vegetarian', 'spicy'],
      recipe: dish.recipe,
    });
  });

  it('still creates a dish for a client that sends neither, with none', async () => {
    const created = await create({ ...dish, name: 'Plain Gnocchi' });
    expect(created.statusCode).toBe(200);
    expect((await menu()).find((item) => item._id === created.json().insertedId)).toMatchObject({
      allergens: [],
      diets: [],
    });
  });

  it('refuses an unknown code (400) naming the allowed ones, and adds nothing', async () => {
    const before = (await menu()).length;
    const badAllergen = await create({ ...dish, allergens: ['almonds'] });
    expect(badAllergen.statusCode).toBe(400);
    expect(badAllergen.json().message).toContain('Allergen must be one of celery, gluten');
    const badDiet = await create({ ...dish, diets: ['keto'] });
    expect(badDiet.statusCode).toBe(400);
    expect(badDiet.json().message).toContain('Diet must be one of vegetarian, vegan, gluten_free, spicy');
    const notAList = await create({ ...dish, allergens: 'milk' });
    expect(notAList.statusCode).toBe(400);
    expect((await menu()).length).toBe(before);
  });

  it('describes the codes in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    expect(document).toContain("The EU's 14 allergens the dish contains");
    expect(document).toContain('spicy is a label, not a diet');
  });
});
