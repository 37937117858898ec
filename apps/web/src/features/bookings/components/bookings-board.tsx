import {
  type BookingChanged,
  type BookingStatus,
  type BookingView,
  CHANGEABLE_STATUSES,
  HOLDING_STATUSES,
  STAFF_MOVES,
} from '@bistro/contract/bookings';
import { telLink } from '@bistro/contract/phone';
import { momentOn } from '@bistro/contract/restaurant-clock';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useClockOf } from '@/config/site-config.ts';
import { now, useNow } from '@/lib/clock.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { FALLBACK_REFRESH_MS, useBookingStream } from '../api/booking-events.ts';
import {
  dayBookingsQueryOptions,
  floorQueryOptions,
  pendingRequestsQueryOptions,
  useUpdateBooking,
} from '../api/bookings.ts';
import { type RequestMark, useNewRequests } from '../new-requests.ts';
import { ChangeBookingForm } from './change-booking-form.tsx';
import { ChooseTableForm } from './choose-table-form.tsx';
import { DayTimeline } from './day-timeline.tsx';
import { DeclineRequestForm } from './decline-request-form.tsx';
import { useBookingWords } from './status-words.ts';
import { WalkInForm } from './walk-in-form.tsx';

/** What staff press to move a booking on, by the status it goes to. */
const actions: Partial<Record<BookingStatus, { label: MessageId; of: MessageId }>> = {
  confirmed: { label: 'bookingsBoard.confirm', of: 'bookingsBoard.confirmOf' },
  seated: { label: 'bookingsBoard.seated', of: 'bookingsBoard.seatedOf' },
  no_show: { label: 'bookingsBoard.noShow', of: 'bookingsBoard.noShowOf' },
  done: { label: 'bookingsBoard.done', of: 'bookingsBoard.doneOf' },
  cancelled: { label: 'bookingsBoard.cancel', of: 'bookingsBoard.cancelOf' },
};

/**
 * The staff's bookings board: first the Requests waiting for staff, of every day, soonest first
 * (each with Confirm, Decline and Choose a table), then a day's timeline by table and its bookings
 * by time, each with its next steps and its table to choose or change; walk-ins added on today's.
 * It follows the live stream: a request made while it is open, or a confirmed booking its diner
 * changed, appears by itself, marked New or Changed and announced politely; while the stream is
 * down the board asks again every 20 s. A pending or confirmed booking can be moved to another
 * day, time or party size.
 */
