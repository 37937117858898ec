import type { BookingChange, BookingStreamEvent, BookingView } from '@bistro/contract/bookings';
import { sseFrame } from '../live/index.ts';

/** A Server-Sent Events frame carrying a booking as it is now, just made or changed, numbered by its live event. */
export function bookingFrame(booking: BookingView, change: BookingChange, eventId: number): string {
  return sseFrame('booking', { type: 'booking', change, booking } satisfies BookingStreamEvent, eventId);
}

/**
 * How a booking changed since a stream last saw it: made, if it was made meanwhile (it is new to
 * the board), else as it last changed.
 */
export function changeSince(changes: readonly (string | null)[]): BookingChange {
  if (changes.includes('made')) return 'made';
  const last = changes.at(-1);
  return last === 'reconfirm' ? 'reconfirm' : 'changed';
}
