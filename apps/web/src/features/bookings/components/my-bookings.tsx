import type { BookingView } from '@bistro/contract/bookings';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { now } from '@/lib/clock.ts';
import { myBookingsQueryOptions, useUpdateBooking } from '../api/bookings.ts';
import { BookingItem } from './booking-item.tsx';

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
  const update = useUpdateBooking();
  return (
    <section aria-label={heading}>
      <h2 className="mb-3 font-display text-xl">{heading}</h2>
      {bookings.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="space-y-3">
          {bookings.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              timeZone={timeZone}
              cancelling={update.isPending}
              onCancel={() => update.mutate({ id: booking.id, status: 'cancelled' })}
            />
          ))}
        </ul>
      )}
      <FormAlert>{update.error ? `The booking could not be cancelled: ${update.error.message}` : null}</FormAlert>
    </section>
  );
}
