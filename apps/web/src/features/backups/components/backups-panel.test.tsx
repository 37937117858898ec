import type { BackupsOverview } from '@bistro/contract/backups';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { BackupsPanel } from './backups-panel.tsx';

const overview: BackupsOverview = {
  dir: '/var/backups/bistro',
  everySeconds: 86_400,
  keep: 7,
  encrypted: false,
  backups: [
    { name: 'big.tar.gz', takenAt: '2025-03-02T03:00:00.000Z', bytes: 1_234_567, verified: true, encrypted: false },
    { name: 'small.tar.gz', takenAt: '2025-03-01T03:00:00.000Z', bytes: 840_000, verified: true, encrypted: false },
  ],
};

/** The panel with the site's settings unread and the API answering the backups. */
function renderPanel(wrapper: (props: { children: ReactNode }) => ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const found = url === '/api/backups';
      return new Response(JSON.stringify(found ? overview : { message: 'Not in this test' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BackupsPanel />
    </QueryClientProvider>,
    { wrapper },
  );
}

/** The size each row of the backups' table shows. */
const sizesShown = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
};

describe('BackupsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how large each backup is', async () => {
    renderPanel(InEnglish);
    expect(await sizesShown()).toEqual(['1.2 MB', '840 kB']);
  });

  it('writes the sizes as the page’s language does: « 1,2 Mo » in French', async () => {
    renderPanel(await inLanguage('fr'));
    expect(await sizesShown()).toEqual(['1,2\u202fMo', '840\u202fko']);
  });
});
