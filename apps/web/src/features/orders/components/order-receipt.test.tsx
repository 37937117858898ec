import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { orderFixture } from '@/test/order-fixture.ts';
import { OrderReceipt } from './order-receipt.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The receipt page of `order`, the site's details now being a new address, phone and tax number. */
function renderReceipt(order: ReturnType<typeof orderFixture>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url);
      if (path.endsWith('/api/config')) {
        return json({
          brand: { name: 'Chez Lina', logo: null, address: '1 New Road, Southsea', phone: '+44 23 9200 1111' },
          restaurant: { timeZone: 'Europe/London' },
        });
      }
      if (path.endsWith('/api/restaurant')) return json({ taxNumber: 'GB 999 9999 99' });
      return json(order);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OrderReceipt id={order._id} backTo="/" />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
}

describe('the receipt page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints the restaurant as it stood when the order was paid, not as it stands now', async () => {
    renderReceipt(
      orderFixture({
        issuer: { name: 'Lina’s Kitchen', address: '12 Quay Street', phone: '+44 23 9200 0000', taxNumber: 'GB 1' },
      }),
    );
    expect(await screen.findByText('12 Quay Street')).toBeInTheDocument();
    expect(screen.getByText('Lina’s Kitchen')).toBeInTheDocument();
    expect(screen.getByText('Thank you for ordering from Lina’s Kitchen.')).toBeInTheDocument();
    expect(screen.getByText(/GB 1/)).toBeInTheDocument();
    expect(screen.queryByText('1 New Road, Southsea')).toBeNull();
  });

  it('prints the restaurant as it stands now for an order paid before issuers were kept', async () => {
    renderReceipt(orderFixture({ issuer: null }));
    expect(await screen.findByText('1 New Road, Southsea')).toBeInTheDocument();
    expect(screen.getByText('Chez Lina')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Bistro Boss');
    expect(await screen.findByText(/GB 999 9999 99/)).toBeInTheDocument();
    expect(screen.getByText('+44 23 9200 1111')).toBeInTheDocument();
  });
});
