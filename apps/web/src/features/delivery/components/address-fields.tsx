import type { DeliveryAddress } from '@bistro/contract/delivery';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/** An address's fields as a form holds them (line 2 an empty box when there is none). */
export type AddressFieldValues = Omit<DeliveryAddress, 'line2'> & { line2?: string | undefined };

/** The fields of a delivery address, with the browser's address autofill, in the page's language: one way for checkout and the profile. */
export function AddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<AddressFieldValues>;
  errors: FieldErrors<AddressFieldValues>;
}) {
  const t = useTranslate();
  return (
    <>
      <TextField
        label={t('address.line1')}
        autoComplete="address-line1"
        error={errors.line1?.message}
        {...register('line1')}
      />
      <TextField
        label={t('address.line2')}
        autoComplete="address-line2"
        error={errors.line2?.message}
        {...register('line2')}
      />
      <div className="flex flex-wrap gap-3">
        <TextField
          label={t('address.postcode')}
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <TextField
          label={t('address.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={t('address.country')}
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
    </>
  );
}
