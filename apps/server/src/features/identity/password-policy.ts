import { newPasswordSchema } from '@bistro/contract/identity';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (49,233 from zxcvbn-ts's frequency list, MIT), compared without
 * letter case: the first ones an attacker tries, and so refused as new passwords.
 */
const commonPasswords = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** A new password: the shared length rules, and not one of the most common passwords. */
export const serverNewPasswordSchema = newPasswordSchema.refine(
  (password) => !isCommonPassword(password),
  'This password is one of the most common ones, which are tried first: choose another',
);
