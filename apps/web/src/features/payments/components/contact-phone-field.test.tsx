import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { useCheckoutContact } from '../use-checkout-contact.ts';
import { ContactPhoneField } from './contact-phone-field.tsx';

/** The field as the payment page shows it, with a Pay stand-in that asks the form for the number to send. */
function Checkout({ saved, sent }: { saved: string | null; sent: (phone: string | Error) => void }) {
  const contact = useCheckoutContact({ savedPhone: saved, guest: false });
  return (
    <>
      <ContactPhoneField contact={contact} offerToRemember />
      <button
        type="button"
        onClick={async () => {
          try {
            sent((await contact.checked()).phone);
          } catch (error) {
            sent(error as Error);
          }
        }}
      >
        Pay
      </button>
    </>
  );
}

function renderCheckout(saved: string | null) {
  const answers: (string | Error)[] = [];
  render(<Checkout saved={saved} sent={(answer) => answers.push(answer)} />, { wrapper: InEnglish });
  return { answers, phone: screen.getByLabelText('Phone'), pay: screen.getByRole('button', { name: 'Pay' }) };
}

describe('the phone at checkout', () => {
  it('starts with the profile’s number, on the phone’s dial pad, and sends it tidied', async () => {
    const { answers, phone, pay } = renderCheckout('+1 555 010 0199');
    expect(phone).toHaveValue('+1 555 010 0199');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(screen.queryByLabelText('Save this number on my profile')).toBeNull();
    await userEvent.click(pay);
    expect(answers).toEqual(['+1 555 010 0199']);
  });

  it('asks for a number when there is none, under the field, with the cursor there', async () => {
    const { answers, phone, pay } = renderCheckout(null);
    await userEvent.click(pay);
    expect(answers[0]).toBeInstanceOf(Error);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Enter a phone number: the restaurant calls it if there is anything about your order.',
    );
    expect(phone).toHaveFocus();
  });

  it('says what a number holds when the one typed is not one, and offers to keep a new one on the profile', async () => {
    const { answers, phone, pay } = renderCheckout(null);
    await userEvent.type(phone, '555-CALL');
    await userEvent.click(pay);
    expect(phone).toHaveAccessibleDescription(/^Enter a phone number of 7 to 15 digits/);
    await userEvent.clear(phone);
    await userEvent.type(phone, ' 030  123 4567 ');
    expect(screen.getByLabelText('Save this number on my profile')).toBeChecked();
    await userEvent.click(pay);
    expect(answers.at(-1)).toBe('030 123 4567');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });
});
