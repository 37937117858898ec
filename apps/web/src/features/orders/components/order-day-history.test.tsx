import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { orderFixture } from '@/test/order-fixture.ts';
import { OrderDayHistory } from './order-day-history.tsx';

const billWith = (tip: number) => ({ ...orderFixture().bill, tip, total: 12.5 + tip });
const pickedUp = orderFixture({ _id: 'a', number: 1042, status: 'completed', bill: billWith(3) });
const cancelled = orderFixture({
  _id: 'b',
  number: 1043,
  status: 'cancelled',
  bill: billWith(2),
  cancellation: { reason: 'closing', note: null },
});

/** The server's answers (the network stands in, not our code): the site's settings and the day's orders. */
function serverAnswers() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/orders') ? [pickedUp, cancelled] : { restaurant: { timeZone: 'UTC' } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the kitchen’s day history', () => {
  it('shows each order’s tip, and the tips of the orders picked up (a cancelled order’s is refunded)', async () => {
    serverAnswers();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <OrderDayHistory />
        </MemoryRouter>
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
    const table = (await screen.findAllByRole('table'))[0] as HTMLElement;
    expect(within(table).getByRole('columnheader', { name: 'Tip' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /#1042/ })).toHaveTextContent('$3.00');
    expect(within(table).getByRole('row', { name: /#1043/ })).toHaveTextContent('$2.00');
    expect(screen.getByText(/^Tips of the orders picked up:/)).toHaveTextContent('Tips of the orders picked up: $3.00');
  });
});
