import type { AuditEntry } from '@bistro/contract/audit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { AuditLogPanel } from './audit-log-panel.tsx';

const admin = { id: 'a1', email: 'ada@example.com', role: 'admin' as const };

/** Entries as the server records them (apps/server's `audit.record` calls). */
const entries: AuditEntry[] = [
  {
    id: 3,
    at: '2025-03-01T18:30:00.000Z',
    actor: { id: 's1', email: 'cy@example.com', role: 'staff' },
    action: 'menu.stock',
    subject: { kind: 'dish', id: 'd1' },
    before: { stock: null, parLevel: null },
    after: { stock: 3, parLevel: null },
    reason: null,
  },
  {
    id: 2,
    at: '2025-03-01T18:20:00.000Z',
    actor: admin,
    action: 'user.role',
    subject: { kind: 'user', id: 'u1' },
    before: { role: 'staff' },
    after: { role: 'admin' },
    reason: null,
  },
  {
    id: 1,
    at: '2025-03-01T18:10:00.000Z',
    actor: admin,
    action: 'order.enter',
    subject: { kind: 'order', id: 'o1' },
    before: null,
    after: { number: 1001, channel: 'counter', payment: 'card_present', total: 1234.5, oddField: true },
    reason: null,
  },
];

/** The panel with the site's settings unread (the restaurant's clock is UTC) and the API answering the entries. */
function renderPanel(wrapper: (props: { children: ReactNode }) => ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const found = url.startsWith('/api/audit-log');
      return new Response(JSON.stringify(found ? { entries } : { message: 'Not in this test' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <AuditLogPanel people={[]} />
      </QueryClientProvider>
    </MemoryRouter>,
    { wrapper },
  );
}

/** Each row of the entries' table, its cells' words. */
const rowsShown = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
};

describe('AuditLogPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who changed what, of what, field by field, in the words the server keeps', async () => {
    renderPanel(InEnglish);
    const [stock, role, order] = await rowsShown();
    expect(stock?.slice(1)).toEqual(['cy@example.comstaff', 'Stock count', 'dish d1', 'stock: null → 3', '']);
    expect(role?.slice(1)).toEqual(['ada@example.comadmin', 'Role', 'user u1', 'role: staff → admin', '']);
    expect(order?.slice(3, 5)).toEqual([
      'Order #1001',
      'number: 1001; channel: counter; payment: card_present; total: 1234.5; oddField: true',
    ]);
  });

  it('is in the page’s language: a French admin reads the fields, their values and the roles in French', async () => {
    renderPanel(await inLanguage('fr'));
    const [stock, role, order] = await rowsShown();
    expect(stock?.slice(1)).toEqual([
      'cy@example.compersonnel de cuisine',
      'Stock',
      'plat d1',
      'stock : aucun → 3',
      '',
    ]);
    expect(role?.[4]).toBe('rôle : personnel de cuisine → administrateur');
    expect(order?.[4]).toBe(
      'numéro : 1001 ; canal : comptoir ; paiement : carte au comptoir ; total : 1234,5 ; oddField : oui',
    );
  });
});
