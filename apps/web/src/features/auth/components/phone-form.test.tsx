import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context.ts';
import { InEnglish } from '@/test/in-english.tsx';
import { PhoneForm } from './phone-form.tsx';

/** The profile's phone form for a signed-in diner whose profile holds `phone`; PATCH /api/users/me is recorded. */
function renderForm(phone: string | null) {
  const patched = vi.fn((_: unknown) => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      let profile = { email: 'dina@bistro.test', phone };
      if (init.method === 'PATCH') {
        const change = JSON.parse(String(init.body)) as { phone: string | null };
        patched(change);
        profile = { ...profile, ...change };
      }
      return new Response(JSON.stringify(profile), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const auth = {
    user: { email: 'dina@bistro.test', displayName: 'Dina', emailVerified: true },
    loading: false,
  } as Partial<AuthContextValue> as AuthContextValue;
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <PhoneForm onSaved={onSaved} />
      </AuthContext.Provider>
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return {
    patched,
    onSaved,
    field: screen.getByLabelText('Phone (optional)'),
    save: screen.getByRole('button', { name: 'Save phone' }),
  };
}

describe('PhoneForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved number once read, and refuses one that is not a number on its field, sending nothing', async () => {
    const { patched, field, save } = renderForm('+1 555 010 0199');
    await waitFor(() => expect(field).toHaveValue('+1 555 010 0199'));
    await userEvent.clear(field);
    await userEvent.type(field, 'call me');
    await userEvent.click(save);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^Enter a phone number of 7 to 15 digits/);
    expect(field).toHaveFocus();
    expect(patched).not.toHaveBeenCalled();
  });

  it('saves a number as the contract keeps it, and an emptied box removes it', async () => {
    const { patched, onSaved, field, save } = renderForm(null);
    await waitFor(() => expect(field).toBeEnabled());
    await userEvent.type(field, ' +1  555 010 0199 ');
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('+1 555 010 0199'));
    expect(patched).toHaveBeenLastCalledWith({ phone: '+1 555 010 0199' });
    expect(field).toHaveValue('+1 555 010 0199');

    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenLastCalledWith(null));
    expect(patched).toHaveBeenLastCalledWith({ phone: null });
    expect(field).toHaveValue('');
  });
});
