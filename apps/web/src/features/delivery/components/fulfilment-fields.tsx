import type { BillBreakdown } from '@bistro/contract/bill-settings';
import type { DeliveryQuote, SavedAddress } from '@bistro/contract/delivery';
import {
  addressLine,
  DELIVERY_INSTRUCTIONS_MAX,
  deliveryAddressSchema,
  type FulfilmentPick,
} from '@bistro/contract/fulfilment';
import { formatPrice, fromMajor, subtract, toMajor } from '@bistro/contract/money';
import { multilineText } from '@bistro/contract/text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { quoteDelivery, usePublicDeliverySetup } from '../api/delivery.ts';
import { AddressFields } from './address-fields.tsx';

interface FulfilmentFieldsProps {
  pick: FulfilmentPick;
  onPick: (pick: FulfilmentPick) => void;
  /** The bill as last priced: what is missing for the zone's minimum is worked out from it. */
  bill: BillBreakdown | undefined;
  /** A signed-in diner's addresses, to fill the fields with one (none for a guest). */
  saved?: SavedAddress[] | undefined;
}

const addressFormSchema = deliveryAddressSchema.extend({
  instructions: multilineText({ label: 'Instructions', max: DELIVERY_INSTRUCTIONS_MAX }),
});
type AddressForm = z.input<typeof addressFormSchema>;

/**
 * Pickup or delivery, asked first when the restaurant delivers (nothing otherwise). For delivery,
 * the address is checked with the restaurant's zones before it is taken: the zone's fee (which
 * then appears in the bill), the arrival estimate, and what the order still lacks for the zone's
 * minimum; an address no zone takes is said in the server's words, and Pay waits. A signed-in
 * diner may fill the fields with one of the addresses they keep (`saved`).
 */
export function FulfilmentFields({ pick, onPick, bill, saved }: FulfilmentFieldsProps) {
  const t = useTranslate();
  const setup = usePublicDeliverySetup();
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AddressForm, unknown, z.output<typeof addressFormSchema>>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { line1: '', line2: '', city: '', postcode: '', country: '', instructions: '' },
  });
  if (!setup.data?.enabled) return null;

  const check = handleSubmit(async ({ instructions, line2, ...address }) => {
    setRefusal(null);
    setQuote(null);
    onPick({ kind: 'delivery', to: null });
    const to = { ...address, ...(line2 ? { line2 } : {}) };
    try {
      const quoted = await quoteDelivery(to);
      setQuote(quoted);
      onPick({
        kind: 'delivery',
        to: { type: 'delivery', address: to, ...(instructions ? { instructions } : {}) },
        travelMinutes: Math.max(0, quoted.etaMinutes - setup.data.prepMinutes),
      });
    } catch (error) {
      setRefusal(error instanceof ApiRequestError ? error.message : t('delivery.notChecked'));
    }
  });

  const dishes = bill ? subtract(fromMajor(bill.subtotal), fromMajor(bill.discount)) : null;
  const missing = quote && dishes ? toMajor(subtract(fromMajor(quote.minOrder), dishes)) : 0;
  return (
    <div className="space-y-3">
      <RadioGroup
        legend={t('delivery.howYouGetIt')}
        legendClassName="fieldset-legend text-base"
        className="flex flex-wrap gap-x-5 gap-y-2"
        value={pick.kind}
        onChange={(kind) => onPick(kind === 'pickup' ? { kind } : { kind, to: null })}
        choices={[
          { value: 'pickup', label: t('delivery.pickItUp') },
          { value: 'delivery', label: t('delivery.deliverIt') },
        ]}
      />
      {pick.kind === 'delivery' && (
        <form noValidate onSubmit={check} aria-label={t('delivery.addressForm')} className="space-y-3">
          {saved && saved.length > 0 && (
            <label className="block">
              <span className="label font-semibold text-base-content">{t('delivery.yourAddresses')}</span>
              <select
                className="select w-full"
                defaultValue=""
                onChange={(event) => {
                  const chosen = saved.find((kept) => kept.id === event.target.value);
                  if (chosen) reset({ ...getValues(), ...chosen.address, line2: chosen.address.line2 ?? '' });
                }}
              >
                <option value="">{t('delivery.typeAnAddress')}</option>
                {saved.map((kept) => (
                  <option key={kept.id} value={kept.id}>
                    {kept.label ? `${kept.label}: ${addressLine(kept.address)}` : addressLine(kept.address)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <AddressFields register={register} errors={errors} />
          <TextField
            label={t('delivery.forTheDriver')}
            hint={t('delivery.forTheDriverHint')}
            error={errors.instructions?.message}
            {...register('instructions')}
          />
          <PendingButton className="btn min-h-11" pending={isSubmitting} pendingLabel={t('delivery.checking')}>
            {t('delivery.checkAddress')}
          </PendingButton>
          <FormAlert>{refusal}</FormAlert>
          {quote && pick.to && (
            <div role="status" className="space-y-1">
              <p>
                {quote.fee === 0
                  ? t('delivery.weDeliverFree', { zone: quote.zone, minutes: quote.etaMinutes })
                  : t('delivery.weDeliverFee', {
                      zone: quote.zone,
                      fee: formatPrice(quote.fee),
                      minutes: quote.etaMinutes,
                    })}
              </p>
              {missing > 0 && (
                <p className="font-semibold">
                  {t('delivery.addMore', { missing: formatPrice(missing), minimum: formatPrice(quote.minOrder) })}
                </p>
              )}
            </div>
          )}
        </form>
      )}
    </div>
  );
}
