import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { usePay } from '../use-pay.ts';
import type { CardFormProps } from './test-card-form.tsx';

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
  billing: { email: string; name: string };
}

const stripes = new Map<string, Promise<Stripe | null>>();
/** Stripe.js, loaded once per key and only on this page in Stripe mode. */
const stripeFor = (key: string) => {
  const existing = stripes.get(key);
  if (existing) return existing;
  const loading = loadStripe(key);
  stripes.set(key, loading);
  return loading;
};

function CardForm({ startPayment, billing, onConfirmed, disabled }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { paying, failure, pay } = usePay(onConfirmed);
  const t = useTranslate();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    void pay(async () => {
      const clientSecret = await startPayment();
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        // Stripe refuses an empty address (an order staff took without one, a payer at a table).
        payment_method: {
          card,
          billing_details: { name: billing.name, ...(billing.email ? { email: billing.email } : {}) },
        },
      });
      if (error) throw new Error(error.message ?? t('card.didNotGoThrough'));
      if (paymentIntent?.status !== 'succeeded') throw new Error(t('card.didNotGoThrough'));
      return paymentIntent.id;
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t('card.payment')}>
      <div className="rounded border border-base-300 p-4">
        <CardElement options={{ style: { base: { fontSize: '16px', color: '#151515' } } }} />
      </div>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || disabled || paying}>
        {paying ? t('card.paying') : t('cart.pay')}
      </button>
    </form>
  );
}

/** Stripe's Card Element; the card never touches our server. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}
