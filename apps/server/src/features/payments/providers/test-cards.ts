import { passesLuhn } from '@bistro/contract/card-number';
import type { ProblemWords } from '../../../http/problems.ts';
import { wordsOf } from '../../languages/index.ts';

/** A card as typed into the test provider's form. */
export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true }
  | { ok: false; code: string; declineCode?: string; message: ProblemWords; status: 400 | 402 };

/** Stripe's public test cards that succeed; 0002 and 9995 decline as Stripe's do. */
const SUCCEEDING = new Set(['4242424242424242', '5555555555554444']);
const DECLINED = '4000000000000002';
const INSUFFICIENT_FUNDS = '4000000000009995';

/** What Stripe's test mode answers for this card, with Stripe's codes and messages. */
export function judgeTestCard(card: TestCard, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, status: 400, code: 'incorrect_number', message: wordsOf('refusal.cardNumberIncorrect') };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12) {
    return {
      ok: false,
      status: 400,
      code: 'invalid_expiry_month',
      message: wordsOf('refusal.cardExpiryMonthInvalid'),
    };
  }
  const endOfExpiryMonth = new Date(Date.UTC(year, card.expMonth, 1));
  if (endOfExpiryMonth <= now) {
    return {
      ok: false,
      status: 400,
      code: 'invalid_expiry_year',
      message: wordsOf('refusal.cardExpired'),
    };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { ok: false, status: 400, code: 'incorrect_cvc', message: wordsOf('refusal.cardCvcInvalid') };
  }
  if (digits === DECLINED) {
    return {
      ok: false,
      status: 402,
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: wordsOf('refusal.cardDeclined'),
    };
  }
  if (digits === INSUFFICIENT_FUNDS) {
    return {
      ok: false,
      status: 402,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: wordsOf('refusal.cardInsufficientFunds'),
    };
  }
  if (!SUCCEEDING.has(digits)) {
    return {
      ok: false,
      status: 402,
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: wordsOf('refusal.cardNotATestCard'),
    };
  }
  return { ok: true };
}
