import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { LanguagesForm } from './languages-form.tsx';

/** The form with the API stubbed: PUT /api/restaurant/languages answers what it is sent; answers the bodies sent. */
function renderForm() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      if (url === '/api/restaurant/languages' && init?.method === 'PUT') sent.push(body);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LanguagesForm languages={['en', 'fr']} />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  const offered = screen.getByRole('group', { name: 'Offered' });
  return { sent, offered, user: userEvent.setup() };
}

describe('LanguagesForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the languages ticked, the default first and the others in the product’s order', async () => {
    const { sent, offered, user } = renderForm();
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Français' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    // Each language is named in itself, read out in it.
    expect(offered.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('checkbox', { name: 'العربية' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deutsch' }));
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save the languages' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ languages: ['fr', 'en', 'de', 'ar'] });
  });

  it('asks for the default language to be offered too, and sends nothing', async () => {
    const { sent, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(screen.queryByRole('radio', { name: 'English' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the languages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer the default language too');
    expect(sent).toEqual([]);
  });
});
