import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { allergenCodes } from '@bistro/contract/dietary';
import type { MenuItem } from '@bistro/contract/menu';
import { PAGE_STATE_ID } from '@bistro/contract/server-render';
import type { MenuSection } from '@bistro/contract/shop';
import type { StaffTable } from '@bistro/contract/tables';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../../../scripts/web-build.ts';
import { buildTestApp, type SignedIn, signInAs, testClock } from '../../../test/helper.ts';
import { pickedUpOrder } from '../../../test/picked-up-orders.ts';
import { openEvenings } from '../../../test/restaurant-hours.ts';
import { saveTables } from '../../../test/seated-bookings.ts';
import { publicPages as pagesOf } from '../seo/index.ts';

// Against the real web build and its server renderer (built first if missing or stale). On
// PGlite only, so that two test projects never build the web app at once; the cache's crossing
// between processes on PostgreSQL is in e2e/tests/two-processes.spec.ts.
const distDir = path.resolve(import.meta.dirname, '../../../../web/dist');

/** The menu's sections, as the API answers them. */
const sectionsOf = async (app: FastifyInstance): Promise<MenuSection[]> =>
  (await app.inject({ method: 'GET', url: '/api/menu/sections' })).json();

/** The queries the page hands the browser, by key. */
function pageState(html: string): Record<string, unknown> {
  const json = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  const state = JSON.parse(json ?? 'null') as {
    queries: { queries: { queryKey: string[]; state: { data: unknown } }[] };
  };
  return Object.fromEntries(state.queries.queries.map((query) => [query.queryKey.join('/'), query.state.data]));
}

