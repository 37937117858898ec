import type { BookingView } from '@bistro/contract/bookings';
import { useCallback, useRef, useState } from 'react';

/**
 * The board's new requests: bookings heard on the live stream waiting for confirmation that the
 * board had not seen (in a list it loaded, or on the stream before). Answers their ids (to mark
 * them) and the latest one (to announce it); `hear` takes each booking the stream brings, `know`
 * each list the board loads.
 */
export function useNewRequests() {
  const known = useRef(new Set<string>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [latest, setLatest] = useState<BookingView | null>(null);
  const know = useCallback((listed: readonly BookingView[]) => {
    for (const booking of listed) known.current.add(booking.id);
  }, []);
  const hear = useCallback((booking: BookingView) => {
    const isNew = booking.status === 'pending' && !known.current.has(booking.id);
    known.current.add(booking.id);
    if (!isNew) return;
    setFresh((current) => new Set(current).add(booking.id));
    setLatest(booking);
  }, []);
  return { fresh, latest, know, hear };
}
