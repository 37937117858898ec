import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string | null;
  billing: { email: string; name: string };
  onConfirmed: (intentId: string) => Promise<void>;
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

function CardForm({ clientSecret, billing, onConfirmed }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setPaying(true);
    setFailure(null);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error) return setFailure(error.message ?? 'Your card was not accepted.');
      if (paymentIntent?.status !== 'succeeded')
        return setFailure(`The payment is ${paymentIntent?.status ?? 'not complete'}.`);
      await onConfirmed(paymentIntent.id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The payment did not go through.');
    } finally {
      setPaying(false);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4" aria-label="Card payment">
      <div className="rounded border border-base-300 p-4">
        <CardElement options={{ style: { base: { fontSize: '16px', color: '#151515' } } }} />
      </div>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || !clientSecret || paying}>
        {paying ? 'Paying…' : 'Pay'}
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
