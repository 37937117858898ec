import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { now } from '@/lib/clock.ts';
import { confirmTestCard } from '../api/confirm-test-card.ts';
import { usePay } from '../use-pay.ts';
import {
  type CardErrors,
  type CardField as CardFieldName,
  type CardInput,
  cardDigits,
  fieldError,
  formatExpiry,
  parseExpiry,
  validateCard,
} from './card-details.ts';
import { CardField } from './card-field.tsx';

export interface CardFormProps {
  /** Makes the order and its intent when Pay is pressed; answers the intent's client secret. */
  startPayment: () => Promise<string>;
  /** Called with the confirmed intent's id; its failures (and startPayment's) are shown by this form. */
  onConfirmed: (intentId: string) => Promise<void>;
  /** Nothing can be ordered now: Pay is off (the page says why). */
  disabled: boolean;
  /** How the test provider is asked to confirm the card: a signed-in diner's way, or a guest's. */
  confirm?: typeof confirmTestCard;
}

const FIELDS: CardFieldName[] = ['number', 'expiry', 'cvc'];

/**
 * The built-in test provider's card form, clearly marked: no real card is ever charged. Pay first
 * checks every field and, when any is wrong, says all their problems at once, each under its field,
 * and puts the cursor in the first; only a complete card is sent to be judged.
 */
export function TestCardForm({ startPayment, onConfirmed, disabled, confirm = confirmTestCard }: CardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const inputs = useRef<Partial<Record<CardFieldName, HTMLInputElement | null>>>({});
  const { paying, failure, setFailure, pay } = usePay(onConfirmed);

  /** Takes the field's new value; a field already said to be wrong is checked again as it is corrected. */
  function change(field: CardFieldName, value: string) {
    const next = { ...card, [field]: value };
    setCard(next);
    if (errors[field]) {
      const { [field]: _, ...others } = errors;
      const error = fieldError(field, next, now());
      setErrors(error ? { ...others, [field]: error } : others);
    }
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateCard(card, now());
    const parsedExpiry = parseExpiry(card.expiry);
    if (Object.keys(found).length > 0 || !parsedExpiry) {
      // Rendered first, so the field that takes the cursor is already marked and described.
      flushSync(() => {
        setErrors(found);
        setFailure(null);
      });
      const first = FIELDS.find((field) => found[field]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    void pay(async () => {
      const clientSecret = await startPayment();
      const { paymentIntent } = await confirm({
        clientSecret,
        card: { number: cardDigits(card.number), cvc: card.cvc.trim(), ...parsedExpiry },
      });
      return paymentIntent.id;
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Card payment">
      <p className="alert alert-info alert-soft text-sm">
        Test mode: no real card is charged. Pay with 4242 4242 4242 4242, any future date and any three digits.
      </p>
      <CardField
        label="Card number"
        ref={(input) => {
          inputs.current.number = input;
        }}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => change('number', event.target.value)}
        error={errors.number}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          label="Expiry (MM/YY)"
          ref={(input) => {
            inputs.current.expiry = input;
          }}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(event) => change('expiry', formatExpiry(event.target.value, card.expiry))}
          error={errors.expiry}
          required
        />
        <CardField
          label="CVC"
          ref={(input) => {
            inputs.current.cvc = input;
          }}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={(event) => change('cvc', event.target.value)}
          error={errors.cvc}
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
