import type { BookingChange, BookingStreamEvent, BookingView } from '@bistro/contract/bookings';
import { sseFrame } from '../live/index.ts';

/**
 * A Server-Sent Events frame carrying a booking as it is now, just made or changed. It has no id: the stream's ids
 * number the orders' changes (Last-Event-ID), and a client that was away reads its bookings again
 * when it reconnects instead of being caught up.
 */
export function bookingFrame(booking: BookingView, change: BookingChange): string {
  return sseFrame('booking', { type: 'booking', change, booking } satisfies BookingStreamEvent);
}
