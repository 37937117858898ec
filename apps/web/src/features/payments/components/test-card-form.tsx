import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { confirmTestCard } from '../api/confirm-test-card.ts';
import { usePay } from '../use-pay.ts';

export interface CardFormProps {
  /** Makes the order and its intent when Pay is pressed; answers the intent's client secret. */
  startPayment: () => Promise<string>;
  /** Called with the confirmed intent's id; its failures (and startPayment's) are shown by this form. */
  onConfirmed: (intentId: string) => Promise<void>;
  /** Nothing can be ordered now: Pay is off (the page says why). */
  disabled: boolean;
}

function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : null;
}

/** The built-in test provider's card form, clearly marked: no real card is ever charged. */
export function TestCardForm({ startPayment, onConfirmed, disabled }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const { paying, failure, setFailure, pay } = usePay(onConfirmed);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsedExpiry = parseExpiry(expiry);
    if (!parsedExpiry) return setFailure('Enter the expiry date as MM/YY.');
    void pay(async () => {
      const clientSecret = await startPayment();
      const { paymentIntent } = await confirmTestCard({ clientSecret, card: { number, cvc, ...parsedExpiry } });
      return paymentIntent.id;
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <p className="alert alert-info alert-soft text-sm">
        Test mode: no real card is charged. Pay with 4242 4242 4242 4242, any future date and any three digits.
      </p>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          required
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
          required
        />
      </div>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="btn btn-primary w-full" disabled={disabled || paying}>
        {paying ? 'Paying…' : 'Pay'}
      </button>
    </form>
  );
}
