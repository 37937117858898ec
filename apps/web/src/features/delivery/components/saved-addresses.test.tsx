import type { SavedAddress } from '@bistro/contract/delivery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context.ts';
import { InEnglish } from '@/test/in-english.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const HOME: SavedAddress = {
  id: 'a1',
  label: 'Home',
  address: { line1: '12 rue de la Roquette', city: 'Paris', postcode: '75011', country: 'France' },
};

/** The profile's section for a signed-in diner, the API stubbed: delivery on or off, and the addresses kept. */
function renderSection({ delivers = true } = {}) {
  const kept: SavedAddress[] = [HOME];
  const sent: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (String(url).endsWith('/api/delivery/setup')) {
        return json({ enabled: delivers, zones: [], prepMinutes: 20, minutesPerKm: 4 });
      }
      if (method === 'GET') return json(kept);
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url: String(url), body });
      if (method === 'POST') {
        const added = { id: 'b2', label: body.label ?? null, address: body.address };
        kept.push(added);
        return json(added, 201);
      }
      kept.splice(0, 1);
      return json({ deletedCount: 1 });
    }),
  );
  const auth = {
    user: { email: 'dina@bistro.test', displayName: 'Dina', emailVerified: true },
    loading: false,
  } as Partial<AuthContextValue> as AuthContextValue;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <SavedAddresses />
      </AuthContext.Provider>
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { sent, user: userEvent.setup() };
}

describe('the profile’s delivery addresses', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists those kept, adds one as the contract takes it, and removes one', async () => {
    const { sent, user } = renderSection();
    const list = await screen.findByRole('list', { name: 'Your delivery addresses' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Home: 12 rue de la Roquette, 75011 Paris, France');

    const form = screen.getByRole('form', { name: 'Add a delivery address' });
    await user.type(within(form).getByLabelText('Name (optional)'), 'Work');
    await user.type(within(form).getByLabelText('Street and number'), '5 avenue Victoria');
    await user.type(within(form).getByLabelText('Postcode'), '75004');
    await user.type(within(form).getByLabelText('City'), 'Paris');
    await user.type(within(form).getByLabelText('Country'), 'France');
    await user.click(within(form).getByRole('button', { name: 'Add the address' }));
    expect(await within(list).findByText(/5 avenue Victoria/)).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/me/addresses',
      body: {
        label: 'Work',
        address: { line1: '5 avenue Victoria', postcode: '75004', city: 'Paris', country: 'France' },
      },
    });
    expect(within(form).getByLabelText('Street and number')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Home' }));
    await vi.waitFor(() => expect(sent[1]).toMatchObject({ method: 'DELETE', url: '/api/me/addresses/a1' }));
  });

  it('sends nothing for an address without a postcode, saying so on the field', async () => {
    const { sent, user } = renderSection();
    const form = await screen.findByRole('form', { name: 'Add a delivery address' });
    await user.type(within(form).getByLabelText('Street and number'), '5 avenue Victoria');
    await user.type(within(form).getByLabelText('City'), 'Paris');
    await user.type(within(form).getByLabelText('Country'), 'France');
    await user.click(within(form).getByRole('button', { name: 'Add the address' }));
    expect(within(form).getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('is not shown while the restaurant does not deliver', async () => {
    renderSection({ delivers: false });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Delivery addresses' })).toBeNull();
  });
});
