import { PhoneField } from '@/components/ui/phone-field.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import type { CheckoutContact } from '../use-checkout-contact.ts';

/**
 * Checkout's phone number (required: the restaurant calls it about the order), and, for a signed-in
 * diner who typed a new one, whether to keep it on their profile for next time.
 */
export function ContactPhoneField({
  contact,
  offerToRemember,
}: {
  contact: CheckoutContact;
  offerToRemember: boolean;
}) {
  const t = useTranslate();
  const { register, formState } = contact.form;
  return (
    <fieldset className="fieldset space-y-2 rounded bg-base-100 p-6 shadow">
      <legend className="fieldset-legend font-display text-xl">{t('contact.legend')}</legend>
      <PhoneField label={t('contact.phone')} required error={formState.errors.phone?.message} {...register('phone')} />
      <p className="text-base-content/70 text-sm">{t('contact.phoneHelp')}</p>
      {offerToRemember && contact.isNew && (
        <label className="label gap-2 text-base-content">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('remember')} />
          {t('contact.remember')}
        </label>
      )}
    </fieldset>
  );
}
