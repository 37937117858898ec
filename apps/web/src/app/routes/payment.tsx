import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BillSummary } from '@/components/ui/bill-summary.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { restaurantKey, useRestaurant } from '@/config/restaurant-status.ts';
import { useProfile, useUpdateProfile } from '@/features/auth/api/profile.ts';
import { cartKey, useCart } from '@/features/cart/api/get-cart.ts';
import { CartSummary } from '@/features/cart/components/cart-summary.tsx';
import { SoldOutNotice } from '@/features/cart/components/sold-out-notice.tsx';
import { BillChoicesFields } from '@/features/payments/components/bill-choices-fields.tsx';
import { CardPayment } from '@/features/payments/components/card-payment.tsx';
import { ContactPhoneField } from '@/features/payments/components/contact-phone-field.tsx';
import { useCheckoutBill } from '@/features/payments/use-checkout-bill.ts';
import { useCheckoutContact } from '@/features/payments/use-checkout-contact.ts';
import { OrderingNotice } from '@/features/restaurant/components/ordering-notice.tsx';
import { PickupFields } from '@/features/restaurant/components/pickup-fields.tsx';
import { usePickupChoice } from '@/features/restaurant/use-pickup-choice.ts';

export default function PaymentRoute() {
  const cart = useCart();
  const choice = usePickupChoice();
  const profile = useProfile();
  const keepOnProfile = useUpdateProfile();
  const contact = useCheckoutContact({ savedPhone: profile.data?.phone, guest: false });
  const restaurant = useRestaurant();
  // The quote is asked again whenever the cart's lines change.
  const revision = cart.data?.map((line) => `${line._id}:${line.quantity}:${line.price}`).join('|') ?? '';
  const checkout = useCheckoutBill(revision ? { kind: 'account', revision } : null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <PageTitle>Payment</PageTitle>
      <SectionTitle as="h1" heading="Payment" subHeading="Pay to enjoy!" />
      <OrderingNotice />
      <QueryState query={cart} what="your cart">
        {(items) => {
          const soldOut = items.some((item) => item.soldOut);
          return (
            <>
              <SoldOutNotice items={items} />
              {items.length > 0 && <PickupFields choice={choice} />}
              {items.length > 0 && <ContactPhoneField contact={contact} offerToRemember />}
              {items.length > 0 && (
                <BillChoicesFields choices={checkout.choices} tipPresets={restaurant.data?.tipPresets ?? []} />
              )}
              <FormAlert>{checkout.problem}</FormAlert>
              <CardPayment
                lines={items}
                total={checkout.total}
                choices={checkout.choices.choices}
                summary={
                  <>
                    <CartSummary items={items} />
                    {checkout.bill && <BillSummary bill={checkout.bill} withTotal={false} />}
                  </>
                }
                request={soldOut ? null : choice.request}
                contact={async () => {
                  const { phone, remember } = await contact.checked();
                  if (contact.isNew && remember) await keepOnProfile.mutateAsync({ phone });
                  return { phone };
                }}
                // The rules may have changed since the page loaded (a full time, a pause): read them again.
                onRefused={() => void queryClient.invalidateQueries({ queryKey: restaurantKey })}
                onPaid={async (orderId) => {
                  // The cart is empty now; it is read again in the background, not waited for.
                  void queryClient.invalidateQueries({ queryKey: cartKey });
                  // The diner follows the order from here: the kitchen's progress shows up live.
                  await navigate(paths.dashboard.order.getHref(orderId));
                }}
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
