import type { MenuItem } from '@bistro/contract/menu';
import type { MenuSection } from '@bistro/contract/shop';
import { weekdays } from '@bistro/contract/weekdays';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

describe('the menu’s sections', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let diner: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'sections-admin@bistro.test', role: 'admin' });
    diner = await signInAs(app, { email: 'sections-diner@bistro.test' });
  });
  afterAll(() => app.close());

  const sections = async () => (await app.inject({ method: 'GET', url: '/api/menu/sections' })).json<MenuSection[]>();
  const menu = async () => (await app.inject({ method: 'GET', url: '/api/menu' })).json<MenuItem[]>();
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, who: SignedIn = admin) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const dishNamed = async (name: string) => (await menu()).find((dish) => dish.name === name) as MenuItem;

  it('are the spec’s five tabs on a fresh install, with the popular and offered dishes of no tab in hidden ones', async () => {
    expect((await sections()).map(({ slug, name, position, hidden }) => [slug, name, position, hidden])).toEqual([
      ['salads', 'Salad', 0, false],
      ['pizza', 'Pizza', 1, false],
      ['soups', 'Soups', 2, false],
      ['desserts', 'Desserts', 3, false],
      ['drinks', 'Drinks', 4, false],
      ['mains', 'Mains', 5, true],
      ['specials', 'Specials', 6, true],
    ]);
    // The Margherita is a pizza and a popular dish: in both.
    expect(await dishNamed('Margherita Pizza')).toMatchObject({
      sections: ['pizza'],
      category: 'pizza',
      collections: ['popular'],
    });
    expect(await dishNamed('Bistro Burger')).toMatchObject({ sections: ['mains'], collections: ['popular'] });
  });

  it('lets an admin add a section after Pizza and move a dish into it, and the sitemap follows', async () => {
    const created = await send('POST', '/api/menu/sections', { name: 'Burgers', position: 2 });
    expect(created.statusCode, created.body).toBe(201);
    const burgers = created.json<MenuSection>();
    expect(burgers).toMatchObject({ slug: 'burgers', name: 'Burgers', position: 2, hidden: false, hours: null });
    expect((await sections()).slice(0, 4).map((section) => section.slug)).toEqual([
      'salads',
      'pizza',
      'burgers',
      'soups',
    ]);

    const burger = await dishNamed('Bistro Burger');
    const moved = await send('PATCH', `/api/menu/${burger._id}`, { sections: ['burgers'] });
    expect(moved.json()).toEqual({ modifiedCount: 1 });
    expect(await dishNamed('Bistro Burger')).toMatchObject({
      sections: ['burgers'],
      category: 'burgers',
      collections: ['popular'],
    });

    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/order/PIZZA</loc></url>\n  <url><loc>http://localhost:5000/order/BURGERS</loc>');
    expect(sitemap).not.toContain('/order/MAINS');
  });

  it('renames, hides and moves a section, keeping its address unless a new slug is given', async () => {
    const [, , third] = await sections();
    const renamed = await send('PATCH', `/api/menu/sections/${third?.id}`, { name: 'Burgers & Hot Dogs' });
    expect(renamed.json()).toMatchObject({ slug: third?.slug, name: 'Burgers & Hot Dogs' });
    const readdressed = await send('PATCH', `/api/menu/sections/${third?.id}`, { slug: 'Burgers-And-Dogs' });
    expect(readdressed.json()).toMatchObject({ slug: 'burgers-and-dogs' });
    const taken = await send('PATCH', `/api/menu/sections/${third?.id}`, { slug: 'pizza' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another section has the address /order/PIZZA');
    const reserved = await send('PATCH', `/api/menu/sections/${third?.id}`, { slug: 'popular' });
    expect(reserved.statusCode).toBe(400);

    const last = await send('PATCH', `/api/menu/sections/${third?.id}`, { position: 99, hidden: true });
    expect(last.json()).toMatchObject({ position: 7, hidden: true });
    expect((await sections()).map((section) => section.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Its dish still carries its slug, and still shows in Popular.
    expect(await dishNamed('Bistro Burger')).toMatchObject({ sections: ['burgers-and-dogs'] });
    await send('PATCH', `/api/menu/sections/${third?.id}`, {
      position: 2,
      hidden: false,
      slug: 'burgers',
      name: 'Burgers',
    });
  });

  it('makes a new section’s address from its name, a different one each time', async () => {
    const first = (await send('POST', '/api/menu/sections', { name: 'Crêpes & Galettes' })).json<MenuSection>();
    const second = (await send('POST', '/api/menu/sections', { name: 'Crêpes & galettes!' })).json<MenuSection>();
    expect([first.slug, second.slug]).toEqual(['crepes-galettes', 'crepes-galettes-2']);
    const popular = await send('POST', '/api/menu/sections', { name: 'Popular' });
    expect(popular.json()).toMatchObject({ slug: 'popular-2' });
    const nameless = await send('POST', '/api/menu/sections', { name: '***' });
    expect(nameless.statusCode).toBe(400);
    for (const made of [first, second, popular.json<MenuSection>()]) {
      expect((await send('DELETE', `/api/menu/sections/${made.id}`)).json()).toEqual({ deletedCount: 1 });
    }
  });

  it('refuses to delete a section while a dish is in it and in no other, and deletes it once none is', async () => {
    const lunch = (await send('POST', '/api/menu/sections', { name: 'Lunch' })).json<MenuSection>();
    const soup = await dishNamed('Minestrone');
    await send('PATCH', `/api/menu/${soup._id}`, { sections: ['lunch'] });
    const refused = await send('DELETE', `/api/menu/sections/${lunch.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This section still holds dishes that are in no other (Minestrone): put them in another section first.',
    );
    await send('PATCH', `/api/menu/${soup._id}`, { sections: ['soups', 'lunch'] });
    expect((await send('DELETE', `/api/menu/sections/${lunch.id}`)).statusCode).toBe(200);
    expect(await dishNamed('Minestrone')).toMatchObject({ sections: ['soups'] });
    expect((await send('DELETE', `/api/menu/sections/${lunch.id}`)).statusCode).toBe(404);
  });

  it('takes hours in the opening hours’ shape, and refuses a week that is not one', async () => {
    const lunchHours = Object.fromEntries(
      weekdays.map((day) => [day, ['saturday', 'sunday'].includes(day) ? [] : [{ opens: '11:00', closes: '15:00' }]]),
    );
    const lunch = await send('POST', '/api/menu/sections', { name: 'Lunch', hours: lunchHours });
    expect(lunch.json()).toMatchObject({ slug: 'lunch', hours: lunchHours });
    const bad = await send('PATCH', `/api/menu/sections/${lunch.json().id}`, { hours: { monday: [] } });
    expect(bad.statusCode).toBe(400);
    expect((await send('DELETE', `/api/menu/sections/${lunch.json().id}`)).statusCode).toBe(200);
  });

  it('is for administrators to change: diners get 403, visitors 401, and anyone reads them', async () => {
    const [first] = await sections();
    expect((await send('POST', '/api/menu/sections', { name: 'Sneaky' }, diner)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/menu/sections/${first?.id}`, { name: 'Sneaky' }, diner)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/menu/sections/${first?.id}`, undefined, diner)).statusCode).toBe(403);
    const visitor = await app.inject({ method: 'POST', url: '/api/menu/sections', payload: { name: 'Sneaky' } });
    expect(visitor.statusCode).toBe(401);
    expect((await sections()).some((section) => section.name === 'Sneaky')).toBe(false);
  });
});
