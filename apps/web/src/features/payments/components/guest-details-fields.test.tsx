import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { type CheckoutContactDetails, useCheckoutContact } from '../use-checkout-contact.ts';
import { ContactPhoneField } from './contact-phone-field.tsx';
import { GuestDetailsFields } from './guest-details-fields.tsx';

/** A guest's contact details as the checkout page shows them, with a Pay stand-in that asks for them. */
function GuestCheckout({ sent }: { sent: (details: CheckoutContactDetails | Error) => void }) {
  const contact = useCheckoutContact({ savedPhone: null, guest: true });
  return (
    <>
      <GuestDetailsFields contact={contact} />
      <ContactPhoneField contact={contact} offerToRemember={false} />
      <button
        type="button"
        onClick={async () => {
          try {
            sent(await contact.checked());
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

describe('a guest’s details at checkout', () => {
  it('sends nothing until name, email and phone are right, and says under each what is wrong', async () => {
    const answers: (CheckoutContactDetails | Error)[] = [];
    render(<GuestCheckout sent={(answer) => answers.push(answer)} />, { wrapper: InEnglish });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(answers[0]).toEqual(new Error('Name is required'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('answers them as the server keeps them', async () => {
    const answers: (CheckoutContactDetails | Error)[] = [];
    render(<GuestCheckout sent={(answer) => answers.push(answer)} />, { wrapper: InEnglish });
    await userEvent.type(screen.getByLabelText('Name'), '  Gil Guest ');
    await userEvent.type(screen.getByLabelText('Email'), 'Gil@Bistro.test');
    await userEvent.type(screen.getByLabelText('Phone'), '+1 555  010 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(answers).toEqual([
      { name: 'Gil Guest', email: 'gil@bistro.test', phone: '+1 555 010 0199', remember: true },
    ]);
  });
});
