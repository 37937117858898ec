import { z } from 'zod';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Whether the text holds a C0 or C1 control character (NUL among them); line breaks and tabs may be allowed. */
function hasControlCharacter(value: string, { lineBreaks }: { lineBreaks: boolean }): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const isBreak = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
    if ((code < 0x20 && !(lineBreaks && isBreak)) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * One line of text a person types (a name, an address): trimmed, within its length, and
 * without control characters, which the database refuses (NUL) or no one means to send.
 */
export function lineOfText({ label, min = 0, max }: { label: string; min?: number; max: number }) {
  const required = min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`;
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .min(min, required)
    .max(max, `${label} can have at most ${max} characters`)
    .refine(
      (value) => !hasControlCharacter(value, { lineBreaks: false }),
      `${label} cannot contain control characters`,
    );
}

/** Several lines of text (a recipe, a note): like lineOfText, with line breaks and tabs allowed. */
export function multilineText({ label, max }: { label: string; max: number }) {
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can have at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value, { lineBreaks: true }), `${label} cannot contain control characters`);
}

/** A machine token (ids from a provider, secrets, signed tokens): printable ASCII, no spaces. */
export function token({ label, max }: { label: string; max: number }) {
  return z
    .string({ message: `${label} must be text` })
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[\x21-\x7e]+$/, `${label} has characters it cannot have`);
}
