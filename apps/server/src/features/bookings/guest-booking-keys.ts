import type { TokenService } from '../identity/index.ts';
import type { BookingRecord } from './bookings-repository.ts';

/** How long a guest's link to their booking works: this many days after the visit ends. */
export const GUEST_BOOKING_LINK_DAYS = 7;
const PURPOSE = 'guest-booking';
const DAY = 24 * 60 * 60 * 1000;

/**
 * The signed keys that open a guest's booking without an account (the link in their mail, the
 * confirmation page): made for one booking, they expire GUEST_BOOKING_LINK_DAYS after its visit.
 */
export function guestBookingKeys(tokens: Pick<TokenService, 'linkKey' | 'checkLinkKey'>) {
  return {
    keyFor: (booking: Pick<BookingRecord, 'id' | 'endsAt'>) =>
      tokens.linkKey(PURPOSE, booking.id, new Date(booking.endsAt.getTime() + GUEST_BOOKING_LINK_DAYS * DAY)),
    /** Whether `key` opens this booking at `now`: genuine, for this booking, not expired. */
    opens: (booking: Pick<BookingRecord, 'id'>, key: string, now: Date) =>
      tokens.checkLinkKey(PURPOSE, booking.id, key, now),
  };
}
export type GuestBookingKeys = ReturnType<typeof guestBookingKeys>;
