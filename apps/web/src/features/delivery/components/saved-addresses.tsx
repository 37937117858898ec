import { SAVED_ADDRESSES_MAX, saveAddressSchema } from '@bistro/contract/delivery';
import { addressLine, deliveryAddressSchema } from '@bistro/contract/fulfilment';
import { lineOfText } from '@bistro/contract/text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { usePublicDeliverySetup } from '../api/delivery.ts';
import { useForgetAddress, useSaveAddress, useSavedAddresses } from '../api/saved-addresses.ts';
import { AddressFields } from './address-fields.tsx';

/** The form's fields: the address's, and its name; sent as the contract's `{ label?, address }`. */
const addressFormSchema = deliveryAddressSchema
  .extend({ label: lineOfText({ label: 'Name', max: 40 }) })
  .transform(({ label, line2, ...address }) => ({
    ...(label ? { label } : {}),
    address: { ...address, ...(line2 ? { line2 } : {}) },
  }))
  .pipe(saveAddressSchema);
type AddressForm = z.input<typeof addressFormSchema>;
const EMPTY: AddressForm = { label: '', line1: '', line2: '', city: '', postcode: '', country: '' };

/**
 * The profile's delivery addresses, while the restaurant delivers: the ones the diner keeps, to
 * choose at checkout, and a form to add one.
 */
export function SavedAddresses() {
  const delivers = usePublicDeliverySetup().data?.enabled === true;
  const saved = useSavedAddresses();
  const save = useSaveAddress();
  const forget = useForgetAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddressForm, unknown, z.output<typeof addressFormSchema>>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: EMPTY,
  });
  const kept = saved.data ?? [];
  if (!delivers) return null;

  const add = handleSubmit(async (address) => {
    setFailure(null);
    try {
      await save.mutateAsync(address);
      reset(EMPTY);
    } catch (failed) {
      setFailure(failed instanceof Error ? failed.message : t('savedAddresses.notKept'));
    }
  });

  return (
    <section aria-labelledby="saved-addresses" className="space-y-3">
      <h2 id="saved-addresses" className="font-semibold text-lg">
        {t('savedAddresses.heading')}
      </h2>
      {kept.length === 0 ? (
        <p className="text-base-content/70 text-sm">{t('savedAddresses.none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('savedAddresses.yours')}>
          {kept.map((address) => (
            <li key={address.id} className="flex items-center justify-between gap-2">
              <span>
                {address.label && <strong>{address.label}: </strong>}
                {addressLine(address.address)}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11"
                disabled={forget.isPending}
                onClick={() => void forget.mutateAsync(address.id).catch((failed: Error) => setFailure(failed.message))}
                aria-label={t('savedAddresses.removeOne', { address: address.label ?? addressLine(address.address) })}
              >
                {t('savedAddresses.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {kept.length < SAVED_ADDRESSES_MAX && (
        <form onSubmit={add} noValidate className="space-y-3" aria-label={t('savedAddresses.add')}>
          <TextField
            label={t('savedAddresses.name')}
            hint={t('savedAddresses.nameHint')}
            error={errors.label?.message}
            {...register('label')}
          />
          <AddressFields register={register} errors={errors} />
          <FormAlert>{failure}</FormAlert>
          <PendingButton
            className="btn btn-outline w-full"
            pending={save.isPending}
            pendingLabel={t('savedAddresses.adding')}
          >
            {t('savedAddresses.addIt')}
          </PendingButton>
        </form>
      )}
    </section>
  );
}
