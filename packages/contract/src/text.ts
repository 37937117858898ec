import { z } from 'zod';

/**
 * Characters no text a person types should hold: C0 and C1 control characters (NUL among them,
 * which the database refuses), the Unicode line and paragraph separators (U+2028, U+2029), and
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * reorder what a reader sees ("Trojan Source").
 */
const INVISIBLE_CONTROLS = '\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';

/**
 * The one-line text rule: none of the characters above, nor a line break (CR, LF) or a tab. A
 * regular expression rather than a refinement, so that the API's OpenAPI document states it as
 * each field's `pattern` (one-line.test.ts in the server walks every route's fields by it).
 */
export const ONE_LINE = new RegExp(`^[^\\u0000-\\u001f${INVISIBLE_CONTROLS}]*$`);

/** Several lines: as ONE_LINE, with line feeds, carriage returns and tabs allowed. */
export const SEVERAL_LINES = new RegExp(`^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f${INVISIBLE_CONTROLS}]*$`);

/**
 * The mark of a field that may hold several lines, in the OpenAPI document (`x-multiline`):
 * every other text field of a request is one line.
 */
export const MULTILINE_MARK = 'x-multiline';

/**
 * One line of text a person types (a name, a phone, an address): trimmed, within its length, on
 * one line and without control characters, so that nothing typed here writes lines of its own
 * into the mail or the pages the restaurant sends ("Hello Ann,\n\nYour order is refunded…").
 */
export function lineOfText({ label, min = 0, max }: { label: string; min?: number; max: number }) {
  const required = min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`;
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .min(min, required)
    .max(max, `${label} can have at most ${max} characters`)
    .regex(ONE_LINE, `${label} must be one line, without control characters`);
}

/** Several lines of text (a recipe, a note): like lineOfText, with line breaks and tabs allowed. */
export function multilineText({ label, max }: { label: string; max: number }) {
  return z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can have at most ${max} characters`)
    .regex(SEVERAL_LINES, `${label} cannot contain control characters`)
    .meta({ [MULTILINE_MARK]: true });
}

/** A machine token (ids from a provider, secrets, signed tokens): printable ASCII, no spaces. */
export function token({ label, max }: { label: string; max: number }) {
  return z
    .string({ message: `${label} must be text` })
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[\x21-\x7e]+$/, `${label} has characters it cannot have`);
}
