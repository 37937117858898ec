import { pagePaths } from '@bistro/contract/pages';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { browserCart, browserLineKey, useBrowserCart } from '@/features/cart/browser-cart.ts';
import { CartTable } from '@/features/cart/components/cart-table.tsx';
import { GuestDetailsFields } from '@/features/payments/components/guest-details-fields.tsx';
import { guestLinesOf } from '@/features/payments/guest-lines.ts';
import { useCheckoutBill } from '@/features/payments/use-checkout-bill.ts';
import { useCheckoutContact } from '@/features/payments/use-checkout-contact.ts';
import { useGuestPayer } from '@/features/payments/use-guest-payer.ts';
import { usePickupChoice } from '@/features/restaurant/use-pickup-choice.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { CheckoutSteps } from '../checkout-steps.tsx';

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
  const navigate = useNavigate();
  const t = useTranslate();
  const { localized } = useLanguage();
  if (user) return <Navigate to={paths.dashboard.payment.getHref()} replace />;
  const items = lines.map((line) => ({ ...line, _id: browserLineKey(line), soldOut: false }));
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 pt-28 pb-16">
      <PageTitle>{t('guest.checkout')}</PageTitle>
      <SectionTitle as="h1" heading={t('guest.checkout')} subHeading={t('guest.noAccountNeeded')} />
      {restaurant.data && !restaurant.data.guestCheckout ? (
        <p className="alert alert-info">
          <span>
            {t('guest.signedInOnly')}{' '}
            <Link className="link" to={localized(paths.login.getHref(paths.checkout.getHref()))}>
              {t('nav.logIn')}
            </Link>{' '}
            {t('guest.toOrderKept')}
          </span>
        </p>
      ) : (
        <CheckoutSteps
          items={items}
          lines={
            items.length > 0 && (
              <div className="rounded bg-base-100 p-4 shadow">
                <CartTable
                  items={items}
                  onQuantity={(item, quantity) => browserCart.setQuantity(item._id, quantity)}
                  onDelete={(item) => browserCart.remove(item._id)}
                />
              </div>
            )
          }
          choice={choice}
          contact={contact}
          details={<GuestDetailsFields contact={contact} />}
          offerToRemember={false}
          checkout={checkout}
          payment={{
            request: choice.request,
            contact: contact.checked,
            guest,
            onPaid: async (orderId) => {
              browserCart.takeAll();
              await navigate(pagePaths.guestOrder(orderId, guest.orderKey()));
            },
          }}
        />
      )}
    </section>
  );
}
