import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import type { BillChoices } from '../api/bill-quote.ts';
import { useBillChoices } from '../use-bill-choices.ts';
import { BillChoicesFields } from './bill-choices-fields.tsx';

/** The fields as the payment page shows them, with what Pay would send written out. */
function Checkout({ tipPresets = [10, 15, 20] }: { tipPresets?: number[] }) {
  const choices = useBillChoices({ kind: 'account', revision: 'soup:1' });
  return (
    <>
      <BillChoicesFields choices={choices} tipPresets={tipPresets} />
      <output aria-label="Sent">{JSON.stringify(choices.choices satisfies BillChoices)}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByLabelText('Sent').textContent ?? '{}');

/** The server's answers to the quote the code is checked with (the network, not our code, stands in). */
function serverAnswers(status: number, body: object) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

describe('the tip and the promo code at checkout', () => {
  it('offers no tip, the restaurant’s percentages and an amount, as one radio group', async () => {
    render(<Checkout />, { wrapper: InEnglish });
    const group = screen.getByRole('group', { name: 'Tip' });
    expect(screen.getByRole('radio', { name: 'No tip' })).toBeChecked();
    expect(sent()).toEqual({});
    await userEvent.click(screen.getByRole('radio', { name: '15 %' }));
    expect(sent()).toEqual({ tip: { percent: 15 } });
    await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    await userEvent.type(screen.getByLabelText('Tip amount'), '4,50');
    expect(sent()).toEqual({ tip: { amount: 4.5 } });
    await userEvent.clear(screen.getByLabelText('Tip amount'));
    await userEvent.type(screen.getByLabelText('Tip amount'), 'lots');
    expect(screen.getByText('Write an amount, e.g. 5.00')).toBeVisible();
    expect(sent()).toEqual({});
    expect(group).toBeVisible();
  });

  it('asks no tip when the restaurant offers none', () => {
    render(<Checkout tipPresets={[]} />, { wrapper: InEnglish });
    expect(screen.queryByRole('group', { name: 'Tip' })).toBeNull();
  });

  it('applies a code once the server takes it, and says why when it does not', async () => {
    render(<Checkout />, { wrapper: InEnglish });
    serverAnswers(422, { error: 'Unprocessable Entity', message: 'This code has ended' });
    await userEvent.type(screen.getByLabelText('Promo code'), 'SPRING');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has ended');
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual({});

    const fetch = serverAnswers(200, { total: 9 });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied/)).toHaveTextContent('Promo code SPRING applied');
    expect(sent()).toEqual({ promoCode: 'SPRING' });
    expect(fetch).toHaveBeenCalledWith('/api/checkout/quote', expect.objectContaining({ method: 'POST' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(sent()).toEqual({});
  });

  it('says at the field, unsent, what is not a code, and sends one as codes are written', async () => {
    render(<Checkout />, { wrapper: InEnglish });
    const fetch = serverAnswers(200, { total: 9 });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Code must be 3 to 32 letters, digits, dashes or underscores',
    );
    await userEvent.type(screen.getByLabelText('Promo code'), 'no!');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription(
      'Code must be 3 to 32 letters, digits, dashes or underscores',
    );
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Promo code'));
    await userEvent.type(screen.getByLabelText('Promo code'), ' spring ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied/)).toHaveTextContent('Promo code SPRING applied');
    expect(sent()).toEqual({ promoCode: 'SPRING' });
  });
});
