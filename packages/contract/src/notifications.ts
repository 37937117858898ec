import { z } from 'zod';

/**
 * What one of the restaurant's people (staff, administrators) is told of each new paid order and
 * each booking request: a mail to their account's address, a text message to the phone on their
 * profile. RESTAURANT_EMAIL gets the mail whatever anyone chooses.
 */
export const notificationChoicesSchema = z.object({
  mail: z.boolean({ message: 'mail must be true or false' }).describe('A mail to the account’s address'),
  sms: z
    .boolean({ message: 'sms must be true or false' })
    .describe('A text message to the phone on the account’s profile (with its country code, +…)'),
});
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>;

/** GET and PUT /api/notifications/me (staff, administrators): the caller's choices and what they rest on. */
export const myNotificationsSchema = notificationChoicesSchema.extend({
  /** The phone on the caller's profile, where text messages go (null: none given). */
  phone: z.string().nullable(),
  /** Whether this site sends text messages at all (SMS_URL is set). */
  smsAvailable: z.boolean(),
});
export type MyNotifications = z.infer<typeof myNotificationsSchema>;

/** A phone number a text message can reach: as stored, with its country code (+…). */
export const reachableBySms = (phone: string | null): phone is string => phone?.startsWith('+') ?? false;

/** A phone number as an SMS provider takes it (E.164): `+` and its digits. */
export const e164 = (phone: string) => `+${phone.replace(/\D/g, '')}`;
