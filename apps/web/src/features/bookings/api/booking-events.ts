import type { BookingChange, BookingView } from '@bistro/contract/bookings';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLiveStream } from '@/lib/live-stream.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { bookingsKey, myBookingsQueryOptions, pendingRequestsQueryOptions } from './bookings.ts';

/** How often a list is asked for again while the live stream is down (and only then). */
export const FALLBACK_REFRESH_MS = 20_000;

const dayListsKey = [...bookingsKey, 'day'] as const;
const byTimeAndTable = (a: BookingView, b: BookingView) =>
  a.startsAt.localeCompare(b.startsAt) || a.table.localeCompare(b.table);

/**
 * Puts a booking as it is now into the cached lists: into its day's list (by time and table) and
 * out of any other day's; into the staff's requests (by time) while it waits for them, out once
 * answered; in the diner's own list in its place. A booking not in the own list is not put there
 * (a staff member's stream carries everyone's): that list is read again instead.
 */
export function storeBooking(queryClient: QueryClient, booking: BookingView): void {
  const requestsKey = pendingRequestsQueryOptions().queryKey;
  const requests = queryClient.getQueryData(requestsKey);
  if (requests) {
    const others = requests.filter((listed) => listed.id !== booking.id);
    queryClient.setQueryData(
      requestsKey,
      booking.status === 'pending' ? [...others, booking].sort(byTimeAndTable) : others,
    );
  }
  for (const [key, list] of queryClient.getQueriesData<BookingView[]>({ queryKey: dayListsKey })) {
    if (!list) continue;
    const others = list.filter((listed) => listed.id !== booking.id);
    queryClient.setQueryData(key, key[2] === booking.date ? [...others, booking].sort(byTimeAndTable) : others);
  }
  const mineKey = myBookingsQueryOptions().queryKey;
  const mine = queryClient.getQueryData(mineKey);
  if (mine?.some((listed) => listed.id === booking.id)) {
    queryClient.setQueryData(
      mineKey,
      mine.map((listed) => (listed.id === booking.id ? booking : listed)),
    );
  } else if (mine) {
    void refreshQueries(queryClient, mineKey);
  }
}

/**
 * Keeps the cached bookings live while a page that shows them is open; `onBooking` hears each
 * update first, and whether the booking was just made (the board's new requests). After a lost
 * connection the stream sends the bookings that changed meanwhile (made while away: `made`), so
 * the lists are not read again. Answers whether the stream is connected.
 */
export function useBookingStream(onBooking?: (booking: BookingView, change: BookingChange) => void): boolean {
  const queryClient = useQueryClient();
  return useLiveStream({
    booking: ({ booking, change }) => {
      onBooking?.(booking, change);
      storeBooking(queryClient, booking);
    },
    resync: () => void refreshQueries(queryClient, bookingsKey),
  });
}
