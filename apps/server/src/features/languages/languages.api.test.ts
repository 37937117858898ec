import path from 'node:path';
import type { MenuItem } from '@bistro/contract/menu';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../../../scripts/web-build.ts';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

// Against the real web build and its server renderer, on a site offered in English (its
// default), French, Spanish and Arabic.
const distDir = path.resolve(import.meta.dirname, '../../../../web/dist');
const SITE = 'https://bistro.example';

describe('a site in several languages', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let menu: MenuItem[];
  beforeAll(async () => {
    ensureWebBuild();
    app = await buildTestApp({ WEB_DIST_DIR: distDir, RESTAURANT_LANGUAGES: 'en,fr,es,ar', PUBLIC_URL: SITE });
    admin = await signInAs(app, { email: 'languages-admin@bistro.test', role: 'admin' });
    menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  /** Two dishes the menu page lists by name. */
  const twoListed = async () => {
    const page = (await get('/menu')).body;
    const [first, second] = menu.filter((dish) => page.includes(`>${dish.name}<`));
    if (!first || !second) throw new Error('the menu page lists fewer than two dishes');
    return [first, second] as const;
  };

  it('sends a first visit to the page in the browser’s language, and keeps a choice made with the switcher', async () => {
    const french = await get('/menu?dietary=vegan', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(french.statusCode).toBe(302);
    expect(french.headers.location).toBe('/fr/menu?dietary=vegan');
    expect(french.headers.vary).toContain('accept-language');
    expect((await get('/', { 'accept-language': 'ar' })).headers.location).toBe('/ar');
    // A language the site does not offer, or none: the default language's page.
    expect((await get('/', { 'accept-language': 'de-DE, it;q=0.5' })).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
    // The visitor chose English: the browser's French no longer sends them away from it.
    expect((await get('/', { 'accept-language': 'fr-FR', cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await get('/menu', { cookie: 'theme=dark; lang=es' })).headers.location).toBe('/es/menu');
    // An address in a language is shown as it is, whatever the browser prefers.
    expect((await get('/es/menu', { 'accept-language': 'fr' })).statusCode).toBe(200);
  });

  it('renders each language’s page on the server: <html lang dir>, its words, hreflang alternates', async () => {
    const french = (await get('/fr')).body;
    expect(french).toContain('<html lang="fr" dir="ltr"');
    expect(french).toMatch(/>De notre carte</);
    expect(french).toContain(`<link rel="canonical" href="${SITE}/fr">`);
    for (const [language, href] of [
      ['en', '/'],
      ['fr', '/fr'],
      ['es', '/es'],
      ['ar', '/ar'],
      ['x-default', '/'],
    ]) {
      expect(french).toContain(`<link rel="alternate" hreflang="${language}" href="${SITE}${href}">`);
    }
    const arabic = (await get('/ar/menu')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(arabic).toContain('>قائمتنا<');
    const english = (await get('/menu')).body;
    expect(english).toContain('<html lang="en" dir="ltr"');
    expect(english).toMatch(/>OUR MENU</);
    // Another spelling of an address in a language is sent to its one spelling; a language not offered is no page.
    expect((await get('/FR/Menu/')).headers.location).toBe('/fr/menu');
    expect((await get('/de/menu')).statusCode).toBe(404);
  });

  it('lists every public page in every language in the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const page of ['/', '/menu', '/fr', '/fr/menu', '/es/order/SALADS', '/ar/login']) {
      expect(sitemap).toContain(`<loc>${SITE}${page}</loc>`);
    }
  });

  it('sends a page without a language in its address (the cart) in the visitor’s language', async () => {
    expect((await get('/cart', { 'accept-language': 'es-ES' })).body).toContain('<html lang="es" dir="ltr"');
    expect((await get('/cart', { cookie: 'lang=ar' })).body).toContain('<html lang="ar" dir="rtl"');
  });

  it('lists the dishes the owner translated in that language, the others in the default language', async () => {
    const [translated, untranslated] = await twoListed();
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${translated._id}`,
      headers: admin.headers,
      payload: {
        translations: { es: { name: 'Eglefino', recipe: 'Eglefino a la plancha.' }, fr: { name: 'Églefin' } },
      },
    });
    expect(changed.json()).toEqual({ modifiedCount: 1 });
    // A second language's texts join the first's.
    await app.inject({
      method: 'PATCH',
      url: `/api/menu/${translated._id}`,
      headers: admin.headers,
      payload: { translations: { ar: { name: 'سمك الحدوق' } } },
    });

    const spanish: MenuItem[] = (await get('/api/menu?lang=es')).json();
    const byId = new Map(spanish.map((dish) => [dish._id, dish]));
    expect(byId.get(translated._id)).toMatchObject({ name: 'Eglefino', recipe: 'Eglefino a la plancha.' });
    expect(byId.get(untranslated._id)).toMatchObject({ name: untranslated.name, recipe: untranslated.recipe });
    expect(spanish[0]).not.toHaveProperty('translations');
    // French has a name but no recipe: the recipe stays the default language's, never empty.
    const french: MenuItem[] = (await get('/api/menu?lang=fr')).json();
    expect(french.find((dish) => dish._id === translated._id)).toMatchObject({
      name: 'Églefin',
      recipe: translated.recipe,
    });
    const english: MenuItem[] = (await get('/api/menu')).json();
    expect(english.find((dish) => dish._id === translated._id)?.name).toBe(translated.name);
    expect((await get(`/api/menu/${translated._id}`)).json().translations).toEqual({
      es: { name: 'Eglefino', recipe: 'Eglefino a la plancha.' },
      fr: { name: 'Églefin' },
      ar: { name: 'سمك الحدوق' },
    });

    const page = (await get('/es/menu')).body;
    expect(page).toContain('>Eglefino<');
    expect(page).toContain(`>${untranslated.name}<`);
    expect(page).not.toContain(`>${translated.name}<`);
  });

  it('refuses translations in the default language, in a language the product lacks, or empty', async () => {
    const [, dish] = await twoListed();
    const patch = (translations: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/menu/${dish._id}`,
        headers: admin.headers,
        payload: { translations },
      });
    const inDefault = await patch({ en: { name: 'Duck' } });
    expect(inDefault.statusCode).toBe(400);
    expect(inDefault.json().message).toMatch(/default language \(en\): send them as name and recipe/);
    expect((await patch({ it: { name: 'Anatra' } })).statusCode).toBe(400);
    expect((await patch({ fr: { name: '' } })).statusCode).toBe(400);
    expect((await get('/api/menu?lang=xx')).statusCode).toBe(400);
  });
});
