import { TEXT_LIMITS } from '@bistro/contract/constants';
import { TextField } from '@/components/ui/text-field.tsx';
import type { CheckoutContact } from '../use-checkout-contact.ts';

/** Checkout without an account: who is ordering (the mail with the order's link goes to the address). */
export function GuestDetailsFields({ contact }: { contact: CheckoutContact }) {
  const { register, formState } = contact.form;
  return (
    <fieldset className="fieldset space-y-3 rounded bg-base-100 p-6 shadow">
      <legend className="fieldset-legend font-display text-xl">Your details</legend>
      <TextField
        label="Name"
        autoComplete="name"
        required
        maxLength={TEXT_LIMITS.personName}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <p className="text-base-content/70 text-sm">
        We mail your receipt and a link to follow your order there. No account needed.
      </p>
    </fieldset>
  );
}
