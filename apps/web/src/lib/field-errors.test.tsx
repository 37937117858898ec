import { createBookingSchema } from '@bistro/contract/bookings';
import { deliveryAddressSchema } from '@bistro/contract/fulfilment';
import {
  emailSchema,
  newPasswordSchema,
  passwordSchema,
  personNameSchema,
  resetPasswordFormSchema,
} from '@bistro/contract/identity';
import { cancellationFormSchema } from '@bistro/contract/orders';
import { phoneSchema } from '@bistro/contract/phone';
import { countFieldSchema, STOCK_MAX, stockSchema } from '@bistro/contract/stock';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { inLanguage } from '@/test/in-english.tsx';
import { useFieldErrorWords } from './field-errors.ts';

/** The first message the schema gives for this input, as a form shows it under the field. */
const messageOf = (schema: ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message ?? '';

/** The contract's messages a diner's and a cook's forms show, each made by its schema from bad input. */
const messages = {
  required: messageOf(personNameSchema, ''),
  tooLong: messageOf(personNameSchema, 'x'.repeat(500)),
  tooShort: messageOf(deliveryAddressSchema.shape.country, 'F'),
  twoLines: messageOf(personNameSchema, 'Ann\nBob'),
  controlCharacter: messageOf(createBookingSchema.shape.note, 'A high chair\u0007'),
  email: messageOf(emailSchema, 'ann@'),
  bookingEmail: messageOf(createBookingSchema.shape.email, 'ann@'),
  phone: messageOf(phoneSchema, '12'),
  shortPassword: messageOf(newPasswordSchema, 'short'),
  noPassword: messageOf(passwordSchema, ''),
  passwordsDiffer: messageOf(resetPasswordFormSchema, { password: 'long enough 1', confirm: 'another one 2' }),
  // The booking forms' own rule (features/bookings/components/visit-fields.tsx).
  noTime: 'Choose a time',
  // The kitchen's cancel dialog.
  noReason: messageOf(cancellationFormSchema, { note: '' }),
  noNote: messageOf(cancellationFormSchema, { reason: 'other', note: '' }),
  // The kitchen's count of what is left.
  notANumber: messageOf(countFieldSchema(stockSchema), 'ten'),
  fraction: messageOf(countFieldSchema(stockSchema), '2.5'),
  negative: messageOf(countFieldSchema(stockSchema), '-1'),
  tooMany: messageOf(countFieldSchema(stockSchema), String(STOCK_MAX + 1)),
};

async function wordsIn(language: 'en' | 'fr' | 'ar') {
  const { result } = renderHook(() => useFieldErrorWords(), { wrapper: await inLanguage(language) });
  return (message: string) => result.current(message);
}

describe('a field’s validation message', () => {
  it('is the contract’s own words on an English page, and without a catalog', async () => {
    const english = await wordsIn('en');
    for (const message of Object.values(messages)) expect(english(message)).toBe(message);
    const { result } = renderHook(() => useFieldErrorWords());
    expect(result.current(messages.email)).toBe('Enter a valid email address');
  });

  it('is in the page’s language for every message of the diner’s forms, a contract change included', async () => {
    const french = await wordsIn('fr');
    expect(Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, french(message)]))).toEqual({
      required: 'Ce champ est obligatoire.',
      tooLong: '100 caractères au plus.',
      tooShort: 'Au moins 2 caractères.',
      twoLines: 'Une seule ligne, sans caractères de contrôle.',
      controlCharacter: 'Sans caractères de contrôle.',
      email: 'Saisissez une adresse e-mail valide.',
      bookingEmail: 'Saisissez une adresse e-mail valide.',
      phone:
        'Saisissez un numéro de téléphone de 7 à 15 chiffres (un + au début, des espaces, tirets, points et parenthèses sont acceptés).',
      shortPassword: 'Le mot de passe doit compter au moins 8 caractères.',
      noPassword: 'Saisissez votre mot de passe.',
      passwordsDiffer: 'Les mots de passe ne correspondent pas.',
      noTime: 'Choisissez une heure.',
      noReason: 'Choisissez pourquoi la commande est annulée.',
      noNote: 'Dites pourquoi dans la note : le client la lit.',
      notANumber: 'Un nombre entier, ou rien.',
      fraction: 'Un nombre entier, ou rien.',
      negative: 'Pas moins de 0.',
      tooMany: `${STOCK_MAX.toLocaleString('fr-FR')} au plus.`,
    });
    expect((await wordsIn('ar'))(messages.required)).toBe('هذا الحقل مطلوب.');
    // A message no pattern knows is shown as written rather than lost.
    expect(french('Something only the server says')).toBe('Something only the server says');
  });
});
