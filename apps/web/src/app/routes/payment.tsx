import { formatPrice } from '@bistro/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ErrorState, LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { cartKey, cartTotal, useCart } from '@/features/cart/api/get-cart.ts';
import { usePaymentIntent } from '@/features/payments/api/payment-intent.ts';
import { useRecordPayment } from '@/features/payments/api/record-payment.ts';
import { TestCardForm } from '@/features/payments/components/test-card-form.tsx';
import { useSiteConfig } from '@/features/site-config/api/get-site-config.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { showDialog } from '@/lib/dialogs.ts';

// Stripe.js ships only to restaurants that take payments with Stripe, and only on this page.
const StripeCardForm = lazy(() => import('@/features/payments/components/stripe-card-form.tsx'));

export default function PaymentRoute() {
  const { user } = useAuth();
  const { data: config } = useSiteConfig();
  const cart = useCart();
  const total = cartTotal(cart.items);
  const intent = usePaymentIntent(
    total,
    cart.items.map((item) => item._id),
  );
  const recordPayment = useRecordPayment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [succeeded, setSucceeded] = useState(false);

  async function onConfirmed(transactionId: string) {
    await recordPayment.mutateAsync({
      email: user?.email ?? '',
      price: total,
      transactionId,
      cartIds: cart.items.map((item) => item._id),
      menuIds: cart.items.map((item) => item.menuID),
    });
    setSucceeded(true);
    await showDialog({ icon: 'success', title: 'Payment Successful', showConfirmButton: false, timer: 2000 });
    await queryClient.invalidateQueries({ queryKey: cartKey });
    await navigate(paths.dashboard.paymentHistory.getHref());
  }

  const clientSecret = intent.data?.clientSecret ?? null;
  return (
    <section className="mx-auto max-w-xl">
      <title>Bistro Boss | Payment</title>
      <SectionTitle as="h1" heading="Payment" subHeading="Pay to enjoy!" />
      {cart.isPending || !config ? (
        <LoadingState label="Preparing your payment…" />
      ) : succeeded ? (
        <p role="status" className="alert alert-success">
          Succeed
        </p>
      ) : total === 0 ? (
        <p className="text-center text-base-content/70">Your cart is empty: there is nothing to pay.</p>
      ) : (
        <div className="space-y-4 rounded bg-base-100 p-6 shadow">
          <p className="font-display text-xl">Total to pay: {formatPrice(total)}</p>
          {intent.isError && (
            <ErrorState what="the payment" error={intent.error} onRetry={() => void intent.refetch()} />
          )}
          {config.payments.provider === 'stripe' && config.payments.publishableKey ? (
            <Suspense fallback={<LoadingState label="Loading the card form…" />}>
              <StripeCardForm
                publishableKey={config.payments.publishableKey}
                clientSecret={clientSecret}
                billing={{ email: user?.email ?? '', name: user?.displayName ?? 'annonymous' }}
                onConfirmed={onConfirmed}
              />
            </Suspense>
          ) : (
            <TestCardForm clientSecret={clientSecret} onConfirmed={onConfirmed} />
          )}
        </div>
      )}
    </section>
  );
}