describe('server-rendered pages', () => {
  let app: FastifyInstance;
  let menu: MenuItem[];
  beforeAll(async () => {
    ensureWebBuild();
    app = await buildTestApp({ WEB_DIST_DIR: distDir });
    menu = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
  }, 120_000);
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('hold the whole page: title, dishes and prices, and the menu and configuration for the browser', async () => {
    const response = await get('/order/PIZZA');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Bistro Boss | Order</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<noscript>');
    for (const pizza of menu.filter((item) => item.category === 'pizza')) {
      expect(html).toContain(`>${pizza.name}</h3>`);
    }
    const state = pageState(html);
    expect(state['menu/en']).toEqual(menu);
    expect(state['site-config']).toEqual((await get('/api/config')).json());
  });

  it('hold back no paint for a web font: the stylesheet names only faces the device has', async () => {
    const html = (await get('/')).body;
    const sheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? '';
    const styles = (await get(sheet)).body;
    expect(styles).toMatch(/local\(['"]?Arial\b/);
    expect(styles).not.toMatch(/\.woff2?\b/);
    expect(html).not.toContain('as="font"');
  });

  it('render the spec’s headings on every public page', async () => {
    const headings: [string, string][] = [
      ['/', 'From Our Menu'],
      ['/menu', 'OUR MENU'],
      ['/login', 'Login'],
      ['/signup', 'Sign Up'],
    ];
    for (const [url, heading] of headings)
      expect((await get(url)).body, url).toMatch(new RegExp(`>${heading}</h[1-3]>`));
  });

  it('answer 304 to a browser that has the current page, and come compressed as asked', async () => {
    const first = await get('/menu');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding');
    expect((await get('/menu', { 'if-none-match': etag })).statusCode).toBe(304);

    const br = await get('/menu', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await get('/menu', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('are rendered again when an admin changes the menu', async () => {
    const before = await get('/menu');
    const admin = await signInAs(app, { email: 'pages-admin@bistro.test', role: 'admin' });
    const dish = menu.find((item) => item.category === 'soups') as MenuItem;
    const renamed = `${dish.name} <b>&amp; $& more</b>`;
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${dish._id}`,
      headers: admin.headers,
      payload: { name: renamed },
    });
    expect(changed.statusCode).toBe(200);

    const after = await get('/menu', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Escaped as text, and `$&` left as it is (not read as a replacement pattern).
    expect(after.body).toContain('&lt;b&gt;&amp;amp; $&amp; more&lt;/b&gt;');
    expect(after.body).not.toContain('<b>');
  });

  it('show the home page’s Testimonials, rendered again when a review is published', async () => {
    const before = await get('/');
    expect(before.body).not.toMatch(/>Testimonials<\/h2>/);
    const diner = await signInAs(app, { email: 'pages-reviewer@bistro.test', name: 'Rosa Diaz' });
    const orderId = await pickedUpOrder(app, diner, [menu[0]?._id ?? '']);
    const text = 'The best pizza this side of the river.';
    const written = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: diner.headers,
      payload: { orderId, rating: 5, text },
    });
    expect(written.statusCode, written.body).toBe(201);

    const after = await get('/', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toMatch(/>Testimonials<\/h2>/);
    expect(after.body).toContain(text);
    expect(after.body).toContain('Rosa');
    expect(after.body).not.toContain('Rosa Diaz');
    expect(pageState(after.body)['reviews/published']).toMatchObject({ average: 5, count: 1 });
    // Nothing changed since: the same document, not rendered again.
    expect((await get('/', { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
  });

  it('show a dish’s rating on its shop card, its menu line and the home page’s Popular Items once 3 published reviews count it', async () => {
    // The last dessert and the last popular dish: no other test here reviews them.
    const dessert = menu.filter((item) => item.category === 'desserts').at(-1) as MenuItem;
    const popular = menu.filter((item) => item.collections.includes('popular')).at(-1) as MenuItem;
    const rated = 'Rated 4.7 out of 5 from 3 reviews';
    /** The dish lines of a page (the menu's, the home page's): from one dish's name to the next. */
    const linesOf = (html: string) =>
      html
        .split('<h3')
        .flatMap((line) => (line.includes('Order Now') ? [line.slice(0, line.indexOf('Order Now'))] : [line]));
    const lineOf = (html: string, dish: MenuItem) => linesOf(html).find((line) => line.includes(`>${dish.name}`)) ?? '';
    let menuPage = await get('/menu');
    for (const [index, rating] of [5, 4, 5].entries()) {
      const diner = await signInAs(app, { email: `pages-dessert-${index}@bistro.test` });
      const orderId = await pickedUpOrder(app, diner, [dessert._id, popular._id]);
      for (const url of ['/order/DESSERTS', '/menu', '/']) expect((await get(url)).body, url).not.toContain(rated);
      menuPage = await get('/menu');
      const payload = { orderId, rating, text: 'A dessert worth the walk.' };
      const written = await app.inject({ method: 'POST', url: '/api/reviews', headers: diner.headers, payload });
      expect(written.statusCode, written.body).toBe(201);
    }
    const card = /<article[^>]*>(?:(?!<\/article>).)*<\/article>/gs;
    const cards = [...(await get('/order/DESSERTS')).body.matchAll(card)].map(([html]) => html);
    expect(cards.find((html) => html.includes(`>${dessert.name}</h3>`))).toContain(rated);
    expect(cards.filter((html) => html.includes(rated))).toHaveLength(1);

    // The menu was kept until the third review: it is rendered again with the dessert's rating on its line alone.
    const menuAfter = await get('/menu', { 'if-none-match': String(menuPage.headers.etag) });
    expect(menuAfter.statusCode).toBe(200);
    expect(lineOf(menuAfter.body, dessert)).toContain(rated);
    expect(linesOf(menuAfter.body).filter((line) => line.includes(rated))).toHaveLength(1);
    const home = (await get('/')).body;
    const popularItems = home.slice(home.indexOf('aria-label="Popular items"'), home.indexOf('View the full menu'));
    expect(lineOf(popularItems, popular)).toContain(rated);
    expect(linesOf(popularItems).filter((line) => line.includes(rated))).toHaveLength(1);
  });

  it('are the same bytes when rendered again for a change they do not show', async () => {
    const before = await get('/menu');
    const admin = await signInAs(app, { email: 'pages-settings@bistro.test', role: 'admin' });
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/settings',
      headers: admin.headers,
      payload: { ...settings, maxOrdersPerSlot: settings.maxOrdersPerSlot + 3 },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get('/menu', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
  });

  it('never carry the person asking: a signed-in request gets the same bytes', async () => {
    const diner = await signInAs(app, { email: 'pages-diner@bistro.test', name: 'Dora Dinerpage' });
    for (const url of ['/', '/menu', '/order/SALADS', '/login', '/signup']) {
      const anonymous = await get(url);
      const signedIn = await get(url, diner.headers);
      expect(signedIn.body, url).toBe(anonymous.body);
      expect(signedIn.body, url).not.toContain('Dora Dinerpage');
    }
  });

  it('list only the dishes the dietary filter in the address keeps, for a browser without JavaScript', async () => {
    const salads = menu.filter((item) => item.category === 'salads');
    const vegetarian = salads.filter((item) => item.diets.includes('vegetarian'));
    expect(vegetarian.length).toBeGreaterThan(0);
    expect(vegetarian.length).toBeLessThan(salads.length);
    const html = (await get('/order/SALADS?diet=vegetarian')).body;
    for (const salad of salads) {
      expect(html.includes(`>${salad.name}</h3>`), salad.name).toBe(salad.diets.includes('vegetarian'));
    }
    const hidden = salads.length - vegetarian.length;
    expect(html).toContain(`${hidden} dish${hidden === 1 ? '' : 'es'} hidden by your filter.`);
    expect(html.match(/<input[^>]*value="vegetarian"[^>]*>/)?.[0]).toContain('checked');
    // The other tabs keep the filter.
    expect(html).toContain('href="/order/PIZZA?diet=vegetarian#shop-tabs"');
  });

  it('share one document for every spelling of a filter, and ignore codes they do not know', async () => {
    const canonical = (await get('/order/SALADS?diet=vegetarian&without=milk')).body;
    expect((await get('/order/SALADS?without=milk&utm_source=mail&diet=vegetarian&without=milk')).body).toBe(canonical);
    expect((await get('/order/SALADS?without=almonds&diet=keto')).body).toBe((await get('/order/SALADS')).body);
  });

  it('link Log In and Sign Up to each other with the page they return to, for a tap before the app runs', async () => {
    expect((await get('/login?redirectTo=%2Fmenu&utm_source=mail')).body).toContain(
      'href="/signup?redirectTo=%2Fmenu"',
    );
    expect((await get('/signup?redirectTo=/order/SALADS')).body).toContain(
      'href="/login?redirectTo=%2Forder%2FSALADS"',
    );
    // Another site is not a place to return to: the page is the one without it.
    expect((await get('/login?redirectTo=%2F%2Fevil.example')).body).toBe((await get('/login')).body);
  });

  it('leave the dashboard to the browser, with the configuration but no menu', async () => {
    const html = (await get('/dashboard/mycart')).body;
    expect(html).toContain('<div id="root"></div>');
    const state = pageState(html);
    expect(Object.keys(state)).toEqual(['site-config', 'guest-checkout-as-rendered']);
  });

  it('hold a guest’s cart in the bar from the start where the restaurant takes guests’ orders', async () => {
    const guestCart = 'aria-label="Cart, 0 items" href="/checkout"';
    const admin = await signInAs(app, { email: 'pages-guests@bistro.test', role: 'admin' });
    const settings = (
      await app.inject({ method: 'GET', url: '/api/restaurant/settings', headers: admin.headers })
    ).json();
    const takeGuests = async (guestCheckout: boolean) => {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/restaurant/settings',
        headers: admin.headers,
        payload: { ...settings, guestCheckout },
      });
      expect(saved.statusCode).toBe(200);
    };
    expect((await get('/order/SALADS')).body).not.toContain(guestCart);
    expect(pageState((await get('/checkout')).body)['guest-checkout-as-rendered']).toBe(false);
    await takeGuests(true);
    try {
      // The server's pages, rendered again for the setting; the browser's, told it for their first render.
      for (const page of ['/', '/menu', '/order/SALADS']) expect((await get(page)).body, page).toContain(guestCart);
      expect(pageState((await get('/checkout')).body)['guest-checkout-as-rendered']).toBe(true);
    } finally {
      await takeGuests(false);
    }
    expect((await get('/order/SALADS')).body).not.toContain(guestCart);
  });
});

describe('the page cache under made-up addresses', () => {
  /** A server whose log lines are kept, to count its renders. */
  async function serverWithLog() {
    const lines: { msg: string; url?: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildTestApp({ WEB_DIST_DIR: distDir }, { logger: { level: 'debug', stream } });
    const renders = () => lines.filter((line) => line.msg === 'rendering a page on the server').map((line) => line.url);
    return { app, renders };
  }

  it('renders each public page once however many ask for it at the same time', async () => {
    const { app, renders } = await serverWithLog();
    try {
      const responses = await Promise.all(Array.from({ length: 20 }, () => app.inject('/menu')));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(renders()).toEqual(['/menu']);
    } finally {
      await app.close();
    }
  });

  it('renders no more than the public pages for 2,000 addresses that are not theirs', async () => {
    const { app, renders } = await serverWithLog();
    try {
      const publicPages = pagesOf(await sectionsOf(app), ['en']);
      const spellings = (page: string) => [`${page}/`, `${page}//`, page.toUpperCase(), `${page.toUpperCase()}/`];
      const addresses = [
        ...publicPages.filter((page) => page !== '/').flatMap(spellings),
        ...Array.from({ length: 700 }, (_, i) => `/order/tab-${i}`),
        ...Array.from({ length: 600 }, (_, i) => `/menu?visit=${i}`),
        ...Array.from({ length: 2000 }, (_, i) => `/no-such-page-${i}`),
      ].slice(0, 2000);
      expect(new Set(addresses).size).toBe(2000);
      for (let start = 0; start < addresses.length; start += 50) {
        const batch = addresses.slice(start, start + 50);
        for (const response of await Promise.all(batch.map((url) => app.inject(url)))) {
          // Redirected to a public page, answered from a kept document, or refused (`//`).
          if (response.statusCode === 301) expect(publicPages).toContain(response.headers.location);
          else expect([200, 400, 404]).toContain(response.statusCode);
        }
      }
      const rendered = renders();
      expect(new Set(rendered).size).toBe(rendered.length);
      for (const url of rendered) expect(publicPages).toContain(url);
    } finally {
      await app.close();
    }
  });
});

describe('the page cache under made-up filters', () => {
  it('renders a shop tab once per filter it knows, whatever else the address carries', async () => {
    const lines: { msg: string; url?: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildTestApp({ WEB_DIST_DIR: distDir }, { logger: { level: 'debug', stream } });
    try {
      const addresses = Array.from({ length: 300 }, (_, i) =>
        i % 2 ? `/order/SALADS?without=junk-${i}` : `/order/SALADS?diet=vegetarian&visit=${i}`,
      );
      for (let start = 0; start < addresses.length; start += 50) {
        const batch = addresses.slice(start, start + 50);
        for (const response of await Promise.all(batch.map((url) => app.inject(url)))) {
          expect(response.statusCode).toBe(200);
        }
      }
      const rendered = lines.filter((line) => line.msg === 'rendering a page on the server').map((line) => line.url);
      expect(rendered.filter((url) => url?.startsWith('/order/SALADS')).sort()).toEqual([
        '/order/SALADS',
        '/order/SALADS?diet=vegetarian',
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('the pages kept with a filter or a table', () => {
  it('are the 64 asked for last: a 65th sends the oldest away, and one asked for again is not rendered again', async () => {
    const lines: { msg: string; url?: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildTestApp({ WEB_DIST_DIR: distDir }, { logger: { level: 'debug', stream } });
    const rendersOf = (url: string) =>
      lines.filter((line) => line.msg === 'rendering a page on the server' && line.url === url).length;
    try {
      // 65 filters, each the canonical query of two allergens to leave out.
      const filtered = allergenCodes
        .flatMap((first, at) => allergenCodes.slice(at + 1).map((second) => [first, second]))
        .slice(0, 65)
        .map(([first, second]) => `/order/SALADS?without=${first}&without=${second}`);
      for (const url of filtered) expect((await app.inject(url)).statusCode).toBe(200);
      const [oldest, last] = [filtered[0] ?? '', filtered.at(-1) ?? ''];
      expect([rendersOf(oldest), rendersOf(last)]).toEqual([1, 1]);
      await app.inject(last);
      expect(rendersOf(last)).toBe(1);
      await app.inject(oldest);
      expect(rendersOf(oldest)).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe('a shop page’s ordering notice', () => {
  // Monday, Nov 23 2026, on a restaurant open 17:00–23:00 (UTC).
  const clock = testClock(new Date('2026-11-23T18:00:00Z'));
  let app: FastifyInstance;
  beforeAll(async () => {
    ensureWebBuild();
    app = await buildTestApp({ WEB_DIST_DIR: distDir }, { clock });
    await openEvenings(app, await signInAs(app, { email: 'notice-admin@bistro.test', role: 'admin' }));
  }, 120_000);
  afterAll(() => app.close());

  const shop = () => app.inject({ method: 'GET', url: '/order/SALADS' });
  const notice = (html: string) => /<div role="status" class="alert[^>]*>(.*?)<\/div><\/div>/s.exec(html)?.[1] ?? null;

  it('is in the page from the start, rendered again when what it says changes, and the same bytes while it does not', async () => {
    const open = await shop();
    expect(notice(open.body)).toBeNull();
    expect(pageState(open.body)['ordering-facts-as-rendered']).toMatchObject({ openNow: true, asap: true });
    // The menu says nothing of ordering: no facts in its page.
    expect(pageState((await app.inject({ method: 'GET', url: '/menu' })).body)).not.toHaveProperty(
      'ordering-facts-as-rendered',
    );

    clock.set('2026-11-23T12:00:00Z');
    const closed = await shop();
    expect(notice(closed.body)).toContain('We are closed now.');
    expect(notice(closed.body)).toContain('We open again today at 5:00 PM.');
    expect(closed.headers.etag).not.toBe(open.headers.etag);
    clock.set('2026-11-23T13:30:00Z');
    expect((await shop()).headers.etag).toBe(closed.headers.etag);

    clock.set('2026-11-23T18:00:00Z');
    const cook = await signInAs(app, { email: 'notice-cook@bistro.test', role: 'staff' });
    const paused = await app.inject({
      method: 'PUT',
      url: '/api/restaurant/pause',
      headers: cook.headers,
      payload: { minutes: 30, message: 'Back soon!' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(notice((await shop()).body)).toContain('Online ordering is paused until today at 6:30 PM.');
    clock.set('2026-11-23T18:31:00Z');
    expect(notice((await shop()).body)).toBeNull();
  });
});

describe('a table’s page', () => {
  const lines: { msg: string; url?: string }[] = [];
  let app: FastifyInstance;
  let staff: SignedIn;
  let code: string;
  beforeAll(async () => {
    ensureWebBuild();
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    app = await buildTestApp(
      { WEB_DIST_DIR: distDir, RESTAURANT_LANGUAGES: 'en,fr' },
      { logger: { level: 'debug', stream } },
    );
    const admin = await signInAs(app, { email: 'table-page-admin@bistro.test', role: 'admin' });
    staff = await signInAs(app, { email: 'table-page-staff@bistro.test', role: 'staff' });
    await saveTables(app, admin, ['T1']);
    const tables: StaffTable[] = (
      await app.inject({ method: 'GET', url: '/api/tables', headers: staff.headers })
    ).json();
    code = tables.find((table) => table.name === 'T1')?.code ?? '';
  }, 120_000);
  afterAll(() => app.close());

  const page = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/t/${code}`, headers });
  const renders = () => lines.filter((line) => line.msg === 'rendering a page on the server').length;
  const atHand = async () => (await app.inject({ method: 'GET', url: `/api/t/${code}` })).json();

  it('holds its table and tab, rendered again when they change and the same bytes while they do not', async () => {
    const closed = await page();
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('>Table T1</h1>');
    expect(closed.body).toContain('This table is not open for orders yet');
    // The site's description, one, as search engines and link previews expect.
    expect(closed.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(pageState(closed.body)[`table-at-hand/${code}`]).toEqual(await atHand());

    const opened = await app.inject({ method: 'POST', url: '/api/tables/T1/open', headers: staff.headers });
    expect(opened.statusCode, opened.body).toBe(201);
    const open = await page();
    expect(open.headers.etag).not.toBe(closed.headers.etag);
    const state = pageState(open.body);
    expect(state[`table-at-hand/${code}`]).toEqual(await atHand());
    expect(state[`table-at-hand/${code}`]).toMatchObject({ table: 'T1', tab: { rounds: [] } });
    const menu: MenuItem[] = (await app.inject({ method: 'GET', url: '/api/menu' })).json();
    for (const salad of menu.filter((dish) => dish.category === 'salads')) {
      expect(open.body).toContain(`>${salad.name}</h3>`);
    }
    // Its menu reads without JavaScript; a round is not sent without it.
    expect(open.body).toContain('<noscript>');
    // The first dish's picture, the first screen's largest, is asked for at once; the others when near.
    const dishPictures = (open.body.match(/<img[^>]*>/g) ?? []).filter((img) => img.includes('/images/sized/'));
    expect(dishPictures.filter((img) => img.includes('loading="eager"'))).toEqual([dishPictures[0]]);
    expect(dishPictures[0]).toMatch(/fetchpriority="high"/i);

    const rendered = renders();
    const again = await page();
    expect(again.headers.etag).toBe(open.headers.etag);
    expect(renders()).toBe(rendered);
  });

  it('is in the visitor’s language, its address naming none', async () => {
    const french = await page({ 'accept-language': 'fr' });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('>Carte</h2>');
    expect(pageState(french.body)).toHaveProperty('menu/fr');
    expect((await page()).body).toContain('<html lang="en"');
  });

  it('is left to the browser for a code no table has, which the app then says', async () => {
    const unknown = await app.inject({ method: 'GET', url: `/t/${'Z'.repeat(24)}` });
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(pageState(unknown.body)).not.toHaveProperty(`table-at-hand/${'Z'.repeat(24)}`);
  });
});

describe('the public pages of a server that starts', () => {
  it('are rendered as soon as it listens, before anyone asks for them', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = await buildTestApp({ WEB_DIST_DIR: distDir }, { logger: { level: 'info', stream } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await expect
        .poll(() => lines.find((line) => line.msg === 'public pages prepared'), { timeout: 20_000 })
        .toMatchObject({ pages: pagesOf(await sectionsOf(app), ['en']).length });
      const home = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`);
      expect(await home.text()).toContain('<h2');
      // None failed to render (that would be an error line, and the page sent client-rendered).
      expect(lines.filter((line) => Number(line.level) >= 40)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
