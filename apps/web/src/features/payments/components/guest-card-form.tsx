import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/status.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { confirmGuestTestCard } from '../api/guest-checkout.ts';
import { type CardFormProps, TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface GuestCardFormProps extends Pick<CardFormProps, 'startPayment' | 'onConfirmed'> {
  /** Who pays, for Stripe's card form. */
  billing: { email: string; name: string };
}

/**
 * The card form of the configured provider for someone paying without an account (an order's
 * payment link, a share of a table's tab): Stripe's, or the test provider's confirmed as a guest's.
 */
export function GuestCardForm({ startPayment, onConfirmed, billing }: GuestCardFormProps) {
  const t = useTranslate();
  const { data: config } = useSiteConfig();
  if (!config) return <LoadingState label={t('payment.preparing')} />;
  const form = { startPayment, onConfirmed, disabled: false };
  return config.payments.provider === 'stripe' && config.payments.publishableKey ? (
    <Suspense fallback={<LoadingState label={t('payment.loadingCardForm')} />}>
      <StripeCardForm publishableKey={config.payments.publishableKey} billing={billing} {...form} />
    </Suspense>
  ) : (
    <TestCardForm {...form} confirm={confirmGuestTestCard} />
  );
}
