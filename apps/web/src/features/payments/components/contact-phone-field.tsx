import { PhoneField } from '@/components/ui/phone-field.tsx';
import type { ContactPhone } from '../use-contact-phone.ts';

/**
 * Checkout's phone number (required: the restaurant calls it about the order), and, for a signed-in
 * diner who typed a new one, whether to keep it on their profile for next time.
 */
export function ContactPhoneField({ contact, offerToRemember }: { contact: ContactPhone; offerToRemember: boolean }) {
  return (
    <fieldset className="fieldset space-y-2 rounded bg-base-100 p-6 shadow">
      <legend className="fieldset-legend font-display text-xl">Contact</legend>
      <PhoneField
        ref={contact.input}
        label="Phone"
        required
        value={contact.phone}
        error={contact.error}
        onChange={(event) => contact.setPhone(event.target.value)}
      />
      <p className="text-base-content/70 text-sm">We call it only if there is anything about your order.</p>
      {offerToRemember && contact.isNew && (
        <label className="label gap-2 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={contact.remember}
            onChange={(event) => contact.setRemember(event.target.checked)}
          />
          Save this number on my profile
        </label>
      )}
    </fieldset>
  );
}
