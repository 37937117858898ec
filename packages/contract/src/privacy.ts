import { z } from 'zod';
import { bookingViewSchema } from './bookings.ts';
import { savedAddressSchema } from './delivery.ts';
import { passwordSchema, profileSchema, tokenRequestSchema } from './identity.ts';
import { type OrderStatus, orderSchema } from './orders.ts';
import { paymentSchema } from './payments.ts';
import { myReviewSchema } from './reviews.ts';

/**
 * What an erased diner's orders and payments say instead of their name and address; their phone
 * and note become null. The address is in `.invalid`, a domain that can never exist (RFC 2606),
 * so no one can sign up with it, prove it and have the erased orders join their account.
 */
export const ERASED_DINER = { name: 'Deleted diner', email: 'deleted-diner@erased.invalid' } as const;

/** An account without a password is deleted only this soon after signing in. */
export const RECENT_SIGN_IN_MINUTES = 5;

/** Orders that still need their diner: paid, and neither picked up, delivered nor cancelled. */
export const openOrderStatuses = [
  'pending',
  'preparing',
  'ready',
  'out_for_delivery',
] as const satisfies readonly OrderStatus[];

/**
 * DELETE /api/me: the account's password; an account without one (Google, Firebase) proves a
 * sign-in of the last RECENT_SIGN_IN_MINUTES instead, by its identity session or, with Firebase,
 * a fresh ID token.
 */
export const deleteAccountSchema = z.object({
  password: passwordSchema.optional(),
  idToken: tokenRequestSchema.shape.idToken,
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

/** What a deletion or an erasure answers: how many orders stay in the books without the diner's details. */
export const erasedSchema = z.object({ erasedOrders: z.number().int() });

/** What a guest's erasure of their booking answers: 1 when their details went, 0 when they were gone already. */
export const erasedBookingSchema = z.object({ erasedBookings: z.number().int() });

/**
 * A diner's own data (GET /api/me/export, and a guest's order or booking by its link): the profile
 * (null for a guest), the orders with their lines and history, the payments, the reviews and the
 * table bookings (a guest's link proves its order or booking only, and gives that one alone).
 */
export const dinerDataSchema = z.object({
  exportedAt: z.string().describe('ISO 8601'),
  profile: profileSchema.extend({ createdAt: z.string() }).nullable(),
  orders: z.array(orderSchema),
  payments: z.array(paymentSchema),
  reviews: z.array(myReviewSchema),
  bookings: z.array(bookingViewSchema),
  /** The delivery addresses the account keeps. */
  addresses: z.array(savedAddressSchema),
});
export type DinerData = z.infer<typeof dinerDataSchema>;
