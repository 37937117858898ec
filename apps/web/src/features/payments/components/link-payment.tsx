import { format, fromMajor } from '@bistro/contract/money';
import { useTranslate } from '@/lib/i18n.ts';
import { recordGuestPayment } from '../api/guest-checkout.ts';
import { getLinkPayment } from '../api/link-payment.ts';
import { GuestCardForm } from './guest-card-form.tsx';

interface LinkPaymentProps {
  orderId: string;
  /** The signed key of the link the diner was mailed. */
  orderKey: string;
  /** What they pay, in major units. */
  total: number;
  currency: string;
  /** Who pays, for Stripe's card form. */
  billing: { email: string; name: string };
  /** Once the payment is recorded (the order is then with the kitchen). */
  onPaid: () => Promise<void>;
}

/**
 * Pays an order staff took on the phone or at the counter, from the link mailed to the diner:
 * the card form of the configured provider for the order's total. Pay asks the server for the
 * order's intent (made once for it), the provider confirms the card, and the payment is recorded
 * as a guest's is.
 */
export function LinkPayment({ orderId, orderKey, total, currency, billing, onPaid }: LinkPaymentProps) {
  const t = useTranslate();
  return (
    <section className="space-y-4 rounded bg-base-100 p-6 shadow" aria-labelledby="link-payment-heading">
      <h2 id="link-payment-heading" className="font-display text-2xl">
        {t('orderPayment.payByCard', { total: format(fromMajor(total, currency)) })}
      </h2>
      <p>{t('orderPayment.kitchenStartsOncePaid')}</p>
      <GuestCardForm
        billing={billing}
        startPayment={async () => (await getLinkPayment(orderId, orderKey)).clientSecret}
        onConfirmed={async (transactionId) => {
          await recordGuestPayment({ orderId, key: orderKey, transactionId });
          await onPaid();
        }}
      />
    </section>
  );
}
