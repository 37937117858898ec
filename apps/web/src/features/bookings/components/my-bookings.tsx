import type { BookingChanged, BookingView } from '@bistro/contract/bookings';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { now } from '@/lib/clock.ts';
import { myBookingsQueryOptions, useUpdateBooking } from '../api/bookings.ts';
import { ChangeBookingForm } from './change-booking-form.tsx';
import { statusWords } from './status-words.ts';

/** What a change did, in words: a change of a confirmed booking may wait for the restaurant again. */
const changedWords = (changed: BookingChanged, on: (instant: string) => string) =>
  `Changed to ${on(changed.startsAt)}, ${changed.party} ${changed.party === 1 ? 'person' : 'people'}. ${
    changed.confirmAgain
      ? 'The restaurant confirms the new time again; we will mail you.'
      : 'We have mailed you the new details.'
  }`;

/** The diner's bookings, upcoming (soonest first) and past, each with its status; change or cancel before the cut-off. */
export function MyBookings({ timeZone }: { timeZone: string }) {
  const bookings = useQuery({ ...myBookingsQueryOptions(), refetchInterval: 20_000 });
  return (
    <QueryState
      query={bookings}
      what="your bookings"
      empty={{
        when: (list) => list.length === 0,
        content: <p className="rounded bg-base-100 p-4 shadow">No bookings yet.</p>,
      }}
    >
      {(list) => {
        const at = now().toISOString();
        const upcoming = list.filter((booking) => booking.endsAt > at).reverse();
        const past = list.filter((booking) => booking.endsAt <= at);
        return (
          <div className="space-y-8">
            <BookingList heading="Upcoming" bookings={upcoming} timeZone={timeZone} />
            <BookingList heading="Past" bookings={past} timeZone={timeZone} />
          </div>
        );
      }}
    </QueryState>
  );
}

function BookingList({ heading, bookings, timeZone }: { heading: string; bookings: BookingView[]; timeZone: string }) {
  const clock = restaurantClock(timeZone);
  const update = useUpdateBooking();
  const [changing, setChanging] = useState<string | null>(null);
  const [changedNotes, setChangedNotes] = useState<Record<string, string>>({});
  const close = (id: string) => {
    setChanging(null);
    // The form is gone: the keyboard goes back to the button that opened it.
    requestAnimationFrame(() => document.getElementById(`change-${id}`)?.focus());
  };
  return (
    <section aria-label={heading}>
      <h2 className="mb-3 font-display text-xl">{heading}</h2>
      {bookings.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="space-y-3">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center gap-3 rounded bg-base-100 p-4 shadow">
              <div className="min-w-0 grow">
                <p className="font-semibold">
                  {clock.on(booking.startsAt)} · {booking.party} {booking.party === 1 ? 'person' : 'people'} · Table{' '}
                  {booking.table}
                </p>
                <p>
                  <span className={`badge ${statusWords[booking.status].badge}`}>
                    {statusWords[booking.status].label}
                  </span>
                  {booking.reason && <span className="ml-2">Why: {booking.reason}</span>}
                </p>
                {booking.note && <p className="text-base-content/70 text-sm">Note: {booking.note}</p>}
                {changedNotes[booking.id] && (
                  <p role="status" className="mt-1 text-sm">
                    {changedNotes[booking.id]}
                  </p>
                )}
              </div>
              {booking.cancellable && (
                <button
                  type="button"
                  id={`change-${booking.id}`}
                  className="btn btn-outline min-h-11"
                  aria-expanded={changing === booking.id}
                  onClick={() => setChanging(changing === booking.id ? null : booking.id)}
                  aria-label={`Change the booking of ${clock.on(booking.startsAt)}`}
                >
                  Change
                </button>
              )}
              {booking.cancellable && (
                <button
                  type="button"
                  className="btn btn-outline min-h-11"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: booking.id, status: 'cancelled' })}
                  aria-label={`Cancel the booking of ${clock.on(booking.startsAt)}`}
                >
                  Cancel
                </button>
              )}
              {changing === booking.id && (
                <ChangeBookingForm
                  booking={booking}
                  timeZone={timeZone}
                  onDone={(changed) => {
                    if (changed) {
                      setChangedNotes((notes) => ({ ...notes, [booking.id]: changedWords(changed, clock.on) }));
                    }
                    close(booking.id);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert>{update.error ? `The booking could not be cancelled: ${update.error.message}` : null}</FormAlert>
    </section>
  );
}
