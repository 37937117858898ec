import type { MenuItem } from '@bistro/contract/menu';
import type { MenuCsvProblem, MenuImportResult } from '@bistro/contract/menu-csv';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipartFile, type SignedIn, signInAs } from '../../../test/helper.ts';

// A restaurant offered in English (its default), French and Arabic: its file has a dish's name
// and recipe in French and in Arabic after the other columns.
const EXPORT_HEADER =
  'id,name,sections,collections,tax_category,price,recipe,image,allergens,diets,options,name_fr,recipe_fr,name_ar,recipe_ar';

const multipart = (file: Buffer | string) =>
  multipartFile(file, { field: 'file', filename: 'menu.csv', type: 'text/csv' });

describe('the menu CSV in the languages the restaurant offers', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_LANGUAGES: 'en,fr,ar' });
    admin = await signInAs(app, { email: 'translations-admin@bistro.test', role: 'admin' });
  });
  afterAll(() => app.close());

  const exported = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/menu/export.csv', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const rowsOf = (csv: Buffer | string) =>
    parse(Buffer.from(csv), { bom: true, columns: true }) as Record<string, string>[];
  const csvOf = (rows: Record<string, string>[]) => stringify(rows, { header: true, bom: true });
  const importFile = (file: Buffer | string, { dryRun = false } = {}) => {
    const body = multipart(file);
    return app.inject({
      method: 'POST',
      url: `/api/menu/import${dryRun ? '?dryRun=true' : ''}`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
  };
  const imported = async (file: Buffer | string, options: { dryRun?: boolean } = {}) => {
    const response = await importFile(file, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MenuImportResult;
  };
  const problemsOf = async (file: Buffer | string) => {
    const response = await importFile(file);
    expect(response.statusCode, response.body).toBe(400);
    return (response.json() as { details: { problems: MenuCsvProblem[] } }).details.problems;
  };
  const addDish = async (dish: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/menu',
      headers: admin.headers,
      payload: { category: 'soup', price: 6, image: '/soup.webp', ...dish },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().insertedId as string;
  };
  const translate = async (id: string, translations: Record<string, unknown>) => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/menu/${id}`,
      headers: admin.headers,
      payload: { translations },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const translationsOf = async (id: string) =>
    ((await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json() as MenuItem).translations;
  const dishIn = async (lang: string, id: string) =>
    ((await app.inject({ method: 'GET', url: `/api/menu?lang=${lang}` })).json() as MenuItem[]).find(
      (dish) => dish._id === id,
    );

  it('exports a name and a recipe column per language offered besides the default, empty where none is given', async () => {
    const id = await addDish({ name: 'Onion soup', recipe: 'With comté.' });
    const plain = await addDish({ name: 'Pea soup' });
    await translate(id, { fr: { name: 'Soupe à l’oignon', recipe: 'Gratinée au comté.' }, ar: { name: 'حساء البصل' } });
    const file = await exported();
    expect(file.toString('utf8').slice(1).split('\r\n')[0]).toBe(EXPORT_HEADER);
    const rows = rowsOf(file);
    expect(rows.find((row) => row.id === id)).toMatchObject({
      name: 'Onion soup',
      name_fr: 'Soupe à l’oignon',
      recipe_fr: 'Gratinée au comté.',
      name_ar: 'حساء البصل',
      recipe_ar: '',
    });
    expect(rows.find((row) => row.id === plain)).toMatchObject({
      name_fr: '',
      recipe_fr: '',
      name_ar: '',
      recipe_ar: '',
    });
  });

  it('keeps every translation when its own export comes back, languages not offered included', async () => {
    const id = await addDish({ name: 'Fish soup' });
    // German is a language of the product the restaurant does not offer: its file has no German columns.
    await translate(id, { fr: { name: 'Soupe de poisson' }, ar: { recipe: 'مع الخبز' }, de: { name: 'Fischsuppe' } });
    const before = await translationsOf(id);
    const file = await exported();
    const dishes = rowsOf(file).length;
    expect(await imported(file, { dryRun: true })).toMatchObject({ added: 0, changed: 0, unchanged: dishes });
    expect(await imported(file)).toMatchObject({ added: 0, changed: 0, unchanged: dishes });
    expect(await translationsOf(id)).toEqual(before);
    expect((await exported()).equals(file)).toBe(true);

    // A change to the price writes the dish's row again: its translations stay as they were.
    const rows = rowsOf(file).map((row) => (row.id === id ? { ...row, price: '7.50' } : row));
    expect((await imported(csvOf(rows))).changes).toEqual([
      { line: expect.any(Number), action: 'change', id, name: 'Fish soup', columns: ['price'] },
    ]);
    expect(await translationsOf(id)).toEqual({
      fr: { name: 'Soupe de poisson' },
      ar: { recipe: 'مع الخبز' },
      de: { name: 'Fischsuppe' },
    });
  });

  it('reads the translations of a file: given ones replace the dish’s, an empty cell takes one away', async () => {
    const id = await addDish({ name: 'Garlic soup', recipe: 'Slow-cooked.' });
    await translate(id, { fr: { name: 'Soupe à l’ail', recipe: 'Mijotée.' } });
    const rows = rowsOf(await exported()).map((row) =>
      row.id === id ? { ...row, name_fr: '', recipe_fr: 'Mijotée longtemps.', name_ar: 'حساء الثوم' } : row,
    );
    rows.push({
      ...rows[0],
      id: '',
      name: 'Leek soup',
      recipe: '',
      name_fr: 'Soupe aux poireaux',
      name_ar: '',
      recipe_ar: '',
    } as Record<string, string>);
    const file = csvOf(rows);

    const preview = await imported(file, { dryRun: true });
    expect(preview).toMatchObject({ added: 1, changed: 1 });
    expect(preview.changes.find((change) => change.id === id)?.columns).toEqual(['name_fr', 'recipe_fr', 'name_ar']);
    expect(await translationsOf(id)).toEqual({ fr: { name: 'Soupe à l’ail', recipe: 'Mijotée.' } });

    await imported(file);
    expect(await translationsOf(id)).toEqual({ fr: { recipe: 'Mijotée longtemps.' }, ar: { name: 'حساء الثوم' } });
    // No French name: the French menu shows the English one, never an empty line.
    expect(await dishIn('fr', id)).toMatchObject({ name: 'Garlic soup', recipe: 'Mijotée longtemps.' });
    expect(await dishIn('ar', id)).toMatchObject({ name: 'حساء الثوم', recipe: 'Slow-cooked.' });
    const leek = (await app.inject({ method: 'GET', url: '/api/menu' }))
      .json()
      .find((dish: MenuItem) => dish.name === 'Leek soup');
    expect(await translationsOf(leek._id)).toEqual({ fr: { name: 'Soupe aux poireaux' } });
  });

  it('keeps a dish’s translations when the file has no translation columns', async () => {
    const id = await addDish({ name: 'Tomato soup' });
    await translate(id, { ar: { name: 'حساء الطماطم' } });
    expect(await imported(`id,name,sections,price,image\r\n${id},Tomato soup,soups,8,/soup.webp\r\n`)).toMatchObject({
      changed: 1,
    });
    expect(await translationsOf(id)).toEqual({ ar: { name: 'حساء الطماطم' } });
  });

  it('neutralises formulas in a translation on export and takes them back exactly', async () => {
    const id = await addDish({ name: 'Bean soup' });
    const formula = '=HYPERLINK("http://evil.example","x")';
    await translate(id, { fr: { name: formula, recipe: "'+1" } });
    const file = await exported();
    expect(rowsOf(file).find((row) => row.id === id)).toMatchObject({ name_fr: `'${formula}`, recipe_fr: "''+1" });
    expect(await imported(file)).toMatchObject({ changed: 0 });
    expect(await translationsOf(id)).toEqual({ fr: { name: formula, recipe: "'+1" } });
  });

  it('refuses a column in a language not offered or in the default one, and a translation as the API refuses it', async () => {
    const header = 'id,name,sections,price,image';
    const german = await problemsOf(`${header},name_de,recipe_en\r\n,Soup,soups,3,/s.webp,Suppe,\r\n`);
    expect(german).toEqual([
      {
        line: 1,
        column: 'name_de',
        message:
          'The restaurant does not offer "de" (it offers en,fr,ar): leave the column "name_de" out, or offer the language first',
      },
      {
        line: 1,
        column: 'recipe_en',
        message: '"en" is the menu\'s default language: its texts are the "recipe" column, not "recipe_en"',
      },
    ]);
    const unknown = await problemsOf(`${header},name_it\r\n,Soup,soups,3,/s.webp,Zuppa\r\n`);
    expect(unknown[0]?.message).toMatch(
      /"name_it" is not a column of the menu: use .*name_fr, recipe_fr, name_ar, recipe_ar$/,
    );

    const rows = await problemsOf(
      `${header},name_fr,recipe_ar\r\n,Soup,soups,3,/s.webp,${'x'.repeat(121)},\r\n,Soup,soups,3,/s.webp,"deux\nlignes",${'y'.repeat(1001)}\r\n`,
    );
    expect(rows).toEqual([
      { line: 2, column: 'name_fr', message: 'Name can have at most 120 characters' },
      { line: 3, column: 'name_fr', message: 'Name must be one line, without control characters' },
      { line: 3, column: 'recipe_ar', message: 'Recipe can have at most 1000 characters' },
    ]);
  });
});
