import { menuItemIdSchema } from '@bistro/contract/menu';
import type { MenuImportResult } from '@bistro/contract/menu-csv';
import { dishSectionsSchema } from '@bistro/contract/menu-sections';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { MenuCsvPanel } from './menu-csv-panel.tsx';

const preview: MenuImportResult = {
  dryRun: true,
  added: 1,
  changed: 1,
  unchanged: 40,
  changes: [
    { line: 2, action: 'change', id: 'dish-1', name: 'Onion soup', columns: ['price', 'allergens', 'options'] },
    { line: 3, action: 'add', id: null, name: 'Pea soup', columns: ['name', 'sections', 'price', 'image'] },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The panel with the API stubbed, on a restaurant offered in `languages`, in the page's language
 * `Page` gives: the import answers `answer` (dry run or not); every request is kept.
 */
function renderPanel(
  answer: (dryRun: boolean) => Response,
  languages = ['en'],
  Page: ComponentType<{ children: ReactNode }> = InEnglish,
) {
  const requested: { url: string; field: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requested.push({ url, field: init?.body instanceof FormData ? init.body.get('file') : null });
      if (url.startsWith('/api/menu/import')) return answer(url.endsWith('?dryRun=true'));
      return json([]);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, { restaurant: { languages } } as never);
  render(
    <QueryClientProvider client={queryClient}>
      <Page>
        <MenuCsvPanel />
      </Page>
    </QueryClientProvider>,
  );
  const file = new File(['id,name\r\n'], 'menu.csv', { type: 'text/csv' });
  return { requested, file, user: userEvent.setup() };
}

describe('MenuCsvPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews a file with a dry run, imports it on confirmation, and says what it did', async () => {
    const { requested, file, user } = renderPanel((dryRun) =>
      json(dryRun ? preview : { ...preview, dryRun: false, unchanged: 40 }),
    );
    expect(
      screen.getByText(
        /^Columns: id, name, sections, collections, tax_category, price, recipe, image, allergens, diets, options\./,
      ),
    ).toHaveTextContent('options as option group names in the order diners see them, lists joined by |');
    await user.upload(screen.getByLabelText('Import from CSV'), file);
    const region = await screen.findByRole('region', { name: 'Preview of menu.csv' });
    expect(region).toHaveTextContent('1 dish to add, 1 dish to change, 40 dishes unchanged.');
    expect(within(region).getByRole('heading', { name: 'Preview of menu.csv' })).toHaveFocus();
    expect(
      within(within(region).getByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 2: changes Onion soup (price, allergens, options)', 'Line 3: adds Pea soup']);
    expect(requested).toEqual([{ url: '/api/menu/import?dryRun=true', field: file }]);

    await user.click(within(region).getByRole('button', { name: 'Import 2 dishes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported: 1 dish added, 1 dish changed.');
    expect(screen.queryByRole('region', { name: 'Preview of menu.csv' })).toBeNull();
    expect(requested[1]).toEqual({ url: '/api/menu/import', field: file });
  });

  it('names a dish’s name and recipe columns in each language offered besides the default', async () => {
    renderPanel(() => json(preview), ['en', 'fr', 'ar']);
    expect(screen.getByText(/^Columns: /)).toHaveTextContent(
      /^Columns: id, name, .*, options, name_fr, recipe_fr, name_ar, recipe_ar\..* name_ and recipe_ with a language’s code are the dish in that language; left empty, diners see the name and recipe\./,
    );
  });

  it('lists every bad line and column of a refused file, and offers no import', async () => {
    const { requested, file, user } = renderPanel(() =>
      json(
        {
          error: 'Bad Request',
          message: 'Nothing was imported: 2 problems on 2 lines of the file',
          details: {
            problems: [
              { line: 3, column: 'price', message: 'Price must be more than 0' },
              { line: 5, column: null, message: 'This row has 4 cells where the header has 8' },
            ],
          },
        },
        400,
      ),
    );
    await user.upload(screen.getByLabelText('Import from CSV'), file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('menu.csv: Nothing was imported: 2 problems on 2 lines');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3, price: Price must be more than 0', 'Line 5: This row has 4 cells where the header has 8']);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(requested).toHaveLength(1);
  });

  it('says a refused file’s problems in the page’s language, the contract’s field messages worded here', async () => {
    const { file, user } = renderPanel(
      () =>
        json(
          {
            error: 'Bad Request',
            message: 'Rien n’a été importé : 4 problèmes sur 3 lignes du fichier',
            details: {
              problems: [
                { line: 3, column: 'price', message: 'Price must be more than 0' },
                { line: 4, column: 'id', message: menuItemIdSchema.safeParse('x').error?.issues[0]?.message },
                {
                  line: 4,
                  column: 'sections',
                  message: dishSectionsSchema.safeParse(['soups', 'soups']).error?.issues[0]?.message,
                },
                { line: 5, column: null, message: 'Cette ligne a 4 cellules alors que l’en-tête en a 8' },
              ],
            },
          },
          400,
        ),
      ['fr'],
      await inLanguage('fr'),
    );
    await user.upload(screen.getByLabelText('Importer depuis un CSV'), file);
    expect(
      within(await screen.findByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ligne 3, price : Plus de 0.',
      'Ligne 4, id : L’id d’un plat tel que l’export l’écrit, ou vide pour un nouveau plat.',
      'Ligne 4, sections : Chaque rubrique une seule fois.',
      'Ligne 5 : Cette ligne a 4 cellules alors que l’en-tête en a 8',
    ]);
  });

  it('says a file that changes nothing changes nothing, and one too large why it is refused', async () => {
    let tooLarge = false;
    const { file, user } = renderPanel(() =>
      tooLarge
        ? json({ error: 'Payload Too Large', message: 'This file is over 5 MB: import the menu in parts' }, 413)
        : json({ ...preview, added: 0, changed: 0, changes: [] }),
    );
    await user.upload(screen.getByLabelText('Import from CSV'), file);
    const region = await screen.findByRole('region', { name: 'Preview of menu.csv' });
    expect(region).toHaveTextContent('Nothing to import: the menu already says what this file says.');
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Preview of menu.csv' })).toBeNull();

    tooLarge = true;
    await user.upload(screen.getByLabelText('Import from CSV'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'menu.csv: This file is over 5 MB: import the menu in parts',
    );
  });
});
