import type { testCardSchema } from '@bistro/contract/payments';
import { useMemo } from 'react';
import { type FieldErrors, type Resolver, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { now } from '@/lib/clock.ts';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { confirmTestCard } from '../api/confirm-test-card.ts';
import { usePay } from '../use-pay.ts';
import {
  type CardField as CardFieldName,
  type CardInput,
  cardDigits,
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

type TestCard = z.infer<typeof testCardSchema>['card'];

/**
 * The card's checks (card-details.ts) as the form's resolver: every field's problem at once, each
 * under its field's name in the page's language; a good card comes out as the test provider takes it.
 */
const cardResolver =
  (t: Translate): Resolver<CardInput, unknown, TestCard> =>
  (card) => {
    const found = validateCard(card, now());
    const expiry = parseExpiry(card.expiry);
    if (Object.keys(found).length > 0 || !expiry) {
      const errors: FieldErrors<CardInput> = {};
      for (const [field, message] of Object.entries(found))
        errors[field as CardFieldName] = { type: 'validate', message: t(message) };
      return { values: {}, errors };
    }
    return { values: { number: cardDigits(card.number), cvc: card.cvc.trim(), ...expiry }, errors: {} };
  };

/**
 * The built-in test provider's card form, clearly marked: no real card is ever charged. Pay first
 * checks every field and, when any is wrong, says all their problems at once, each under its field,
 * and puts the cursor in the first; only a complete card is sent to be judged.
 */
export function TestCardForm({ startPayment, onConfirmed, disabled, confirm = confirmTestCard }: CardFormProps) {
  const t = useTranslate();
  const { paying, failure, setFailure, pay } = usePay(onConfirmed);
  const resolver = useMemo(() => cardResolver(t), [t]);
  const { control, handleSubmit, trigger, getFieldState } = useForm<CardInput, unknown, TestCard>({
    resolver,
    // Only a field already said to be wrong is checked again as the payer corrects it (recheck).
    reValidateMode: 'onSubmit',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  // In the form's order, which is the order the first wrong field is looked for in.
  const number = useController({ control, name: 'number' });
  const expiry = useController({ control, name: 'expiry' });
  const cvc = useController({ control, name: 'cvc' });
  const recheck = (field: CardFieldName) => {
    if (getFieldState(field).error) void trigger(field);
  };

  const submit = handleSubmit(
    (card) =>
      pay(async () => {
        const clientSecret = await startPayment();
        const { paymentIntent } = await confirm({ clientSecret, card });
        return paymentIntent.id;
      }),
    () => setFailure(null),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('card.payment')}>
      <p className="alert alert-info alert-soft text-sm">{t('card.testMode')}</p>
      <CardField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={number.fieldState.error?.message}
        required
        {...number.field}
        onChange={(event) => {
          number.field.onChange(event);
          recheck('number');
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          label={t('card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          error={expiry.fieldState.error?.message}
          required
          {...expiry.field}
          onChange={(event) => {
            expiry.field.onChange(formatExpiry(event.target.value, expiry.field.value));
            recheck('expiry');
          }}
        />
        <CardField
          label={t('card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          error={cvc.fieldState.error?.message}
          required
          {...cvc.field}
          onChange={(event) => {
            cvc.field.onChange(event);
            recheck('cvc');
          }}
        />
      </div>
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className="btn btn-primary w-full" disabled={disabled || paying}>
        {paying ? t('card.paying') : t('cart.pay')}
      </button>
    </form>
  );
}
