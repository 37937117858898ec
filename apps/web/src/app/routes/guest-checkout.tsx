import { pagePaths } from '@bistro/contract/pages';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { BillSummary } from '@/components/ui/bill-summary.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { restaurantKey, useRestaurant } from '@/config/restaurant-status.ts';
import { browserCart, browserLineKey, useBrowserCart } from '@/features/cart/browser-cart.ts';
import { CartSummary } from '@/features/cart/components/cart-summary.tsx';
import { CartTable } from '@/features/cart/components/cart-table.tsx';
import { BillChoicesFields } from '@/features/payments/components/bill-choices-fields.tsx';
import { CardPayment } from '@/features/payments/components/card-payment.tsx';
import { ContactPhoneField } from '@/features/payments/components/contact-phone-field.tsx';
import { GuestDetailsFields } from '@/features/payments/components/guest-details-fields.tsx';
import { guestLinesOf } from '@/features/payments/guest-lines.ts';
import { useCheckoutBill } from '@/features/payments/use-checkout-bill.ts';
import { useCheckoutContact } from '@/features/payments/use-checkout-contact.ts';
import { useGuestPayer } from '@/features/payments/use-guest-payer.ts';
import { OrderingNotice } from '@/features/restaurant/components/ordering-notice.tsx';
import { PickupFields } from '@/features/restaurant/components/pickup-fields.tsx';
import { usePickupChoice } from '@/features/restaurant/use-pickup-choice.ts';
import { useAuth } from '@/lib/auth-context.ts';

/**
 * Checkout without an account, where the restaurant takes guest orders: the dishes this browser
 * keeps, the pickup time and note, who is ordering (name, email, phone), then the card. After
 * paying, the order's page opens by its signed key, as the link in the mail does.
 */
export default function GuestCheckoutRoute() {
  const { user } = useAuth();
  const restaurant = useRestaurant();
  const lines = useBrowserCart();
  const choice = usePickupChoice();
  const contact = useCheckoutContact({ savedPhone: null, guest: true });
  const email = contact.form.watch('email');
  const guest = useGuestPayer(lines, { name: contact.form.watch('name'), email });
  // Priced without the email (typed letter by letter): a code's limits per diner are checked at Pay.
  const checkout = useCheckoutBill(lines.length > 0 ? { kind: 'guest', lines: guestLinesOf(lines) } : null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (user) return <Navigate to={paths.dashboard.payment.getHref()} replace />;
  const items = lines.map((line) => ({ ...line, _id: browserLineKey(line), soldOut: false }));
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 pt-28 pb-16">
      <PageTitle>Checkout</PageTitle>
      <SectionTitle as="h1" heading="Checkout" subHeading="No account needed" />
      {restaurant.data && !restaurant.data.guestCheckout ? (
        <p className="alert alert-info">
          <span>
            This restaurant takes orders from signed-in diners.{' '}
            <Link className="link" to={paths.login.getHref(paths.checkout.getHref())}>
              Log in
            </Link>{' '}
            to order: the dishes you chose are kept.
          </span>
        </p>
      ) : (
        <>
          <OrderingNotice />
          {items.length > 0 && (
            <div className="rounded bg-base-100 p-4 shadow">
              <CartTable
                items={items}
                onQuantity={(item, quantity) => browserCart.setQuantity(item._id, quantity)}
                onDelete={(item) => browserCart.remove(item._id)}
              />
            </div>
          )}
          {items.length > 0 && <PickupFields choice={choice} />}
          {items.length > 0 && <GuestDetailsFields contact={contact} />}
          {items.length > 0 && <ContactPhoneField contact={contact} offerToRemember={false} />}
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
            request={choice.request}
            contact={contact.checked}
            guest={guest}
            onRefused={() => void queryClient.invalidateQueries({ queryKey: restaurantKey })}
            onPaid={async (orderId) => {
              browserCart.takeAll();
              await navigate(pagePaths.guestOrder(orderId, guest.orderKey()));
            }}
          />
        </>
      )}
    </section>
  );
}
