import type { BookingFloor, BookingStatus, BookingView } from '@bistro/contract/bookings';
import { isoInZone } from '@bistro/contract/restaurant-clock';
import type { ReactNode } from 'react';
import { useClockOf } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useBookingWords } from './status-words.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A share of the day's width, as CSS reads it: "33.333%". */
const cssPercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3, useGrouping: false });

/**
 * The visits drawn, those a table had or will have that day (what holds it, and what was done),
 * each in the colours of its status badge; the legend names them in this order.
 */
const barColours: Partial<Record<BookingStatus, string>> = {
  pending: 'bg-warning text-warning-content',
  confirmed: 'bg-success text-success-content',
  seated: 'bg-info text-info-content',
  done: 'bg-neutral text-neutral-content',
};
const drawnStatuses = Object.keys(barColours) as BookingStatus[];
const isDrawn = (booking: BookingView) => barColours[booking.status] !== undefined;

/** The whole hour on the restaurant's clock at or before `instant` (zones with :30 offsets too). */
function hourBefore(instant: number, timeZone: string): number {
  const minutes = Number(isoInZone(new Date(instant), timeZone).slice(14, 16));
  return instant - (instant % MINUTE) - minutes * MINUTE;
}

interface DayTimelineProps {
  floor: BookingFloor;
  bookings: readonly BookingView[];
  timeZone: string;
  /** The time now, when the day shown is today (a line marks it). */
  now: Date | null;
  /** A bar was pressed: the keyboard goes to that booking's entry in the list. */
  onShow: (booking: BookingView) => void;
  /** Today, what a table is doing now (free, open with what is due, paying), beside its row. */
  tableState?: ((table: string) => ReactNode) | undefined;
}

/**
 * Timeline: a row per table of the set-up, its hours across, each visit a bar from its
 * start to the end of its stay, in its status's colour; the booking hours light, the rest grey. A
 * booking on tables pushed together has a bar on each. A bar leads to the booking's entry below.
 */
export function DayTimeline({ floor, bookings, timeZone, now, onShow, tableState }: DayTimelineProps) {
  const words = useBookingWords();
  const t = useTranslate();
  const clock = useClockOf(timeZone);
  const drawn = bookings.filter(isDrawn);
  if (floor.tables.length === 0 || drawn.length === 0) return null;
  const starts = [...floor.openings.map((opening) => opening.start), ...drawn.map((booking) => booking.startsAt)];
  const ends = [...floor.openings.map((opening) => opening.end), ...drawn.map((booking) => booking.endsAt)];
  const from = hourBefore(Math.min(...starts.map(Date.parse)), timeZone);
  const to = hourBefore(Math.max(...ends.map(Date.parse)) - 1, timeZone) + HOUR;
  const hours = Array.from({ length: (to - from) / HOUR }, (_, index) => from + index * HOUR);
  const share = (duration: number) => cssPercent.format(duration / (to - from));
  const at = (instant: number) => share(instant - from);
  const span = (start: string, end: string) => ({
    left: at(Date.parse(start)),
    width: share(Date.parse(end) - Date.parse(start)),
  });
  const nowAt = now && now.getTime() >= from && now.getTime() < to ? at(now.getTime()) : null;
  // Finished visits first, so that a party seated since is drawn over one that left early.
  const byLayer = [...drawn].sort((a, b) => Number(b.status === 'done') - Number(a.status === 'done'));

  return (
    <section aria-labelledby="day-timeline" className="rounded bg-base-100 p-4 shadow">
      <h2 id="day-timeline" className="mb-3 font-display text-xl">
        {t('bookingsBoard.timeline')}
      </h2>
      <div className="overflow-x-auto">
        <div className="min-w-[44rem]">
          <div
            className={`relative ${tableState ? 'ms-44' : 'ms-32'} h-6 text-base-content/70 text-xs`}
            aria-hidden="true"
          >
            {hours.map((hour) => (
              <span key={hour} className="absolute" style={{ left: at(hour) }}>
                {clock.hour(new Date(hour))}
              </span>
            ))}
          </div>
          <ul className="space-y-1">
            {floor.tables.map((table) => (
              <li key={table.name} className="flex items-center">
                <span className={`${tableState ? 'w-44' : 'w-32'} shrink-0 truncate pe-2 text-sm`}>
                  {table.name} <span className="text-base-content/70">· {table.seats}</span>
                  <span className="sr-only"> {t('bookingsBoard.seats')}</span>
                  {tableState && <span className="block">{tableState(table.name)}</span>}
                  <span className="sr-only">:</span>
                </span>
                <div className="relative h-10 flex-1 rounded bg-base-300">
                  {floor.openings.map((opening) => (
                    <div
                      key={opening.start}
                      className="absolute inset-y-0 bg-base-100"
                      style={span(opening.start, opening.end)}
                    />
                  ))}
                  {hours.map((hour) => (
                    <div
                      key={hour}
                      className="absolute inset-y-0 border-base-300 border-s"
                      style={{ left: at(hour) }}
                    />
                  ))}
                  {byLayer
                    .filter((booking) => booking.tables.includes(table.name))
                    .map((booking) => (
                      <button
                        key={booking.id}
                        type="button"
                        className={`absolute inset-y-1 truncate rounded px-1 text-start text-xs ${barColours[booking.status]}`}
                        style={span(booking.startsAt, booking.endsAt)}
                        title={`${clock.time(booking.startsAt)}–${clock.time(booking.endsAt)} ${booking.name}`}
                        // The words shown first, as heard by voice control; then the rest of the entry.
                        aria-label={t('bookingsBoard.bar', {
                          time: clock.time(booking.startsAt),
                          name: booking.name,
                          until: clock.time(booking.endsAt),
                          people: words.people(booking.party),
                          status: words.status(booking.status).label,
                        })}
                        onClick={() => onShow(booking)}
                      >
                        {clock.time(booking.startsAt)} {booking.name}
                      </button>
                    ))}
                  {nowAt && (
                    <div className="absolute inset-y-0 w-0.5 bg-error" style={{ left: nowAt }} aria-hidden="true" />
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-3 text-xs" aria-label={t('bookingsBoard.colours')}>
        {drawnStatuses.map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span className={`inline-block h-3 w-5 rounded ${barColours[status]}`} aria-hidden="true" />
            {words.status(status).label}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 rounded border border-base-300 bg-base-100" aria-hidden="true" />
          {t('bookingsBoard.bookingHours')}
        </li>
        {nowAt && (
          <li className="flex items-center gap-1">
            <span className="inline-block h-3 w-0.5 bg-error" aria-hidden="true" />
            {t('bookingsBoard.now')}
          </li>
        )}
      </ul>
    </section>
  );
}
