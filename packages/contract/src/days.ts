import { z } from 'zod';

/**
 * The days the API takes (YYYY-MM-DD, the restaurant's): from 1970 to 2999. A report, a booking
 * or an exception outside them is a typing mistake, and the day after 9999-12-31 is no date the
 * calendar arithmetic can write.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '2999-12-31';

/** A day as YYYY-MM-DD, from FIRST_DAY to LAST_DAY; `message` says what the field wants ("Date must be a day as YYYY-MM-DD"). */
export const calendarDay = (message: string) =>
  z.iso
    .date({ message })
    .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, `${message}, from ${FIRST_DAY} to ${LAST_DAY}`);
