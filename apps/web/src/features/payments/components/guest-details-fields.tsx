import { TEXT_LIMITS } from '@bistro/contract/constants';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import type { CheckoutContact } from '../use-checkout-contact.ts';

/** Checkout without an account: who is ordering (the mail with the order's link goes to the address). */
export function GuestDetailsFields({ contact }: { contact: CheckoutContact }) {
  const t = useTranslate();
  const { register, formState } = contact.form;
  return (
    <fieldset className="fieldset space-y-3 rounded bg-base-100 p-6 shadow">
      <legend className="fieldset-legend font-display text-xl">{t('guest.yourDetails')}</legend>
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        required
        maxLength={TEXT_LIMITS.personName}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <p className="text-base-content/70 text-sm">{t('guest.mailHelp')}</p>
    </fieldset>
  );
}
