import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Brand, HomePage } from '@bistro/contract/brand';
import type { MenuItem } from '@bistro/contract/menu';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../../../scripts/web-build.ts';
import {
  buildTestApp,
  buyDishes,
  multipartFile,
  outboxMessages,
  type SignedIn,
  signInAs,
  signUpWithIdentity,
  waitForMail,
} from '../../../test/helper.ts';

const distDir = path.resolve(import.meta.dirname, '../../../../web/dist');
const HOUSE = 'Bistro Boss';

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );

const multipart = (file: Buffer, type: string) => multipartFile(file, { field: 'image', filename: 'logo', type });

describe('the restaurant’s brand', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let diner: SignedIn;
  beforeAll(async () => {
    ensureWebBuild();
    app = await buildTestApp({ WEB_DIST_DIR: distDir, RESTAURANT_PHONE: '+33 1 23 45 67 89' });
    admin = await signInAs(app, { email: 'brand-admin@bistro.test', role: 'admin' });
    diner = await signInAs(app, { email: 'brand-diner@bistro.test' });
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const put = (url: string, payload: object, who: SignedIn | null = admin) =>
    app.inject({ method: 'PUT', url, headers: who?.headers ?? {}, payload });
  const brand = async () => (await get('/api/restaurant/brand')).json<Brand>();

  it('is the spec’s restaurant until the owner sets theirs, with the contact the configuration gives', async () => {
    expect(await brand()).toEqual({
      name: HOUSE,
      tagline: 'Providing reliable foods since 1992',
      logo: null,
      primaryColor: null,
      primaryTextColor: null,
      address: null,
      phone: '+33 1 23 45 67 89',
      email: null,
      social: { facebook: null, instagram: null, twitter: null },
      mailFrom: null,
    });
    expect((await get('/api/config')).json()).toMatchObject({ brand: await brand() });
    expect((await get('/api/restaurant/home')).json()).toEqual({
      hero: [],
      about: { text: null, image: null },
      shown: { orderOnline: true, about: true, popular: true, featured: true, testimonials: true },
    });
    const home = (await get('/')).body;
    expect(home).toContain(`<title>${HOUSE} | Home</title>`);
    expect(structuredData(home)[0]).toMatchObject({ name: HOUSE, slogan: 'Providing reliable foods since 1992' });
  });

  it('refuses a main colour too light to read, or a text colour that does not read on it, saying why (422)', async () => {
    const tooLight = await put('/api/restaurant/brand', { name: 'Chez Lina', primaryColor: '#F2C94C' });
    expect(tooLight.statusCode).toBe(422);
    expect(tooLight.json().message).toBe(
      'The main colour #f2c94c is too light to read on the white page: 1.5:1, and WCAG AA needs 4.5:1 for text. Choose a darker shade.',
    );
    const badPair = await put('/api/restaurant/brand', {
      name: 'Chez Lina',
      primaryColor: '#1d4ed8',
      primaryTextColor: '#0f172a',
    });
    expect(badPair.statusCode).toBe(422);
    expect(badPair.json().message).toBe(
      'Text in #0f172a on the main colour #1d4ed8 is 2.6:1, and WCAG AA needs 4.5:1. Choose a text colour further from it (white or black read best).',
    );
    const inFrench = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/brand',
      headers: { ...admin.headers, 'accept-language': 'fr' },
      payload: { name: 'Chez Lina', primaryColor: '#f2c94c' },
    });
    expect(inFrench.json().message).toBe(
      'La couleur principale #f2c94c est trop claire pour se lire sur la page blanche : 1,5:1, et WCAG AA exige 4,5:1 pour le texte. Choisissez une teinte plus foncée.',
    );
    const notAColour = await put('/api/restaurant/brand', { name: 'Chez Lina', primaryColor: 'gold' });
    expect(notAColour.statusCode).toBe(400);
    expect((await brand()).name).toBe(HOUSE);
  });

  it('is the admins’ to set: diners get 403, visitors 401, and a name is needed', async () => {
    expect((await put('/api/restaurant/brand', { name: 'Sneaky' }, diner)).statusCode).toBe(403);
    expect((await put('/api/restaurant/brand', { name: 'Sneaky' }, null)).statusCode).toBe(401);
    expect((await put('/api/restaurant/home', { hero: [] }, diner)).statusCode).toBe(403);
    expect((await put('/api/restaurant/brand', { name: ' ' })).statusCode).toBe(400);
    expect((await brand()).name).toBe(HOUSE);
  });

  it('once named, no page, title, JSON-LD, manifest, mail or receipt says the spec’s name any more', async () => {
    // The logo is an SVG, drawn as a picture by the upload.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#b3261e"/></svg>',
    );
    const upload = multipart(svg, 'image/svg+xml');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logo: string = uploaded.json().data.display_url;
    const drawn = await sharp((await get(logo)).rawPayload).metadata();
    expect([drawn.format, drawn.width]).toEqual(['webp', 1200]);

    const saved = await put('/api/restaurant/brand', {
      name: 'Chez Lina',
      tagline: 'Bistrot du quartier',
      logo,
      primaryColor: '#b3261e',
      address: '3 rue des Écoles, Paris',
      email: 'bonjour@chezlina.example',
      social: { instagram: 'https://instagram.example/chezlina' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Chez Lina',
      phone: '+33 1 23 45 67 89',
      social: { facebook: null, instagram: 'https://instagram.example/chezlina', twitter: null },
      mailFrom: null,
    });

    const menu = (await get('/api/menu')).json<MenuItem[]>();
    const documents = ['/', '/menu', '/order/SALADS', '/order/POPULAR', '/login', '/signup', '/dashboard', '/nowhere'];
    for (const url of documents) {
      const html = (await get(url)).body;
      expect(html, url).not.toContain(HOUSE);
      expect(html, url).toContain('Chez Lina');
      expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html, url).toContain(`<link rel="icon" type="image/webp" href="/images/sized/240/${logo.slice(8)}" />`);
    }
    const home = (await get('/')).body;
    expect(home).toContain('<title>Chez Lina | Home</title>');
    expect(home).toContain('<meta property="og:site_name" content="Chez Lina">');
    expect(home).toContain('--color-primary:#b3261e');
    const shop = (await get('/order/PIZZA')).body;
    const [restaurant] = structuredData(shop);
    expect(restaurant).toMatchObject({
      '@type': 'Restaurant',
      name: 'Chez Lina',
      slogan: 'Bistrot du quartier',
      logo: `http://localhost:5000/images/sized/240/${logo.slice(8)}`,
      address: { streetAddress: '3 rue des Écoles, Paris' },
      email: 'bonjour@chezlina.example',
      sameAs: ['https://instagram.example/chezlina'],
      hasMenu: { '@type': 'Menu', name: 'Chez Lina menu' },
    });
    expect(JSON.stringify(restaurant)).not.toContain(HOUSE);

    const manifest = (await get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Chez Lina', short_name: 'Chez Lina', theme_color: '#b3261e' });
    expect((await get('/favicon.svg')).body).not.toContain(HOUSE);

    // Mail: a sign-up's confirmation, and a paid order's notice, sent as Chez Lina.
    await signUpWithIdentity(app, { name: 'Nadia', email: 'nadia@brand.test' });
    const confirm = await waitForMail(app, 'nadia@brand.test', /Confirm your email address/);
    expect(confirm.subject).toBe('Confirm your email address for Chez Lina');
    const payer = await signInAs(app, { email: 'payer@brand.test', name: 'Paul' });
    const dish = menu.find((item) => item.name === 'Minestrone') as MenuItem;
    const { orderId } = await buyDishes(app, payer, [dish._id]);
    const paid = await waitForMail(app, 'payer@brand.test', /is paid/);
    expect(paid.subject).toMatch(/^Chez Lina: order #\d+ is paid$/);
    expect(paid.text).toContain('Where: Chez Lina, 3 rue des Écoles, Paris');
    for (const message of await outboxMessages(app)) {
      const eml = await readFile(path.join(app.mailer.kind === 'outbox' ? app.mailer.dir : '', message.file), 'utf8');
      expect(eml, message.subject).not.toContain(HOUSE);
      expect(eml, message.subject).toMatch(/^From: Chez Lina <no-reply@localhost>$/m);
    }
    // The receipt is issued in the name it had when it was paid.
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: payer.headers })).json();
    expect(order.issuer).toMatchObject({ name: 'Chez Lina', address: '3 rue des Écoles, Paris' });
  });

  it('sends mail under the sender name the owner chose', async () => {
    const current = await brand();
    expect((await put('/api/restaurant/brand', { ...current, mailFrom: 'Lina at Chez Lina' })).statusCode).toBe(200);
    await signUpWithIdentity(app, { name: 'Omar', email: 'omar@brand.test' });
    const confirm = await waitForMail(app, 'omar@brand.test', /Confirm your email address/);
    const eml = await readFile(path.join(app.mailer.kind === 'outbox' ? app.mailer.dir : '', confirm.file), 'utf8');
    expect(eml).toMatch(/^From: Lina at Chez Lina <no-reply@localhost>$/m);
  });

  it('puts the owner’s opening picture and about text on the home page, and hides the sections they do not want', async () => {
    const home: HomePage = {
      hero: [{ image: '/images/uploads/hero.webp', alt: 'Our terrace at noon' }],
      about: { text: 'Lina cooks what the market brings.', image: '/images/uploads/room.webp' },
      shown: { orderOnline: true, about: true, popular: true, featured: false, testimonials: false },
    };
    const saved = await put('/api/restaurant/home', home);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/api/restaurant/home')).json()).toEqual(home);
    const html = (await get('/')).body;
    expect(html).toContain('alt="Our terrace at noon"');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/sized/768/uploads/hero.webp" imagesrcset="/images/sized/768/uploads/hero.webp 800w, /images/uploads/hero.webp 1440w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(html).toContain('<meta property="og:image" content="http://localhost:5000/images/uploads/hero.webp">');
    expect(html).toContain('Lina cooks what the market brings.');
    expect(html).not.toContain('Featured Item');
    expect(html).toContain('From Our Menu');
  });

  it('is read again by every process when another one changes it', async () => {
    const current = await brand();
    await app.database.db.execute(
      sql`update restaurant_brand set brand = ${JSON.stringify({ ...current, name: 'Chez Lina et Fils' })}::jsonb`,
    );
    await app.database.db.execute(sql`select pg_notify('brand_changed', '')`);
    await expect.poll(async () => (await brand()).name).toBe('Chez Lina et Fils');
    await expect.poll(async () => (await get('/menu')).body).toContain('<title>Chez Lina et Fils | Menu</title>');
  });
});
