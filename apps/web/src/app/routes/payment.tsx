import { cartTotal } from '@bistro/contract/cart-totals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { restaurantKey } from '@/config/restaurant-status.ts';
import { useProfile, useUpdateProfile } from '@/features/auth/api/profile.ts';
import { cartKey, useCart } from '@/features/cart/api/get-cart.ts';
import { CartSummary } from '@/features/cart/components/cart-summary.tsx';
import { SoldOutNotice } from '@/features/cart/components/sold-out-notice.tsx';
import { CardPayment } from '@/features/payments/components/card-payment.tsx';
import { ContactPhoneField } from '@/features/payments/components/contact-phone-field.tsx';
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <title>Bistro Boss | Payment</title>
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
              <CardPayment
                lines={items}
                total={cartTotal(items)}
                summary={<CartSummary items={items} />}
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
