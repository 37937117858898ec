import type { confirmResponseSchema } from '@bistro/contract/payments';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

interface CardFormProps {
  clientSecret: string | null;
  /** Called with the confirmed intent's id; its failures are shown by this form. */
  onConfirmed: (intentId: string) => Promise<void>;
}

function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : null;
}

/** The built-in test provider's card form, clearly marked: no real card is ever charged. */
export function TestCardForm({ clientSecret, onConfirmed }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const ids = { number: useId(), expiry: useId(), cvc: useId() };

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!clientSecret) return;
    const parsedExpiry = parseExpiry(expiry);
    if (!parsedExpiry) return setFailure('Enter the expiry date as MM/YY.');
    setPaying(true);
    setFailure(null);
    try {
      const { paymentIntent } = await apiRequest<z.infer<typeof confirmResponseSchema>>('/payments/test/confirm', {
        method: 'POST',
        body: { clientSecret, card: { number, cvc, ...parsedExpiry } },
      });
      await onConfirmed(paymentIntent.id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The payment did not go through.');
    } finally {
      setPaying(false);
    }
  }

  return (
    <form onSubmit={pay} className="space-y-4" aria-label="Card payment">
      <p className="alert alert-info alert-soft text-sm">
        Test mode: no real card is charged. Pay with 4242 4242 4242 4242, any future date and any three digits.
      </p>
      <div>
        <label htmlFor={ids.number} className="label">
          Card number
        </label>
        <input
          id={ids.number}
          className="input w-full"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          required
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={ids.expiry} className="label">
            Expiry (MM/YY)
          </label>
          <input
            id={ids.expiry}
            className="input w-full"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            required
          />
        </div>
        <div>
          <label htmlFor={ids.cvc} className="label">
            CVC
          </label>
          <input
            id={ids.cvc}
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(event) => setCvc(event.target.value)}
            required
          />
        </div>
      </div>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={!clientSecret || paying}>
        {paying ? 'Paying…' : 'Pay'}
      </button>
    </form>
  );
}
