import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { paths } from '@/config/paths.ts';
import { useProfile, useUpdateProfile } from '@/features/auth/api/profile.ts';
import { cartKey, useCart } from '@/features/cart/api/get-cart.ts';
import { SoldOutNotice } from '@/features/cart/components/sold-out-notice.tsx';
import { useCheckoutBill } from '@/features/payments/use-checkout-bill.ts';
import { useCheckoutContact } from '@/features/payments/use-checkout-contact.ts';
import { usePickupChoice } from '@/features/restaurant/use-pickup-choice.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { CheckoutSteps } from '../checkout-steps.tsx';

export default function PaymentRoute() {
  const cart = useCart();
  const choice = usePickupChoice();
  const profile = useProfile();
  const keepOnProfile = useUpdateProfile();
  const contact = useCheckoutContact({ savedPhone: profile.data?.phone, guest: false });
  // The quote is asked again whenever the cart's lines change.
  const revision = cart.data?.map((line) => `${line._id}:${line.quantity}:${line.price}`).join('|') ?? '';
  const checkout = useCheckoutBill(revision ? { kind: 'account', revision } : null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <PageTitle>{t('payment.title')}</PageTitle>
      <SectionTitle as="h1" heading={t('payment.title')} subHeading={t('payment.subtitle')} />
      <QueryState query={cart} what={t('cart.yourCart')}>
        {(items) => (
          <CheckoutSteps
            items={items}
            lines={<SoldOutNotice items={items} />}
            choice={choice}
            contact={contact}
            offerToRemember
            checkout={checkout}
            payment={{
              request: items.some((item) => item.soldOut) ? null : choice.request,
              contact: async () => {
                const { phone, remember } = await contact.checked();
                if (contact.isNew && remember) await keepOnProfile.mutateAsync({ phone });
                return { phone };
              },
              onPaid: async (orderId) => {
                // The cart is empty now; it is read again in the background, not waited for.
                void refreshQueries(queryClient, cartKey);
                // The diner follows the order from here: the kitchen's progress shows up live.
                await navigate(paths.dashboard.order.getHref(orderId));
              },
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
