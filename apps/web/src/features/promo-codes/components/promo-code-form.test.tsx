import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

/** The form with the API stubbed: POST /api/promo-codes answers `answer`; answers the bodies sent. */
function renderForm(answer: { status: number; body: object } = { status: 201, body: {} }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/promo-codes' && init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PromoCodeForm />
    </QueryClientProvider>,
    { wrapper: InEnglish },
  );
  return { sent, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

describe('PromoCodeForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the kind of discount chosen and the rules filled in, the code in capitals', async () => {
    const { sent, user } = renderForm();
    await user.type(field('Code *'), 'fiver');
    await user.click(screen.getByRole('radio', { name: 'Amount off' }));
    await user.type(field('Amount off in dollars *'), '5');
    await user.type(field('Minimum order in dollars'), '20');
    await user.type(field('Uses per diner'), '1');
    await user.click(screen.getByRole('checkbox', { name: /First order only/ }));
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ code: 'FIVER', amountOff: 5, minOrder: 20, maxUsesPerDiner: 1, firstOrderOnly: true });
    await vi.waitFor(() => expect(field('Code *')).toHaveValue(''));
  });

  it('says every problem on its field and sends nothing', async () => {
    const { sent, user } = renderForm();
    await user.type(field('Percent off *'), '100.5');
    await user.type(field('First day'), '2026-12-10');
    await user.type(field('Last day'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code must be 3 to 32 letters, digits, dashes or underscores')).toBeVisible();
    expect(screen.getByText('Percent off must be at most 100')).toBeVisible();
    expect(field('Percent off *')).toHaveAccessibleDescription('Percent off must be at most 100');
    await user.clear(field('Percent off *'));
    await user.type(field('Percent off *'), '10');
    await user.type(field('Code *'), 'DECEMBER');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('The last day cannot be before the first')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says the server’s 409 on the code', async () => {
    const { user } = renderForm({
      status: 409,
      body: { error: 'Conflict', message: 'There is a code WELCOME already' },
    });
    await user.type(field('Code *'), 'welcome');
    await user.type(field('Percent off *'), '15');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('There is a code WELCOME already')).toBeVisible();
    expect(field('Code *')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Code *')).toHaveValue('welcome');
  });
});
