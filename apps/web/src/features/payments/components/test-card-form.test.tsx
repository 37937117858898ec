import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { formatExpiry } from './card-details.ts';
import { TestCardForm } from './test-card-form.tsx';

function renderForm() {
  const startPayment = vi.fn(async (): Promise<string> => {
    throw new Error('The restaurant is closed.');
  });
  const onConfirmed = vi.fn(async () => {});
  render(<TestCardForm startPayment={startPayment} onConfirmed={onConfirmed} disabled={false} />, {
    wrapper: InEnglish,
  });
  return {
    startPayment,
    number: screen.getByLabelText('Card number'),
    expiry: screen.getByLabelText('Expiry (MM/YY)'),
    cvc: screen.getByLabelText('CVC'),
    pay: screen.getByRole('button', { name: 'Pay' }),
  };
}

describe('TestCardForm', () => {
  beforeEach(() => {
    // Only the date is faked (user-event's own timers keep running): November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for digits with the card’s autofill names, under plain labels', () => {
    const { number, expiry, cvc } = renderForm();
    for (const [field, autocomplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [cvc, 'cc-csc'],
    ] as const) {
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('autocomplete', autocomplete);
      expect(field).not.toHaveAttribute('aria-invalid');
      // The label is its own element before the input, not wrapped around it to float over it.
      expect(field.closest('label')).toBeNull();
    }
  });

  it('puts the expiry’s slash in as the month is typed, and deleting removes it', async () => {
    const user = userEvent.setup();
    const { expiry } = renderForm();
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '25');
    expect(expiry).toHaveValue('12/25');
    await user.type(expiry, '9');
    expect(expiry).toHaveValue('12/25');
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveValue('');
    // A slash typed by the payer is not doubled; a single month digit above 1 is the month.
    await user.type(expiry, '12/34');
    expect(expiry).toHaveValue('12/34');
    await user.clear(expiry);
    await user.type(expiry, '4');
    expect(expiry).toHaveValue('04/');
  });

  it('takes a pasted expiry with or without its slash', async () => {
    const user = userEvent.setup();
    const { expiry } = renderForm();
    for (const pasted of ['12/25', '1225', '12/2025', '1/28']) {
      await user.clear(expiry);
      await user.click(expiry);
      await user.paste(pasted);
      expect(expiry).toHaveValue(pasted === '1/28' ? '01/28' : '12/25');
    }
    // As the browser's autofill sets it, all at once.
    fireEvent.change(expiry, { target: { value: '0931' } });
    expect(expiry).toHaveValue('09/31');
  });

  it('says every field’s problem at once, each tied to its field, and focuses the first', async () => {
    const user = userEvent.setup();
    const { startPayment, number, expiry, cvc, pay } = renderForm();
    await user.click(pay);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
    expect(cvc).toHaveAttribute('aria-invalid', 'true');
    expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(number).toHaveFocus();
    expect(startPayment).not.toHaveBeenCalled();
  });

  it('reports an expired date and a short CVC together, focusing the expiry', async () => {
    const user = userEvent.setup();
    const { startPayment, number, expiry, cvc, pay } = renderForm();
    await user.type(number, '4242 4242 4242 4242');
    await user.type(expiry, '1026');
    await user.type(cvc, '12');
    await user.click(pay);
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(number).not.toHaveAttribute('aria-describedby');
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(expiry).toHaveAccessibleDescription("Your card's expiration date is in the past.");
    expect(cvc).toHaveAttribute('aria-invalid', 'true');
    expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(expiry).toHaveFocus();
    expect(startPayment).not.toHaveBeenCalled();

    // Corrected, a field's error goes; a card good until the end of this month is accepted.
    await user.clear(expiry);
    await user.type(expiry, '1126');
    expect(expiry).not.toHaveAttribute('aria-invalid');
    expect(cvc).toHaveAttribute('aria-invalid', 'true');
    await user.type(cvc, '3');
    expect(cvc).not.toHaveAttribute('aria-invalid');
    expect(cvc).not.toHaveAttribute('aria-describedby');
  });

  it('sends a complete card on, and shows why the payment could not start', async () => {
    const user = userEvent.setup();
    const { startPayment, number, expiry, cvc, pay } = renderForm();
    await user.type(number, '4242424242424242');
    await user.type(expiry, '1234');
    await user.type(cvc, '123');
    await user.click(pay);
    expect(startPayment).toHaveBeenCalledOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent('The restaurant is closed.');
    for (const field of [number, expiry, cvc]) expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('says a card number that fails its check digit and an invalid month', async () => {
    const user = userEvent.setup();
    const { number, expiry, cvc, pay } = renderForm();
    await user.type(number, '4242 4242 4242 4241');
    await user.type(expiry, '1330');
    await user.type(cvc, '1234');
    await user.click(pay);
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(expiry).toHaveAccessibleDescription("Your card's expiration month is invalid.");
    expect(cvc).not.toHaveAttribute('aria-invalid');
    expect(number).toHaveFocus();
  });
});

describe('formatExpiry', () => {
  it.each([
    ['', '', ''],
    ['1', '', '1'],
    ['0', '', '0'],
    ['7', '', '07/'],
    ['12', '1', '12/'],
    ['12', '12/', '12'],
    ['1', '12', '1'],
    ['12/3', '12/', '12/3'],
    ['12//', '12/', '12/'],
    ['1/', '1', '01/'],
    ['1225', '', '12/25'],
    ['12/2025', '', '12/25'],
    ['122025', '', '12/25'],
    [' 12 / 25 ', '', '12/25'],
    ['12/256', '12/25', '12/25'],
    ['1/25', '12/25', '1/25'],
  ])('%j after %j reads %j', (raw, previous, expected) => {
    expect(formatExpiry(raw, previous)).toBe(expected);
  });
});
