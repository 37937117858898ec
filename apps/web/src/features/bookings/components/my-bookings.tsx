import type { BookingView } from '@bistro/contract/bookings';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useClockOf } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { FALLBACK_REFRESH_MS, useBookingStream } from '../api/booking-events.ts';
import { myBookingsQueryOptions, useUpdateBooking } from '../api/bookings.ts';
import { BookingItem } from './booking-item.tsx';
import { useBookingWords } from './status-words.ts';

/** What the page adds under a booking from elsewhere (a visit's link to review it). */
type VisitAction = (booking: BookingView) => ReactNode;

/**
 * The diner's bookings, upcoming (soonest first) and past, each with its status, kept live by the
 * stream (asked again every 20 s only while it is down); change or cancel before the cut-off.
 */
export function MyBookings({ timeZone, visitAction }: { timeZone: string; visitAction?: VisitAction }) {
  const t = useTranslate();
  const { status } = useBookingWords();
  const clock = useClockOf(timeZone);
  const [news, setNews] = useState('');
  // A change of one of the diner's own bookings is read out (the stream of a staff member carries everyone's).
  const live = useBookingStream((booking) => {
    const before = bookings.data?.find((listed) => listed.id === booking.id);
    if (before && before.status !== booking.status) {
      setNews(t('booking.nowStatus', { when: clock.on(booking.startsAt), status: status(booking.status).label }));
    }
  });
  const bookings = useQuery({ ...myBookingsQueryOptions(), refetchInterval: live ? false : FALLBACK_REFRESH_MS });
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {news}
      </p>
      <QueryState
        query={bookings}
        what={t('booking.whatYours')}
        empty={{
          when: (list) => list.length === 0,
          content: <p className="rounded bg-base-100 p-4 shadow">{t('booking.noneYet')}</p>,
        }}
      >
        {(list) => {
          const at = now().toISOString();
          const upcoming = list.filter((booking) => booking.endsAt > at).reverse();
          const past = list.filter((booking) => booking.endsAt <= at);
          return (
            <div className="space-y-8">
              <BookingList
                heading={t('booking.upcoming')}
                bookings={upcoming}
                timeZone={timeZone}
                visitAction={visitAction}
              />
              <BookingList heading={t('booking.past')} bookings={past} timeZone={timeZone} visitAction={visitAction} />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

interface BookingListProps {
  heading: string;
  bookings: BookingView[];
  timeZone: string;
  visitAction?: VisitAction | undefined;
}

function BookingList({ heading, bookings, timeZone, visitAction }: BookingListProps) {
  const t = useTranslate();
  const update = useUpdateBooking();
  return (
    <section aria-label={heading}>
      <h2 className="mb-3 font-display text-xl">{heading}</h2>
      {bookings.length === 0 ? (
        <p>{t('booking.none')}</p>
      ) : (
        <ul className="space-y-3">
          {bookings.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              timeZone={timeZone}
              cancelling={update.isPending}
              onCancel={() => update.mutate({ id: booking.id, status: 'cancelled' })}
              action={visitAction?.(booking)}
            />
          ))}
        </ul>
      )}
      <FormAlert>{update.error ? t('booking.notCancelled', { reason: update.error.message }) : null}</FormAlert>
    </section>
  );
}
