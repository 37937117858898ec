import { z } from 'zod';

/**
 * A text box checked as the contract checks its optional field: left empty, it is none (undefined),
 * not an empty string the contract would refuse or keep.
 */
export const leftEmptyIsNone = <Checked extends z.ZodType<unknown, string | undefined>>(checked: Checked) =>
  z
    .string()
    .transform((typed) => typed || undefined)
    .pipe(checked);
