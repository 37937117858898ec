import type { Brand } from '@bistro/contract/brand';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { BrandForm } from './brand-form.tsx';

const house: Brand = {
  name: 'Bistro Boss',
  tagline: 'Providing reliable foods since 1992',
  logo: null,
  primaryColor: null,
  primaryTextColor: null,
  address: null,
  phone: '+33 1 23 45 67 89',
  email: null,
  social: { facebook: null, instagram: null, twitter: null },
  mailFrom: null,
};

/**
 * The form with the API stubbed, in the page's language `wrapper` gives: PUT /api/restaurant/brand
 * answers `answer`; answers the bodies sent.
 */
function renderForm(
  answer: { status: number; body: object } = { status: 200, body: house },
  wrapper: ComponentType<{ children: ReactNode }> = InEnglish,
) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/restaurant/brand' && init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: url === '/api/restaurant/brand' ? answer.status : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BrandForm brand={house} />
    </QueryClientProvider>,
    { wrapper },
  );
  return { sent, user: userEvent.setup() };
}

const colour = (name: string, value: string) => fireEvent.input(screen.getByLabelText(name), { target: { value } });

describe('BrandForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the name, the colours chosen, and none for the boxes left empty', async () => {
    const { sent, user } = renderForm();
    const name = screen.getByLabelText('Name *', { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Chez Lina');
    await user.click(screen.getByRole('checkbox', { name: /Colours of our own/ }));
    colour('Main colour', '#B3261E');
    await user.type(screen.getByLabelText('Email', { selector: 'input' }), 'bonjour@chezlina.example');
    await user.click(screen.getByRole('button', { name: 'Save the restaurant' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Chez Lina',
      tagline: 'Providing reliable foods since 1992',
      logo: null,
      primaryColor: '#b3261e',
      primaryTextColor: '#ffffff',
      address: null,
      phone: '+33 1 23 45 67 89',
      email: 'bonjour@chezlina.example',
      social: { facebook: null, instagram: null, twitter: null },
      mailFrom: null,
    });
  });

  it('refuses a main colour too light to read, saying why, and sends nothing', async () => {
    const { sent, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: /Colours of our own/ }));
    colour('Main colour', '#f2c94c');
    await user.click(screen.getByRole('button', { name: 'Save the restaurant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The main colour #f2c94c is too light to read on the white page: 1.5:1, and WCAG AA needs 4.5:1 for text.',
    );
    expect(sent).toEqual([]);
  });

  it('says why colours are refused in the page’s language', async () => {
    const { sent, user } = renderForm(undefined, await inLanguage('fr'));
    await user.click(screen.getByRole('checkbox', { name: /Nos propres couleurs/ }));
    colour('Couleur principale', '#1d4ed8');
    colour('Texte sur la couleur principale', '#0f172a');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le restaurant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le texte en #0f172a sur la couleur principale #1d4ed8 donne 2,6:1, et WCAG AA exige 4,5:1. Choisissez une couleur de texte plus éloignée (le blanc ou le noir se lisent le mieux).',
    );
    expect(sent).toEqual([]);
  });

  it('says the server’s refusal of a colour where the colours are chosen', async () => {
    const message = 'Text in #777777 on the main colour #8a6204 is 1.6:1, and WCAG AA needs 4.5:1.';
    const { user } = renderForm({ status: 422, body: { error: 'Unprocessable Entity', message } });
    await user.click(screen.getByRole('button', { name: 'Save the restaurant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
