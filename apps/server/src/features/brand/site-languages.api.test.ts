import path from 'node:path';
import type { MenuItem } from '@bistro/contract/menu';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../../../scripts/web-build.ts';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

// Against the real web build and its server renderer: a site configured in English and French
// (RESTAURANT_LANGUAGES), whose owner then offers German, then makes French the default.
const distDir = path.resolve(import.meta.dirname, '../../../../web/dist');
const SITE = 'https://bistro.example';

describe('the languages the owner offers (PUT /api/restaurant/languages)', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    ensureWebBuild();
    app = await buildTestApp({ WEB_DIST_DIR: distDir, RESTAURANT_LANGUAGES: 'en,fr', PUBLIC_URL: SITE });
    admin = await signInAs(app, { email: 'languages-owner@bistro.test', role: 'admin' });
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const offer = (languages: unknown, headers: Record<string, string> = admin.headers) =>
    app.inject({ method: 'PUT', url: '/api/restaurant/languages', headers, payload: { languages } });

  it('starts with RESTAURANT_LANGUAGES, and refuses a change from anyone but an admin, or one that is not a list of languages', async () => {
    expect((await get('/api/restaurant/languages')).json()).toEqual({ languages: ['en', 'fr'] });
    expect((await offer(['en', 'fr', 'de'], {})).statusCode).toBe(401);
    const cook = await signInAs(app, { email: 'languages-cook@bistro.test', role: 'staff' });
    expect((await offer(['en', 'fr', 'de'], cook.headers)).statusCode).toBe(403);
    for (const wrong of [[], ['en', 'en'], ['en', 'it'], 'en,fr']) {
      const refused = await offer(wrong);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect((await get('/api/restaurant/languages')).json()).toEqual({ languages: ['en', 'fr'] });
    expect((await get('/de/menu')).statusCode).toBe(404);
  });

  it('opens the pages in a language as soon as it is offered: its addresses, the sitemap, the alternates and a first visit', async () => {
    const offered = await offer(['en', 'fr', 'de']);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toEqual({ languages: ['en', 'fr', 'de'] });
    expect((await get('/api/config')).json().restaurant.languages).toEqual(['en', 'fr', 'de']);

    const german = await get('/de/menu');
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de" dir="ltr"');
    expect(german.body).toContain('>UNSERE SPEISEKARTE<');
    expect((await get('/fr/menu')).body).toContain(`<link rel="alternate" hreflang="de" href="${SITE}/de/menu">`);
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${SITE}/de/menu</loc>`);
    expect((await get('/menu', { 'accept-language': 'de-DE' })).headers.location).toBe('/de/menu');
  });

  it('makes another language the default: its pages at the plain addresses, and the dishes’ own names are in it', async () => {
    expect((await offer(['fr', 'en'])).statusCode).toBe(200);
    expect((await get('/menu')).body).toContain('<html lang="fr" dir="ltr"');
    expect((await get('/en/menu')).body).toContain('<html lang="en" dir="ltr"');
    expect((await get('/de/menu')).statusCode).toBe(404);
    // A French translation is now a dish's own name: it is refused as a translation.
    const [dish] = (await get('/api/menu')).json() as MenuItem[];
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${dish?._id}`,
      headers: admin.headers,
      payload: { translations: { fr: { name: 'Soupe' } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/default language \(fr\)/);
  });
});
