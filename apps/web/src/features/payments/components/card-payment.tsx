import { format, type Money, toMajor } from '@bistro/contract/money';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { LoadingState } from '@/components/ui/status.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { showDialog } from '@/lib/dialogs.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import type { BillChoices } from '../api/bill-quote.ts';
import { createPaymentIntent } from '../api/create-payment-intent.ts';
import { confirmGuestTestCard } from '../api/guest-checkout.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { startPayment } from '../start-payment.ts';
import type { GuestPayer } from '../use-guest-payer.ts';
import { TestCardForm } from './test-card-form.tsx';

// Stripe.js ships only to restaurants that take payments with Stripe, and only on this page.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

interface CardPaymentProps {
  /** The cart's lines as the payer sees them: their total, ids and dishes. */
  lines: { _id: string; menuID: string; price: number }[];
  /** The bill's total as the server quoted it (null while it is being priced: Pay waits). */
  total: Money | null;
  /** The tip and promo code the total was quoted with: the order is made with them. */
  choices: BillChoices;
  /** What is being paid for (the cart's lines, then the bill's parts), shown above the total and the card form. */
  summary?: ReactNode;
  /** The pickup time and note the order is for; null while there is nothing to order for (Pay is off). */
  request: { pickup: string; note: string } | null;
  /**
   * Runs when Pay is pressed, before the order is made: checks the contact details the page asks
   * for and answers them (the phone), or throws the words that say what is missing.
   */
  contact?: () => Promise<{ phone: string; name?: string; email?: string }>;
  /** A guest's checkout (no account): the order is made and recorded their way. */
  guest?: GuestPayer;
  /** When the server refuses to start the payment (the restaurant's rules, a changed cart). */
  onRefused?: () => void;
  /** After the payment is recorded and its popup shown, with the paid order's id (the cart is then out of date). */
  onPaid: (orderId: string) => Promise<void>;
}

/**
 * The spec's Payment page body: what is paid for (`summary`), its total and the card form of the
 * configured provider, then 'Succeed' and its popup. Pressing Pay makes the order (for the chosen
 * pickup time) and its intent, then has the provider confirm the card: pressing it again pays that
 * same order once.
 */
export function CardPayment({
  lines,
  total,
  choices,
  summary,
  request,
  contact,
  guest,
  onRefused,
  onPaid,
}: CardPaymentProps) {
  const { user } = useAuth();
  const t = useTranslate();
  const { language } = useLanguage();
  const { data: config } = useSiteConfig();
  const cartIds = lines.map((line) => line._id);
  const recordPayment = useRecordPayment();
  const [succeeded, setSucceeded] = useState(false);
  const orderId = useRef('');

  async function startPaying(): Promise<string> {
    if (!total) throw new Error(t('payment.stillPricing'));
    const makeOrder = guest ? guest.start : createPaymentIntent;
    const intent = await startPayment({
      request,
      total,
      choices,
      contact,
      makeOrder,
      onRefused,
      language,
      noTime: t('payment.noPickupTime'),
    });
    orderId.current = intent.orderId;
    return intent.clientSecret;
  }

  async function onConfirmed(transactionId: string) {
    if (guest) await guest.record(transactionId);
    else {
      await recordPayment.mutateAsync({
        email: user?.email ?? '',
        price: total ? toMajor(total) : 0,
        transactionId,
        cartIds,
        menuIds: lines.map((line) => line.menuID),
      });
    }
    setSucceeded(true);
    await showDialog({ icon: 'success', title: t('payment.successful'), confirmText: null, timer: 2000 });
    await onPaid(orderId.current);
  }

  if (!config) return <LoadingState label={t('payment.preparing')} />;
  if (succeeded) {
    return (
      <p role="status" className="alert alert-success">
        {t('payment.succeed')}
      </p>
    );
  }
  if (lines.length === 0) return <p className="text-center text-base-content/70">{t('payment.nothingToPay')}</p>;
  // While a change of tip or code is priced, the card form stays as typed and Pay waits.
  const form = { startPayment: startPaying, onConfirmed, disabled: request === null || total === null };
  return (
    <div className="space-y-4 rounded bg-base-100 p-6 shadow">
      {summary}
      <p className="font-display text-xl" aria-live="polite">
        {total ? (
          t('payment.totalToPay', { total: format(total) })
        ) : (
          <>
            <span className="loading loading-spinner loading-sm me-2" aria-hidden="true" />
            {t('payment.pricing')}
          </>
        )}
      </p>
      {config.payments.provider === 'stripe' && config.payments.publishableKey ? (
        <Suspense fallback={<LoadingState label={t('payment.loadingCardForm')} />}>
          <StripeCardForm
            publishableKey={config.payments.publishableKey}
            billing={guest?.billing ?? { email: user?.email ?? '', name: user?.displayName ?? 'annonymous' }}
            {...form}
          />
        </Suspense>
      ) : (
        <TestCardForm {...form} {...(guest ? { confirm: confirmGuestTestCard } : {})} />
      )}
    </div>
  );
}
