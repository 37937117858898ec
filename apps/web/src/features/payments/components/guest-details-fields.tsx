import { TEXT_LIMITS } from '@bistro/contract/constants';
import { TextField } from '@/components/ui/text-field.tsx';
import type { GuestPayer } from '../use-guest-payer.ts';

/** Checkout without an account: who is ordering (the mail with the order's link goes to the address). */
export function GuestDetailsFields({ guest }: { guest: GuestPayer }) {
  return (
    <fieldset className="fieldset space-y-3 rounded bg-base-100 p-6 shadow">
      <legend className="fieldset-legend font-display text-xl">Your details</legend>
      <TextField
        ref={(input) => {
          guest.inputs.current.name = input;
        }}
        label="Name"
        autoComplete="name"
        required
        maxLength={TEXT_LIMITS.personName}
        value={guest.details.name}
        error={guest.errors.name}
        onChange={(event) => guest.change('name', event.target.value)}
      />
      <TextField
        ref={(input) => {
          guest.inputs.current.email = input;
        }}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={guest.details.email}
        error={guest.errors.email}
        onChange={(event) => guest.change('email', event.target.value)}
      />
      <p className="text-base-content/70 text-sm">
        We mail your receipt and a link to follow your order there. No account needed.
      </p>
    </fieldset>
  );
}
