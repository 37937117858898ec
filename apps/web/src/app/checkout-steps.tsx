import type { FulfilmentPick } from '@bistro/contract/fulfilment';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useDeferredValue } from 'react';
import { BillSummary } from '@/components/ui/bill-summary.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { LoadingState } from '@/components/ui/status.tsx';
import { restaurantKey, useRestaurant } from '@/config/restaurant-status.ts';
import { CartSummary } from '@/features/cart/components/cart-summary.tsx';
import { usePublicDeliverySetup } from '@/features/delivery/api/delivery.ts';
import { useSavedAddresses } from '@/features/delivery/api/saved-addresses.ts';
import { FulfilmentFields } from '@/features/delivery/components/fulfilment-fields.tsx';
import { BillChoicesFields } from '@/features/payments/components/bill-choices-fields.tsx';
import { CardPayment } from '@/features/payments/components/card-payment.tsx';
import { ContactPhoneField } from '@/features/payments/components/contact-phone-field.tsx';
import type { useCheckoutBill } from '@/features/payments/use-checkout-bill.ts';
import type { useCheckoutContact } from '@/features/payments/use-checkout-contact.ts';
import { OrderingNotice } from '@/features/restaurant/components/ordering-notice.tsx';
import { PickupFields } from '@/features/restaurant/components/pickup-fields.tsx';
import type { PickupChoice } from '@/features/restaurant/use-pickup-choice.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';

type CardPaymentProps = ComponentProps<typeof CardPayment>;

interface CheckoutStepsProps {
  /** The lines paid for, as the cart summary and the card payment take them. */
  items: ComponentProps<typeof CartSummary>['items'] & CardPaymentProps['lines'];
  /** What comes before the pickup time: the lines the diner still changes (a guest's), or what is sold out. */
  lines?: ReactNode;
  choice: PickupChoice;
  contact: ReturnType<typeof useCheckoutContact>;
  /** Who is ordering, asked before the phone (a guest's name and email). */
  details?: ReactNode;
  /** Whether the phone may be kept on the diner's profile (an account's checkout). */
  offerToRemember: boolean;
  checkout: ReturnType<typeof useCheckoutBill>;
  /** Paying: the pickup request, the contact check, the guest payer, and what follows the payment. */
  payment: Pick<CardPaymentProps, 'request' | 'contact' | 'guest' | 'onPaid'>;
}

/** For the time's words: a delivery's travel once a zone took the address (null before); nothing for a pickup. */
const deliveryOf = (pick: FulfilmentPick) =>
  pick.kind === 'delivery' ? { travelMinutes: pick.to ? pick.travelMinutes : null } : undefined;

/**
 * The checkout's steps, one composition for a signed-in diner and a guest: the lines, the
 * ordering notice (paused, closed, no more orders today), pickup or delivery (when the restaurant
 * delivers), the pickup time and note, who is ordering and their phone, the bill's tip and code,
 * then the bill and the card. A refusal to start the payment (a full time, a pause) reads the
 * restaurant's rules again.
 */
export function CheckoutSteps({
  items,
  lines,
  choice,
  contact,
  details,
  offerToRemember,
  checkout,
  payment,
}: CheckoutStepsProps) {
  const restaurant = useRestaurant();
  const delivery = usePublicDeliverySetup();
  const queryClient = useQueryClient();
  const saved = useSavedAddresses();
  const ordering = items.length > 0;
  // The steps come together once the rules they offer are known, the notice with them, under the
  // lines: shown as each arrived, the delivery choice pushed the pickup time and the details down,
  // and the notice, shown above the lines, pushed down a guest's dishes (the browser's, shown at
  // once). Revealed as a deferred value, rendered in slices between which a phone takes a tap: the
  // answer that completes them is an external store's update, which React renders in one task.
  const waiting = useDeferredValue(ordering && (restaurant.isPending || delivery.isPending));
  if (waiting) {
    return (
      <>
        {lines}
        <LoadingState screenTall />
      </>
    );
  }
  return (
    <>
      {lines}
      <OrderingNotice />
      {ordering && (
        <FulfilmentFields
          pick={checkout.choices.fulfilment}
          onPick={checkout.choices.setFulfilment}
          bill={checkout.bill}
          saved={saved.data}
        />
      )}
      {ordering && <PickupFields choice={choice} delivery={deliveryOf(checkout.choices.fulfilment)} />}
      {ordering && details}
      {ordering && <ContactPhoneField contact={contact} offerToRemember={offerToRemember} />}
      {ordering && <BillChoicesFields choices={checkout.choices} tipPresets={restaurant.data?.tipPresets ?? []} />}
      <FormAlert>{checkout.problem}</FormAlert>
      <CardPayment
        {...payment}
        lines={items}
        total={checkout.total}
        choices={checkout.choices.choices}
        summary={
          <>
            <CartSummary items={items} />
            {checkout.bill && <BillSummary bill={checkout.bill} withTotal={false} />}
          </>
        }
        // The rules may have changed since the page loaded (a full time, a pause): read them again.
        onRefused={() => void refreshQueries(queryClient, restaurantKey)}
      />
    </>
  );
}
