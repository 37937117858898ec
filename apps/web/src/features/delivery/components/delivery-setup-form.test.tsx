import type { DeliverySetup } from '@bistro/contract/delivery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import type { OwnerDeliverySetup } from '../api/delivery.ts';
import { DeliverySetupPanel } from './delivery-setup-form.tsx';

const saved: OwnerDeliverySetup = {
  enabled: true,
  origin: { lat: 48.8566, lng: 2.3522 },
  zones: [
    { name: 'Centre', radiusKm: 3, fee: 2.5, minOrder: 15, freeFrom: 40 },
    { name: 'Marais', postcodes: ['75004', '92*'], fee: 1.5, minOrder: 10 },
  ],
  prepMinutes: 20,
  minutesPerKm: 4,
  geocoder: true,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The Delivery page with the API stubbed: it reads `setup`; every set-up and address it is sent is kept. */
function renderPanel(setup: OwnerDeliverySetup = saved) {
  const sent: DeliverySetup[] = [];
  const located: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/restaurant')) return json({ weekly: {} });
      if (String(url).endsWith('/api/delivery/locate')) {
        located.push(JSON.parse(String(init?.body)));
        return json({ lat: 48.85, lng: 2.38 });
      }
      if (init?.method !== 'PUT') return json(setup);
      sent.push(JSON.parse(String(init.body)));
      return json(sent.at(-1));
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DeliverySetupPanel />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { sent, located, user: userEvent.setup() };
}

describe('the owner’s Delivery page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the zones in clear words and saves what the owner changed', async () => {
    const { sent, user } = renderPanel();
    expect(
      await screen.findByText('Within 3 km of the restaurant: a fee of $2.50, orders from $15.00, free from $40.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText('To the postcodes 75004, 92*: a fee of $1.50, orders from $10.00.')).toBeInTheDocument();
    expect(screen.queryByText(/No geocoder is set/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Zone 1 fee'));
    await user.type(screen.getByLabelText('Zone 1 fee'), '3');
    await user.click(screen.getByRole('button', { name: 'Add a zone' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Zone 3 covers' })).getByRole('radio', { name: 'Postcodes' }),
    );
    await user.type(screen.getByLabelText('Zone 3 postcodes'), '94300, 94*');
    await user.click(screen.getByRole('button', { name: 'Save delivery' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      enabled: true,
      origin: { lat: 48.8566, lng: 2.3522 },
      zones: [
        { name: 'Centre', radiusKm: 3, fee: 3, minOrder: 15, freeFrom: 40 },
        { name: 'Marais', postcodes: ['75004', '92*'], fee: 1.5, minOrder: 10, freeFrom: null },
        { name: 'Zone 3', postcodes: ['94300', '94*'], fee: 0, minOrder: 0, freeFrom: null },
      ],
      prepMinutes: 20,
      minutesPerKm: 4,
    });
  });

  it('finds the location from the restaurant’s address through the geocoder', async () => {
    const { sent, located, user } = renderPanel();
    await user.type(await screen.findByLabelText('Restaurant street and number'), '1 rue de Rivoli');
    await user.type(screen.getByLabelText('Restaurant postcode'), '75004');
    await user.type(screen.getByLabelText('Restaurant city'), 'Paris');
    await user.type(screen.getByLabelText('Restaurant country'), 'France');
    await user.click(screen.getByRole('button', { name: 'Find the location from this address' }));
    expect(await screen.findByText('Found: 48.85, 2.38. Save delivery to keep it.')).toBeInTheDocument();
    expect(located).toEqual([
      { address: { line1: '1 rue de Rivoli', postcode: '75004', city: 'Paris', country: 'France' } },
    ]);
    expect(screen.getByLabelText('Latitude')).toHaveValue('48.85');
    await user.click(screen.getByRole('button', { name: 'Save delivery' }));
    await vi.waitFor(() => expect(sent[0]?.origin).toEqual({ lat: 48.85, lng: 2.38 }));
  });

  it('says when no geocoder is set, and refuses a radius zone without a location, in the contract’s words', async () => {
    const { sent, user } = renderPanel({ ...saved, origin: undefined, geocoder: false } as OwnerDeliverySetup);
    expect(await screen.findByText(/No geocoder is set \(GEOCODER_URL\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find the location from this address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save delivery' }));
    expect(
      await screen.findByText(/Delivery was not saved: Radius zones are measured from the restaurant/),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
