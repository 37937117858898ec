import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { asRound, orderFixture } from '@/test/order-fixture.ts';
import { OrderTimeline } from './order-timeline.tsx';

const history = [
  { status: 'pending' as const, at: '2026-11-25T18:01:00.000Z', by: null },
  { status: 'preparing' as const, at: '2026-11-25T18:03:00.000Z', by: 'Carl' },
  { status: 'ready' as const, at: '2026-11-25T18:18:00.000Z', by: 'Carl' },
  { status: 'out_for_delivery' as const, at: '2026-11-25T18:20:00.000Z', by: 'Dan' },
];

function renderTimeline(order: ReturnType<typeof orderFixture>) {
  // No configuration: the restaurant's clock reads UTC.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"error":"Not Found","message":"none"}', { status: 404 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OrderTimeline order={order} />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
}

describe('the order’s progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows a delivery out of the kitchen to the door, each step with its time', () => {
    const steps = renderTimeline(
      orderFixture({
        status: 'out_for_delivery',
        history,
        fulfilment: { type: 'delivery', arrivalAt: '2026-11-25T18:28:00.000Z', driver: 'Dan' },
      }),
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Paid, waiting for the kitchen6:01 PM',
      'Being prepared6:03 PM',
      'Ready to go out6:18 PM',
      'Out for delivery6:20 PM',
      'Delivered',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
  });

  it('ends at the table for a table’s round, served before its tab is paid', () => {
    const steps = renderTimeline(orderFixture({ ...asRound, status: 'ready', history: history.slice(0, 3) }));
    expect(steps.map((step) => step.textContent)).toEqual([
      'Waiting for the kitchen6:01 PM',
      'Being prepared6:03 PM',
      'Ready to serve6:18 PM',
      'Served',
    ]);
  });

  it('ends at the pickup for an order picked up', () => {
    const steps = renderTimeline(orderFixture({ status: 'ready', history: history.slice(0, 3) }));
    expect(steps.map((step) => step.textContent)).toEqual([
      'Paid, waiting for the kitchen6:01 PM',
      'Being prepared6:03 PM',
      'Ready for pickup6:18 PM',
      'Picked up',
    ]);
  });
});
