import { passesLuhn } from '@bistro/contract/card-number';

import type { MessageId } from '@/lib/i18n.ts';

/**
 * The test card form's own checks, made in the browser before anything is sent so that every
 * field's problem is said at once (in the words of Stripe's card form, by their messages' ids). The server still judges
 * the card (its declines, in Stripe's words): these checks only spare a round trip per mistake.
 */

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardErrors = Partial<Record<CardField, MessageId>>;
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The expiry as it should read after an edit: digits only, with the slash put in for the payer
 * ("12" → "12/", "1225" → "12/25", "4" → "04/"). `previous` is the value before the edit: when the
 * edit removed characters, no slash is added, so deleting the slash (or a digit) just deletes it.
 * Pasted or autofilled "12/25", "1225", "12/2025" and "1/25" all end as "MM/YY".
 */
export function formatExpiry(raw: string, previous = ''): string {
  const deleting = raw.length < previous.length;
  const slash = raw.indexOf('/');
  if (slash >= 0) {
    let month = raw.slice(0, slash).replace(/\D/g, '').slice(0, 2);
    const yearDigits = raw.slice(slash + 1).replace(/\D/g, '');
    const year = shortYear(yearDigits);
    if (month.length === 1 && !deleting && month !== '0') month = `0${month}`;
    return month === '' && year === '' ? '' : `${month}/${year}`;
  }
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length === 1) return !deleting && Number(digits) > 1 ? `0${digits}/` : digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${shortYear(digits.slice(2))}`;
}

/** A four-digit year (2025) as its last two digits; otherwise the first two digits typed. */
const shortYear = (digits: string) => (digits.length === 4 ? digits.slice(2) : digits.slice(0, 2));

/** The card number's digits (spaces and dashes between groups are allowed). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

export function numberError(number: string): MessageId | undefined {
  const digits = cardDigits(number);
  if (!/^\d*$/.test(digits)) return 'card.numberInvalid';
  if (digits.length < 12) return 'card.numberIncomplete';
  if (digits.length > 19 || !passesLuhn(digits)) return 'card.numberInvalid';
  return undefined;
}

/** "MM/YY" as the month and the four-digit year; null when it is not complete. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  return match ? { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) } : null;
}

/** As the server judges it: a card is good until the end (UTC) of its expiry month. */
export function expiryError(expiry: string, now: Date): MessageId | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'card.expiryIncomplete';
  if (parsed.expMonth < 1 || parsed.expMonth > 12) return 'card.expiryMonthInvalid';
  if (new Date(Date.UTC(parsed.expYear, parsed.expMonth, 1)) <= now) return 'card.expiryPast';
  return undefined;
}

export function cvcError(cvc: string): MessageId | undefined {
  const trimmed = cvc.trim();
  if (!/^\d*$/.test(trimmed)) return 'card.cvcInvalid';
  if (trimmed.length < 3) return 'card.cvcIncomplete';
  if (trimmed.length > 4) return 'card.cvcInvalid';
  return undefined;
}

/** Every field's problem at once, in the form's order (number, expiry, CVC); empty when all is well. */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = numberError(card.number);
  const expiry = expiryError(card.expiry, now);
  const cvc = cvcError(card.cvc);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}
