import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MenuItem } from '@bistro/contract/menu';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signInAs } from '../../../test/helper.ts';
import { pickedUpOrder } from '../../../test/picked-up-orders.ts';

const INDEX = '<!doctype html><html><head><title>Bistro Boss</title></head><body><div id="root"></div></body></html>';
const SITE = 'https://bistro.example';

interface MenuData {
  hasMenuSection: {
    name: string;
    url: string;
    hasMenuItem: { name: string; offers: { price: string }; aggregateRating?: unknown }[];
  }[];
}

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
}

/** The menu inside a page's Restaurant JSON-LD. */
const menuOf = (html: string) => (structuredData(html)[0]?.hasMenu ?? { hasMenuSection: [] }) as MenuData;

describe('what search engines and link previews see', () => {
  let app: FastifyInstance;
  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'bistro-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    const image = (name: string) => ({ small: `/assets/${name}-800.webp`, large: `/assets/${name}-1440.webp` });
    await writeFile(
      path.join(dist, 'preloads.json'),
      JSON.stringify({
        '/': { styles: [], image: image('home') },
        '/menu': { styles: [], image: image('menu') },
      }),
    );
    app = await buildTestApp({
      WEB_DIST_DIR: dist,
      PUBLIC_URL: SITE,
      RESTAURANT_ADDRESS: '12 Quay Street, Portsmouth',
      RESTAURANT_PHONE: '+44 23 9200 0000',
    });
  });
  afterAll(() => app.close());

  it('tells about the restaurant on the home page: address, phone, hours, picture, canonical address', async () => {
    const html = await page('/');
    expect(html).toContain('<meta name="description" content="Bistro Boss restaurant: see the menu and order online');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/assets/home-1440.webp">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const [restaurant] = structuredData(html);
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Bistro Boss',
      url: SITE,
      address: { '@type': 'PostalAddress', streetAddress: '12 Quay Street, Portsmouth' },
      telephone: '+44 23 9200 0000',
      hasMenu: `${SITE}/menu`,
    });
    // The tests' restaurant is open 24 hours every day.
    expect(restaurant?.openingHoursSpecification).toHaveLength(7);
    expect(restaurant?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '00:00',
      closes: '23:59',
    });
  });

  it('lists the whole menu with its prices on the menu and shop pages, a section per shop tab', async () => {
    const menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json<MenuItem[]>();
    for (const url of ['/menu', '/order/PIZZA']) {
      const { hasMenuSection } = menuOf(await page(url));
      expect(hasMenuSection.map((section) => section.name)).toEqual([
        'Salad',
        'Pizza',
        'Soups',
        'Desserts',
        'Drinks',
        'Popular',
        'Today’s Offer',
      ]);
      const pizzas = hasMenuSection[1]?.hasMenuItem ?? [];
      const seeded = menu.filter((dish) => dish.category === 'pizza');
      expect(pizzas.map((dish) => [dish.name, dish.offers.price])).toEqual(
        seeded.map((dish) => [dish.name, dish.price.toFixed(2)]),
      );
    }
    expect(await page('/order/PIZZA')).toContain(`<link rel="canonical" href="${SITE}/order/PIZZA">`);
  });

  it('follows the owner’s sections: a MenuSection each, in their order, a dish in two shown in both', async () => {
    const admin = await signInAs(app, { email: 'seo-sections-admin@bistro.test', role: 'admin' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/menu/sections',
      headers: admin.headers,
      payload: { name: 'Burgers', position: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const burger = (await app.inject({ method: 'GET', url: '/api/menu' }))
      .json<MenuItem[]>()
      .find((dish) => dish.name === 'Bistro Burger') as MenuItem;
    await app.inject({
      method: 'PATCH',
      url: `/api/menu/${burger._id}`,
      headers: admin.headers,
      payload: { sections: ['burgers'] },
    });
    const { hasMenuSection } = menuOf(await page('/order/BURGERS'));
    expect(hasMenuSection.map((section) => [section.name, section.url])).toEqual([
      ['Salad', `${SITE}/order/SALADS`],
      ['Pizza', `${SITE}/order/PIZZA`],
      ['Burgers', `${SITE}/order/BURGERS`],
      ['Soups', `${SITE}/order/SOUPS`],
      ['Desserts', `${SITE}/order/DESSERTS`],
      ['Drinks', `${SITE}/order/DRINKS`],
      ['Popular', `${SITE}/order/POPULAR`],
      ['Today’s Offer', `${SITE}/order/OFFERS`],
    ]);
    const names = (name: string) =>
      hasMenuSection.find((section) => section.name === name)?.hasMenuItem.map((dish) => dish.name) ?? [];
    expect(names('Burgers')).toEqual(['Bistro Burger']);
    expect(names('Pizza')).toContain('Margherita Pizza');
    expect(names('Popular')).toEqual(expect.arrayContaining(['Margherita Pizza', 'Bistro Burger']));
    expect(await page('/order/BURGERS')).toContain(`<link rel="canonical" href="${SITE}/order/BURGERS">`);
    // As it was, for the other tests.
    await app.inject({
      method: 'PATCH',
      url: `/api/menu/${burger._id}`,
      headers: admin.headers,
      payload: { sections: ['mains'] },
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/menu/sections/${created.json().id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('says which diets each dish suits, in schema.org’s words, and nothing for spicy', async () => {
    const { hasMenuSection } = menuOf(await page('/menu'));
    const dishes = hasMenuSection.flatMap((section) => section.hasMenuItem) as {
      name: string;
      suitableForDiet?: string[];
    }[];
    const dish = (name: string) => dishes.find((item) => item.name === name);
    expect(dish('Margherita Pizza')?.suitableForDiet).toEqual(['https://schema.org/VegetarianDiet']);
    expect(dish('Spiced Carrot Soup')?.suitableForDiet).toEqual([
      'https://schema.org/VegetarianDiet',
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    expect(dish('Diavola')).not.toHaveProperty('suitableForDiet');
  });

  it('sends every other spelling of a public page to its canonical address', async () => {
    const spellings = [
      ['/menu/', '/menu'],
      ['/Menu/?from=mail', '/menu?from=mail'],
      ['/LOGIN', '/login'],
      ['/order/pizza/', '/order/PIZZA'],
      ['/order/offers', '/order/OFFERS'],
      ['/order/no-such-tab', '/order/SALADS'],
    ];
    for (const [url, location] of spellings) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
  });

  it('shows a menu change in the next page, and no text from the menu can close the script', async () => {
    const admin = await signInAs(app, { email: 'seo-admin@bistro.test', role: 'admin' });
    const menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json<MenuItem[]>();
    const soup = menu.find((dish) => dish.category === 'soups') as MenuItem;
    const name = 'Soup</script><script>alert(1)</script>';
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${soup._id}`,
      headers: admin.headers,
      payload: { name, price: 7.5 },
    });
    expect(renamed.statusCode).toBe(200);
    const html = await page('/menu');
    expect(html).not.toContain('<script>alert(1)');
    const soups = menuOf(html).hasMenuSection[2]?.hasMenuItem ?? [];
    expect(soups).toContainEqual(expect.objectContaining({ name, offers: expect.objectContaining({ price: '7.50' }) }));
  });

  it('rates the restaurant from published reviews only: AggregateRating and each Review, none before the first', async () => {
    expect(structuredData(await page('/'))[0]).not.toHaveProperty('aggregateRating');
    const admin = await signInAs(app, { email: 'seo-reviews-admin@bistro.test', role: 'admin' });
    const diner = await signInAs(app, { email: 'seo-diner@bistro.test', name: 'Noor Haddad' });
    const [dish] = (await app.inject({ method: 'GET', url: '/api/menu' })).json<MenuItem[]>();
    const write = async (rating: number, text: string) => {
      const orderId = await pickedUpOrder(app, diner, [dish?._id ?? '']);
      const headers = diner.headers;
      const response = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers,
        payload: { orderId, rating, text },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    await write(5, 'Wonderful risotto <3 and kind staff.');
    const hiddenId = await write(2, 'Words the restaurant hides from view.');
    await write(4, 'Good soup, a little salty.');
    const hidden = await app.inject({
      method: 'POST',
      url: `/api/reviews/${hiddenId}/hide`,
      headers: admin.headers,
      payload: { reason: 'Not about the food' },
    });
    expect(hidden.statusCode).toBe(200);

    const html = await page('/');
    expect(html).not.toContain('<3 and kind');
    const [restaurant] = structuredData(html);
    expect(restaurant?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 2,
    });
    expect(restaurant?.review).toEqual([
      expect.objectContaining({
        reviewBody: 'Good soup, a little salty.',
        author: { '@type': 'Person', name: 'Noor' },
      }),
      expect.objectContaining({
        reviewBody: 'Wonderful risotto <3 and kind staff.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      }),
    ]);
    expect(JSON.stringify(restaurant)).not.toContain('hides from view');
  });

  it('rates a dish in the Menu once 3 published reviews count it, a hidden one not counted', async () => {
    const admin = await signInAs(app, { email: 'seo-dish-admin@bistro.test', role: 'admin' });
    const salad = (await app.inject({ method: 'GET', url: '/api/menu' }))
      .json<MenuItem[]>()
      .filter((item) => item.category === 'salads')
      .at(-1) as MenuItem;
    const menuItems = async () => menuOf(await page('/menu')).hasMenuSection.flatMap((section) => section.hasMenuItem);
    const ratingOfSalad = async () => (await menuItems()).find((item) => item.name === salad.name)?.aggregateRating;
    const ids: string[] = [];
    for (const [index, rating] of [5, 4, 5, 1].entries()) {
      expect(await ratingOfSalad()).toBeUndefined();
      const diner = await signInAs(app, { email: `seo-salad-${index}@bistro.test` });
      const orderId = await pickedUpOrder(app, diner, [salad._id]);
      const payload = { orderId, rating, text: 'A salad to come back for.' };
      const written = await app.inject({ method: 'POST', url: '/api/reviews', headers: diner.headers, payload });
      expect(written.statusCode, written.body).toBe(201);
      ids.push(written.json<{ id: string }>().id);
      if (index === 1) {
        const hide = { reason: 'Not about the salad' };
        const url = `/api/reviews/${ids[1]}/hide`;
        expect((await app.inject({ method: 'POST', url, headers: admin.headers, payload: hide })).statusCode).toBe(200);
      }
    }
    // 5, 5 and 1 count; the hidden 4 does not.
    expect(await ratingOfSalad()).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.7,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 3,
    });
    const rated = (await menuItems()).filter((item) => 'aggregateRating' in item).map((item) => item.name);
    expect(rated).toEqual([salad.name]);
  });

  it('says nothing of the kind on pages behind the sign-in', async () => {
    const html = await page('/dashboard/mycart');
    expect(html).toBe(INDEX);
  });

  it('serves robots.txt and a sitemap of the public pages and every shop tab', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const pages = [...sitemap.body.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);
    expect(pages).toEqual([
      `${SITE}/`,
      `${SITE}/menu`,
      ...['SALADS', 'PIZZA', 'SOUPS', 'DESSERTS', 'DRINKS', 'POPULAR', 'OFFERS'].map((tab) => `${SITE}/order/${tab}`),
      `${SITE}/login`,
      `${SITE}/signup`,
    ]);
  });
});
