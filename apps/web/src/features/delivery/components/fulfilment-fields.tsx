import type { BillBreakdown } from '@bistro/contract/bill-settings';
import type { DeliveryQuote } from '@bistro/contract/delivery';
import { DELIVERY_INSTRUCTIONS_MAX, deliveryAddressSchema, type FulfilmentPick } from '@bistro/contract/fulfilment';
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
import { quoteDelivery, usePublicDeliverySetup } from '../api/delivery.ts';

interface FulfilmentFieldsProps {
  pick: FulfilmentPick;
  onPick: (pick: FulfilmentPick) => void;
  /** The bill as last priced: what is missing for the zone's minimum is worked out from it. */
  bill: BillBreakdown | undefined;
}

const addressFormSchema = deliveryAddressSchema.extend({
  instructions: multilineText({ label: 'Instructions', max: DELIVERY_INSTRUCTIONS_MAX }),
});
type AddressForm = z.input<typeof addressFormSchema>;

/**
 * Pickup or delivery, asked first when the restaurant delivers (nothing otherwise). For delivery,
 * the address is checked with the restaurant's zones before it is taken: the zone's fee (which
 * then appears in the bill), the arrival estimate, and what the order still lacks for the zone's
 * minimum; an address no zone takes is said in the server's words, and Pay waits.
 */
export function FulfilmentFields({ pick, onPick, bill }: FulfilmentFieldsProps) {
  const setup = usePublicDeliverySetup();
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
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
      setRefusal(error instanceof ApiRequestError ? error.message : 'The address could not be checked: try again.');
    }
  });

  const dishes = bill ? subtract(fromMajor(bill.subtotal), fromMajor(bill.discount)) : null;
  const missing = quote && dishes ? toMajor(subtract(fromMajor(quote.minOrder), dishes)) : 0;
  return (
    <div className="space-y-3">
      <RadioGroup
        legend="How do you get your order?"
        legendClassName="fieldset-legend text-base"
        className="flex flex-wrap gap-x-5 gap-y-2"
        value={pick.kind}
        onChange={(kind) => onPick(kind === 'pickup' ? { kind } : { kind, to: null })}
        choices={[
          { value: 'pickup', label: 'Pick it up' },
          { value: 'delivery', label: 'Deliver it' },
        ]}
      />
      {pick.kind === 'delivery' && (
        <form noValidate onSubmit={check} aria-label="Delivery address" className="space-y-3">
          <TextField
            label="Street and number"
            autoComplete="address-line1"
            error={errors.line1?.message}
            {...register('line1')}
          />
          <TextField
            label="Flat, floor (optional)"
            autoComplete="address-line2"
            error={errors.line2?.message}
            {...register('line2')}
          />
          <div className="flex flex-wrap gap-3">
            <TextField
              label="Postcode"
              autoComplete="postal-code"
              error={errors.postcode?.message}
              {...register('postcode')}
            />
            <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
            <TextField
              label="Country"
              autoComplete="country-name"
              error={errors.country?.message}
              {...register('country')}
            />
          </div>
          <TextField
            label="For the driver (optional)"
            hint="The door code, the floor"
            error={errors.instructions?.message}
            {...register('instructions')}
          />
          <PendingButton className="btn min-h-11" pending={isSubmitting} pendingLabel="Checking…">
            Check the address
          </PendingButton>
          <FormAlert>{refusal}</FormAlert>
          {quote && pick.to && (
            <div role="status" className="space-y-1">
              <p>
                We deliver there (zone {quote.zone}):{' '}
                {quote.fee === 0 ? 'no delivery fee' : `a delivery fee of ${formatPrice(quote.fee)}`}, arriving in about{' '}
                {quote.etaMinutes} minutes.
              </p>
              {missing > 0 && (
                <p className="font-semibold">
                  Add {formatPrice(missing)} more for delivery: the minimum order is {formatPrice(quote.minOrder)}.
                </p>
              )}
            </div>
          )}
        </form>
      )}
    </div>
  );
}