export function BookingsBoard({
  timeZone,
  tableState,
}: {
  timeZone: string;
  /** What a table is doing now (the Tables page's state), shown beside its row on today's timeline. */
  tableState?: (table: string) => ReactNode;
}) {
  const { people } = useBookingWords();
  const t = useTranslate();
  const clock = useClockOf(timeZone);
  const [date, setDate] = useState(() => clock.dateOf(now()));
  const { marks, latest, hear } = useNewRequests();
  const live = useBookingStream(hear);
  const bookings = useQuery({ ...dayBookingsQueryOptions(date), refetchInterval: live ? false : FALLBACK_REFRESH_MS });
  const requests = useQuery({
    ...pendingRequestsQueryOptions(),
    refetchInterval: live ? false : FALLBACK_REFRESH_MS,
  });
  const floor = useQuery(floorQueryOptions(date));
  const current = useNow(60_000);
  const isToday = date === clock.dateOf(current);
  // A moved booking may land elsewhere on the day or on another day (gone from the board): the
  // board, not the entry, says where it went and where the keyboard goes.
  const [moved, setMoved] = useState('');
  const [focusChangeOf, setFocusChangeOf] = useState<string | null>(null);
  const movedNote = useRef<HTMLParagraphElement>(null);
  const changeClosed = (booking: BookingView, changed: BookingChanged | null) => {
    if (changed) {
      setMoved(
        t('bookingsBoard.moved', {
          name: changed.name,
          when: clock.on(changed.startsAt),
          people: people(changed.party),
          table: changed.table,
        }),
      );
    }
    if (changed && changed.date !== date) movedNote.current?.focus();
    else setFocusChangeOf(booking.id);
  };
  const entryProps = (booking: BookingView, place: EntryPlace) => ({
    booking,
    place,
    timeZone,
    mark: booking.status === 'pending' ? marks.get(booking.id) : undefined,
    onChangeClosed: (changed: BookingChanged | null) => changeClosed(booking, changed),
    takeFocus: place === 'day' && focusChangeOf === booking.id,
    onFocusTaken: () => setFocusChangeOf(null),
  });
  const waiting = requests.data?.length ?? 0;
  const headingIds = { requests: useId(), day: useId() };
  return (
    <div className="space-y-5">
      <section aria-labelledby={headingIds.requests} className="space-y-3 rounded bg-base-100 p-4 shadow">
        <h2 id={headingIds.requests} className="flex items-center gap-2 font-display text-xl">
          {t('bookingsBoard.requests')}{' '}
          <span className={`badge ${waiting > 0 ? 'badge-warning' : 'badge-neutral'}`}>
            {waiting}
            <span className="sr-only"> {t('bookingsBoard.waiting')}</span>
          </span>
        </h2>
        <QueryState
          query={requests}
          what={t('bookingsBoard.theRequests')}
          empty={{
            when: (list) => list.length === 0,
            content: <p>{t('bookingsBoard.noRequest')}</p>,
          }}
        >
          {(list) => (
            <ul className="space-y-3">
              {list.map((booking) => (
                <BoardEntry key={booking.id} {...entryProps(booking, 'inbox')} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label={t('bookingsBoard.day')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className="w-full max-w-xs"
        />
        <p role="status" className="flex items-center gap-2 text-sm">
          <span className={`badge badge-xs ${live ? 'badge-success' : 'badge-warning'}`} aria-hidden="true" />
          {t(live ? 'bookingsBoard.live' : 'kitchen.reconnecting')}
        </p>
        {/* Always in the page, so that what comes into it is read out. */}
        <p aria-live="polite" className="basis-full font-semibold">
          {latest &&
            t(latest.mark === 'New' ? 'bookingsBoard.newRequest' : 'bookingsBoard.changedRequest', {
              name: latest.booking.name,
              people: people(latest.booking.party),
              when:
                latest.booking.date === date
                  ? t('bookingsBoard.atTime', { time: clock.time(latest.booking.startsAt) })
                  : clock.on(latest.booking.startsAt),
            })}
        </p>
        <p ref={movedNote} tabIndex={-1} role="status" className="basis-full">
          {moved}
        </p>
      </div>
      {/* A walk-in is seated now: offered on today's board only. */}
      {isToday && <WalkInForm timeZone={timeZone} />}
      <QueryState
        query={bookings}
        what={t('bookingsBoard.theDay')}
        empty={{
          when: (list) => list.length === 0,
          content: <p className="rounded bg-base-100 p-4 shadow">{t('bookingsBoard.noBookings')}</p>,
        }}
      >
        {(list) => (
          <>
            {floor.data && (
              <DayTimeline
                floor={floor.data}
                bookings={list}
                timeZone={timeZone}
                now={isToday ? current : null}
                onShow={(booking) => document.getElementById(entryId(booking, 'day'))?.focus()}
                tableState={isToday ? tableState : undefined}
              />
            )}
            <section aria-labelledby={headingIds.day} className="rounded bg-base-100 p-4 shadow">
              <h2 id={headingIds.day} className="mb-3 font-display text-xl">
                {t('bookingsBoard.byTime', { date: clock.date(momentOn(date, '12:00', timeZone)) })}
              </h2>
              <ul className="space-y-3">
                {list.map((booking) => (
                  <BoardEntry key={booking.id} {...entryProps(booking, 'day')} />
                ))}
              </ul>
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Where an entry is on the board: the requests of every day, or the chosen day's list. */
type EntryPlace = 'inbox' | 'day';

/** The id of a booking's entry on the board (the day's list: where the timeline's bars lead). */
const entryId = (booking: BookingView, place: EntryPlace) =>
  `${place === 'inbox' ? 'request' : 'booking'}-${booking.id}`;

/** What a request waiting for staff still holds: its table until its hold ends, then nothing. */
function holdMessage(holdsUntil: string | null, at: Date): MessageId | null {
  if (!holdsUntil) return null;
  return new Date(holdsUntil) > at ? 'bookingsBoard.holds' : 'bookingsBoard.heldUntil';
}

interface BoardEntryProps {
  booking: BookingView;
  place: EntryPlace;
  timeZone: string;
  /** Why it waits for staff, when the stream said so: made while the board is open, or changed by its diner. */
  mark: RequestMark | undefined;
  /** The change form closed: the booking as changed, or null when staff kept it as it was. */
  onChangeClosed: (changed: BookingChanged | null) => void;
  /** The keyboard goes back to this entry's Change button (its form closed). */
  takeFocus: boolean;
  onFocusTaken: () => void;
}

function BoardEntry({ booking, place, timeZone, mark, onChangeClosed, takeFocus, onFocusTaken }: BoardEntryProps) {
  const { status, people } = useBookingWords();
  const t = useTranslate();
  const clock = useClockOf(timeZone);
  const update = useUpdateBooking();
  const [declining, setDeclining] = useState(false);
  const current = useNow(60_000);
  const holdId = holdMessage(booking.holdsUntil, current);
  const hold = holdId && booking.holdsUntil && t(holdId, { time: clock.time(booking.holdsUntil) });
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    changeButton.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  const [choosingTable, setChoosingTable] = useState(false);
  const [seatedNote, setSeatedNote] = useState('');
  // In the requests of every day, a booking is named with its day.
  const starts = place === 'inbox' ? clock.on(booking.startsAt) : clock.time(booking.startsAt);
  const who = t(place === 'inbox' ? 'bookingsBoard.whoOn' : 'bookingsBoard.whoAt', {
    name: booking.name,
    when: starts,
  });
  return (
    <li
      id={entryId(booking, place)}
      tabIndex={-1}
      aria-label={
        place === 'inbox'
          ? t('bookingsBoard.requestOf', { name: booking.name, when: starts })
          : t('bookingsBoard.entryOf', { name: booking.name, when: starts })
      }
      className={`space-y-2 rounded border p-3 ${booking.status === 'pending' ? 'border-warning bg-warning/10' : 'border-base-300'} ${mark ? 'ring-2 ring-primary' : ''}`}
    >
      <p className="font-semibold">
        {mark && (
          <span className="badge badge-primary me-2">
            {t(mark === 'New' ? 'bookingsBoard.markNew' : 'bookingsBoard.markChanged')}
          </span>
        )}
        {starts}–{clock.time(booking.endsAt)} · {booking.name} · {people(booking.party)} ·{' '}
        {t('bookingsBoard.table', { table: booking.table })}
      </p>
      <p>
        <span className={`badge ${status(booking.status).badge}`}>{status(booking.status).label}</span>{' '}
        {booking.phone && (
          <a className="link" href={telLink(booking.phone)}>
            {booking.phone}
          </a>
        )}
      </p>
      {booking.note && <p className="text-sm">{t('bookingsBoard.note', { note: booking.note })}</p>}
      {booking.reason && <p className="text-sm">{t('bookingsBoard.declinedWhy', { reason: booking.reason })}</p>}
      {hold && <p className="text-sm">{hold}</p>}
      <div className="flex flex-wrap gap-2">
        {STAFF_MOVES[booking.status].map((status) => {
          if (status === 'declined') {
            return (
              <button
                key={status}
                type="button"
                className="btn btn-sm min-h-11"
                onClick={() => setDeclining(true)}
                aria-label={t('bookingsBoard.declineOf', { who })}
              >
                {t('bookingsBoard.decline')}
              </button>
            );
          }
          const action = actions[status];
          return (
            action && (
              <button
                key={status}
                type="button"
                className={`btn btn-sm min-h-11 ${status === 'confirmed' ? 'btn-primary' : ''}`}
                disabled={update.isPending}
                onClick={() => update.mutate({ id: booking.id, status })}
                aria-label={t(action.of, { who })}
              >
                {t(action.label)}
              </button>
            )
          );
        })}
        {HOLDING_STATUSES.includes(booking.status) && (
          <button
            type="button"
            className="btn btn-sm min-h-11"
            aria-expanded={choosingTable}
            onClick={() => setChoosingTable(!choosingTable)}
            aria-label={t('bookingsBoard.chooseTableOf', { who })}
          >
            {t('bookingsBoard.chooseTable')}
          </button>
        )}
        {CHANGEABLE_STATUSES.includes(booking.status) && (
          <button
            ref={changeButton}
            type="button"
            className="btn btn-sm min-h-11"
            aria-expanded={changing}
            onClick={() => setChanging(!changing)}
            aria-label={t('bookingsBoard.changeOf', { who })}
          >
            {t('bookingsBoard.change')}
          </button>
        )}
      </div>
      {choosingTable && (
        <ChooseTableForm
          booking={booking}
          onDone={(seated) => {
            setChoosingTable(false);
            if (seated) setSeatedNote(t('bookingsBoard.seatedAt', { name: seated.name, table: seated.table }));
          }}
        />
      )}
      {seatedNote && <p role="status">{seatedNote}</p>}
      {changing && (
        <ChangeBookingForm
          booking={booking}
          timeZone={timeZone}
          onDone={(changed) => {
            setChanging(false);
            onChangeClosed(changed);
          }}
        />
      )}
      {declining && <DeclineRequestForm booking={booking} who={who} />}
      <FormAlert>{update.error ? t('bookingsBoard.notChanged', { reason: update.error.message }) : null}</FormAlert>
    </li>
  );
}
