import { z } from 'zod';

/** How many digits a phone number has, country code included (E.164 allows at most 15). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;
/** The longest phone number as typed, with its spaces, dashes and parentheses. */
export const PHONE_MAX_LENGTH = 30;

/** Digits, an optional leading +, and spaces (no-break ones too), dashes, dots and parentheses: one line. */
const PHONE_CHARACTERS = /^\+?[\d \u00a0\-.()]+$/;
const PHONE_MESSAGE = `Enter a phone number of ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits (a leading +, spaces, dashes, dots and parentheses may go with them)`;

/**
 * A phone number the restaurant can call, one rule for the profile, checkout and the API:
 * digits with an optional leading +, grouped by spaces, dashes, dots or parentheses as the
 * person likes; 7 to 15 digits. Kept as typed, trimmed and with each run of spaces made one,
 * so the kitchen reads it the way the diner wrote it.
 */
export const phoneSchema = z
  .string({ message: 'Phone must be text' })
  .trim()
  .max(PHONE_MAX_LENGTH, `Phone can have at most ${PHONE_MAX_LENGTH} characters`)
  .regex(PHONE_CHARACTERS, PHONE_MESSAGE)
  .transform((value) => value.replace(/[ \u00a0]+/g, ' '))
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  }, PHONE_MESSAGE);

/** The number to dial for a phone number as stored: `tel:+15550100199`. */
export const telLink = (phone: string) => `tel:${phone.startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
