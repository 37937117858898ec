import type { Order } from '@bistro/contract/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { orderFixture } from '@/test/order-fixture.ts';
import { DeliveryList } from './delivery-list.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const address = { line1: '12 rue de la Roquette', city: 'Paris', postcode: '75011', country: 'France' };
const delivery = (changes: Partial<Order>, fulfilment: Partial<Order['fulfilment']> = {}) =>
  orderFixture({
    phone: '+33 6 12 34 56 78',
    pickupAt: '2026-11-25T18:20:00.000Z',
    ...changes,
    fulfilment: {
      type: 'delivery',
      address,
      instructions: 'Code 4512, third floor',
      zone: 'Centre',
      fee: 2.5,
      arrivalAt: '2026-11-25T18:28:00.000Z',
      ...fulfilment,
    },
  });

/** The list with the API stubbed: these deliveries, and each move it sends kept; in English unless told. */
function renderList(deliveries: Order[], language: (props: { children: ReactNode }) => ReactNode = InEnglish) {
  const moves: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/deliveries')) return json(deliveries);
      if (init?.method === 'PATCH') {
        moves.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return json(deliveries[0]);
      }
      return json({ error: 'Not Found', message: 'not stubbed' }, 404);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DeliveryList />
    </QueryClientProvider>,
    { wrapper: language },
  );
  return { moves, user: userEvent.setup() };
}

describe('a driver’s deliveries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists them in order, each with the address opening the map app, the diner’s phone, the note and the arrival', async () => {
    renderList([
      delivery({ _id: 'a1', number: 1042, status: 'out_for_delivery' }, { driver: 'Dan' }),
      delivery({ _id: 'b2', number: 1043, status: 'ready', customerName: 'Bert Diner' }),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Deliveries' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '#1042 · Dina Diner',
      '#1043 · Bert Diner',
    ]);
    const [out, ready] = items as [HTMLElement, HTMLElement];
    const map = within(out).getByRole('link', { name: /12 rue de la Roquette, 75011 Paris, France/ });
    expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20rue%20de%20la%20Roquette%2C%2075011%20Paris%2C%20France',
    );
    expect(within(out).getByRole('link', { name: 'Call Dina Diner: +33 6 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
    expect(within(out).getByText('Code 4512, third floor')).toBeInTheDocument();
    expect(within(out).getByText('Out for delivery with Dan')).toBeInTheDocument();
    expect(within(out).getByText(/Arrive about/)).toHaveTextContent('Arrive about 6:28 PM');
    expect(within(ready).getByText('Ready to go out')).toBeInTheDocument();
    expect(within(ready).getByText(/Arrive about/)).toHaveTextContent(
      'Arrive about 6:28 PM · leaves the kitchen 6:20 PM',
    );
    // The site loads no map of its own: the phone's map app shows it.
    expect(document.querySelector('img, iframe')).toBeNull();
  });

  it('takes a ready one out and marks one on its way delivered, one press each', async () => {
    const { moves, user } = renderList([
      delivery({ _id: 'a1', number: 1042, status: 'out_for_delivery' }, { driver: 'Dan' }),
      delivery({ _id: 'b2', number: 1043, status: 'ready' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Take it out: order 1043' }));
    await user.click(screen.getByRole('button', { name: 'Mark delivered: order 1042' }));
    await vi.waitFor(() => expect(moves).toHaveLength(2));
    expect(moves).toEqual([
      { url: expect.stringMatching(/\/api\/orders\/b2$/), body: { status: 'out_for_delivery' } },
      { url: expect.stringMatching(/\/api\/orders\/a1$/), body: { status: 'delivered' } },
    ]);
  });

  it('says when nothing is ready to go out', async () => {
    renderList([]);
    expect(await screen.findByText(/No delivery is ready to go out/)).toBeInTheDocument();
  });

  it('reads in the driver’s language', async () => {
    renderList(
      [delivery({ _id: 'b2', number: 1043, status: 'ready', customerName: 'Bert Diner' })],
      await inLanguage('fr'),
    );
    const card = await screen.findByRole('article', { name: '#1043 · Bert Diner' });
    expect(within(card).getByText('Prête à partir')).toBeInTheDocument();
    expect(within(card).getByText(/^Arrivée vers/)).toHaveTextContent(
      /^Arrivée vers 18:28 · quitte la cuisine à 18:20$/,
    );
    expect(within(card).getByRole('button', { name: 'Partir avec : commande 1043' })).toHaveTextContent('Partir avec');
    expect(within(card).getByText('Note')).toBeInTheDocument();
  });
});
