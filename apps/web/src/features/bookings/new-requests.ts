import type { BookingChange, BookingView } from '@bistro/contract/bookings';
import { useCallback, useState } from 'react';

/**
 * The board's new requests: bookings made while it is open (heard on the live stream) that wait
 * for confirmation. Answers their ids (to mark them) and the latest one (to announce it); `hear`
 * takes each booking the stream brings. A booking changed rather than made (a diner's new time,
 * on any day) is not a new request.
 */
export function useNewRequests() {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [latest, setLatest] = useState<BookingView | null>(null);
  const hear = useCallback((booking: BookingView, change: BookingChange) => {
    if (change !== 'made' || booking.status !== 'pending') return;
    setFresh((current) => new Set(current).add(booking.id));
    setLatest(booking);
  }, []);
  return { fresh, latest, hear };
}
