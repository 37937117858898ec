import type { BookingChange, BookingView } from '@bistro/contract/bookings';
import { useCallback, useState } from 'react';

/** Why a request waits for staff: made while the board is open, or changed by its diner once confirmed. */
export type RequestMark = 'New' | 'Changed';

/**
 * The board's requests to look at, heard on the live stream: bookings made while it is open that
 * wait for confirmation ("New"), and confirmed bookings their diner changed, which wait to be
 * confirmed again ("Changed"), on any day. Answers each one's mark by id and the latest one (to
 * announce it); `hear` takes each booking the stream brings. Other changes are not requests.
 */
export function useNewRequests() {
  const [marks, setMarks] = useState<ReadonlyMap<string, RequestMark>>(() => new Map());
  const [latest, setLatest] = useState<{ booking: BookingView; mark: RequestMark } | null>(null);
  const hear = useCallback((booking: BookingView, change: BookingChange) => {
    const mark = change === 'made' ? 'New' : change === 'reconfirm' ? 'Changed' : null;
    if (!mark || booking.status !== 'pending') return;
    setMarks((current) => new Map(current).set(booking.id, mark));
    setLatest({ booking, mark });
  }, []);
  return { marks, latest, hear };
}
