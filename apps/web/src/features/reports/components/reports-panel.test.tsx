import type { SalesReport } from '@bistro/contract/reports';
import { dayAfter } from '@bistro/contract/restaurant-clock';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { ReportsPanel } from './reports-panel.tsx';

const none = { orders: 0, gross: 0, refunds: 0, net: 0, tax: 0, tips: 0, discounts: 0, deliveryFees: 0 };

/** The panel with the site's settings unread (the restaurant's clock is UTC) and the API stubbed. */
function renderPanel() {
  const today = new Date().toISOString().slice(0, 10);
  const from = dayAfter(today, -6);
  const report: SalesReport = {
    currency: 'USD',
    days: Array.from({ length: 7 }, (_, index) => ({ date: dayAfter(from, index), ...none })).map((day) =>
      day.date === today ? { ...day, orders: 2, gross: 3700, refunds: 1250, net: 2450 } : day,
    ),
    totals: { ...none, orders: 2, gross: 3700, refunds: 1250, net: 2450, deliveryFees: 250 },
    channels: {
      online: { ...none, orders: 1, gross: 1250, refunds: 1250 },
      counter: none,
      phone: { ...none, orders: 1, gross: 2450, net: 2450 },
      table: none,
    },
    fulfilments: {
      pickup: { ...none, orders: 1, gross: 2450, net: 2450 },
      delivery: { ...none, orders: 1, gross: 1250, refunds: 1250, deliveryFees: 250 },
    },
  };
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.startsWith('/api/reports/orders.csv')) return new Response('\uFEFForder id\r\n', { status: 200 });
      const found = url.startsWith('/api/reports/sales');
      return new Response(JSON.stringify(found ? report : { message: 'Not in this test' }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReportsPanel />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { requested, today, from, user: userEvent.setup() };
}

describe('ReportsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the last seven days’ totals and every day, in dollars', async () => {
    const { requested, today, from } = renderPanel();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(requested).toContain(`/api/reports/sales?from=${from}&to=${today}`);
    const figure = (name: string) => within(totals).getByText(name).nextElementSibling;
    expect(figure('Orders')).toHaveTextContent('2');
    expect(figure('Gross')).toHaveTextContent('$37.00');
    expect(figure('Refunds')).toHaveTextContent('$12.50');
    expect(figure('Net')).toHaveTextContent('$24.50');
    expect(figure('Delivery fees')).toHaveTextContent('$2.50');
    expect(within(screen.getByRole('list', { name: 'Sales per day' })).getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows the totals of each channel, one without sales as zeros', async () => {
    renderPanel();
    const channels = within(await screen.findByRole('list', { name: 'Sales per channel' })).getAllByRole('listitem');
    expect(channels.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Online.*Orders1.*Gross\$12\.50.*Refunds\$12\.50.*Net\$0\.00/),
      expect.stringMatching(/^Counter.*Orders0.*Gross\$0\.00/),
      expect.stringMatching(/^Phone.*Orders1.*Gross\$24\.50.*Net\$24\.50/),
      expect.stringMatching(/^Table.*Orders0.*Gross\$0\.00/),
    ]);
  });

  it('counts the orders picked up and those delivered apart, with the delivery fees', async () => {
    renderPanel();
    const rows = within(await screen.findByRole('list', { name: 'Sales picked up and delivered' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Pickup.*Orders1.*Gross\$24\.50.*Delivery fees\$0\.00/),
      expect.stringMatching(/^Delivery.*Orders1.*Gross\$12\.50.*Delivery fees\$2\.50/),
    ]);
  });

  it('says what is wrong with a range whose first day is after its last, and downloads nothing', async () => {
    const { user, today } = renderPanel();
    const first = screen.getByLabelText('From');
    await user.clear(first);
    await user.type(first, dayAfter(today, 1));
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('The first day must not be after the last.');
    expect(screen.getByRole('button', { name: 'Download orders (CSV)' })).toBeDisabled();
  });

  it('downloads the range’s orders as orders-FROM-TO.csv', async () => {
    const { requested, user, today, from } = renderPanel();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:orders', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download orders (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual([`orders-${from}-${today}.csv`]));
    expect(requested).toContain(`/api/reports/orders.csv?from=${from}&to=${today}`);
    click.mockRestore();
  });
});
