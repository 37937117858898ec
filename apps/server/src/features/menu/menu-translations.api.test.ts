import type { MenuItem } from '@bistro/contract/menu';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

// A dish's translations as the dish form sends them: every language offered, empty where the
// owner wrote nothing.
describe('a dish’s translations through POST and PATCH /api/menu', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_LANGUAGES: 'en,es,ar' });
    admin = await signInAs(app, { email: 'translating-admin@bistro.test', role: 'admin' });
  });
  afterAll(() => app.close());

  const add = (translations: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { name: 'Gazpacho', category: 'soup', price: 7, image: '/gazpacho.webp', translations },
    });
  const dish = async (id: string) => (await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json() as MenuItem;
  const listedIn = async (lang: string, id: string) =>
    ((await app.inject({ method: 'GET', url: `/api/menu?lang=${lang}` })).json() as MenuItem[]).find(
      (item) => item._id === id,
    );

  it('adds a dish with its translations, keeping no language the owner left empty', async () => {
    const added = await add({ es: { name: 'Gazpacho andaluz' }, ar: {} });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().insertedId as string;
    expect((await dish(id)).translations).toEqual({ es: { name: 'Gazpacho andaluz' } });
    expect(await listedIn('es', id)).toMatchObject({ name: 'Gazpacho andaluz' });
  });

  it('takes a language away when it is sent without texts; the dish then reads in the default language', async () => {
    const id = (await add({ es: { name: 'Sopa fría', recipe: 'Tomate y pepino.' }, ar: { name: 'غازباتشو' } })).json()
      .insertedId as string;
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${id}`,
      headers: admin.headers,
      payload: { translations: { es: {}, ar: { recipe: 'طماطم وخيار' } } },
    });
    expect(changed.json()).toEqual({ modifiedCount: 1 });
    expect((await dish(id)).translations).toEqual({ ar: { recipe: 'طماطم وخيار' } });
    expect(await listedIn('es', id)).toMatchObject({ name: 'Gazpacho', recipe: '' });
  });

  it('refuses a new dish’s translation in the default language, as a change refuses it', async () => {
    const refused = await add({ en: { name: 'Cold soup' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/default language \(en\): send them as name and recipe/);
  });
});
