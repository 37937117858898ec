import {
  type BookingChanged,
  type BookingStatus,
  type BookingView,
  CHANGEABLE_STATUSES,
  STAFF_MOVES,
} from '@bistro/contract/bookings';
import { telLink } from '@bistro/contract/phone';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { now, useNow } from '@/lib/clock.ts';
import { FALLBACK_REFRESH_MS, useBookingStream } from '../api/booking-events.ts';
import { dayBookingsQueryOptions, floorQueryOptions, useDeclineAll, useUpdateBooking } from '../api/bookings.ts';
import { type RequestMark, useNewRequests } from '../new-requests.ts';
import { ChangeBookingForm } from './change-booking-form.tsx';
import { DayTimeline } from './day-timeline.tsx';
import { people, statusWords } from './status-words.ts';
import { WalkInForm } from './walk-in-form.tsx';

/** What staff press to move a booking on, by the status it goes to. */
const actions: Partial<Record<BookingStatus, string>> = {
  confirmed: 'Confirm',
  seated: 'Seated',
  no_show: 'No-show',
  done: 'Done',
  cancelled: 'Cancel',
};

/**
 * The staff's bookings board: the day's timeline by table, then its bookings by table, requests
 * waiting for confirmation marked, each with its next steps; walk-ins added on today's. It
 * follows the live stream: a request made while it is open, or a confirmed booking its diner
 * changed, appears by itself, marked New or Changed and announced politely; while the stream is
 * down the board asks again every 20 s. A pending or confirmed booking can be moved to another
 * day, time or party size.
 */
export function BookingsBoard({ timeZone }: { timeZone: string }) {
  const clock = restaurantClock(timeZone);
  const [date, setDate] = useState(() => clock.dateOf(now()));
  const { marks, latest, hear } = useNewRequests();
  const live = useBookingStream(hear);
  const bookings = useQuery({ ...dayBookingsQueryOptions(date), refetchInterval: live ? false : FALLBACK_REFRESH_MS });
  const floor = useQuery(floorQueryOptions(date));
  const current = useNow(60_000);
  const isToday = date === clock.dateOf(current);
  // A moved booking may land under another table (its entry made anew) or on another day (gone
  // from the board): the board, not the entry, says where it went and where the keyboard goes.
  const [moved, setMoved] = useState('');
  const [focusChangeOf, setFocusChangeOf] = useState<string | null>(null);
  const movedNote = useRef<HTMLParagraphElement>(null);
  const changeClosed = (booking: BookingView, changed: BookingChanged | null) => {
    if (changed) setMoved(movedWords(changed, clock.on));
    if (changed && changed.date !== date) movedNote.current?.focus();
    else setFocusChangeOf(booking.id);
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label="Day"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className="w-full max-w-xs"
        />
        <p role="status" className="flex items-center gap-2 text-sm">
          <span className={`badge badge-xs ${live ? 'badge-success' : 'badge-warning'}`} aria-hidden="true" />
          {live ? 'Live: new requests appear by themselves' : 'Reconnecting…'}
        </p>
        {/* Always in the page, so that what comes into it is read out. */}
        <p aria-live="polite" className="basis-full font-semibold">
          {latest &&
            `${latest.mark === 'New' ? 'New request' : 'Changed by the diner, to confirm again'}: ${latest.booking.name}, ${people(latest.booking.party)}, ${latest.booking.date === date ? `at ${clock.time(latest.booking.startsAt)}` : clock.on(latest.booking.startsAt)}.`}
        </p>
        <p ref={movedNote} tabIndex={-1} role="status" className="basis-full">
          {moved}
        </p>
      </div>
      {/* A walk-in is seated now: offered on today's board only. */}
      {isToday && <WalkInForm timeZone={timeZone} />}
      <QueryState
        query={bookings}
        what="the day’s bookings"
        empty={{
          when: (list) => list.length === 0,
          content: <p className="rounded bg-base-100 p-4 shadow">No bookings that day.</p>,
        }}
      >
        {(list) => {
          // In the order people count them: Table 2 before Table 10.
          const tables = [...new Set(list.map((booking) => booking.table))].sort((a, b) =>
            a.localeCompare(b, 'en', { numeric: true }),
          );
          return (
            <>
              {floor.data && (
                <DayTimeline
                  floor={floor.data}
                  bookings={list}
                  timeZone={timeZone}
                  now={isToday ? current : null}
                  onShow={(booking) => document.getElementById(entryId(booking))?.focus()}
                />
              )}
              <div className="grid gap-5 lg:grid-cols-2">
                {tables.map((table) => (
                  <section key={table} aria-label={`Table ${table}`} className="rounded bg-base-100 p-4 shadow">
                    <h2 className="mb-3 font-display text-xl">Table {table}</h2>
                    <ul className="space-y-3">
                      {list
                        .filter((booking) => booking.table === table)
                        .map((booking) => (
                          <BoardEntry
                            key={booking.id}
                            booking={booking}
                            timeZone={timeZone}
                            mark={booking.status === 'pending' ? marks.get(booking.id) : undefined}
                            onChangeClosed={(changed) => changeClosed(booking, changed)}
                            takeFocus={focusChangeOf === booking.id}
                            onFocusTaken={() => setFocusChangeOf(null)}
                          />
                        ))}
                    </ul>
                  </section>
                ))}
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** The id of a booking's entry on the board, which the timeline's bars lead to. */
const entryId = (booking: BookingView) => `booking-${booking.id}`;

/** Which requests a refusal is for: this one, or every one waiting from its email or its client address (a flood). */
type DeclineScope = 'this' | 'email' | 'address';

/** What a request waiting for staff still holds, in words: its table until its hold ends, then nothing. */
function holdWords(holdsUntil: string | null, time: (instant: string) => string, at: Date): string | null {
  if (!holdsUntil) return null;
  return new Date(holdsUntil) > at
    ? `Holds its table until ${time(holdsUntil)}.`
    : `Stopped holding its table at ${time(holdsUntil)}: confirming it checks the table is still free.`;
}

/** What staff's change did, in words: the diner is mailed it (staff keep the booking's status). */
const movedWords = (changed: BookingChanged, on: (instant: string) => string) =>
  `${changed.name}’s booking moved to ${on(changed.startsAt)}, ${people(changed.party)}, table ${changed.table}. ${changed.name} is mailed the new details.`;

interface BoardEntryProps {
  booking: BookingView;
  timeZone: string;
  /** Why it waits for staff, when the stream said so: made while the board is open, or changed by its diner. */
  mark: RequestMark | undefined;
  /** The change form closed: the booking as changed, or null when staff kept it as it was. */
  onChangeClosed: (changed: BookingChanged | null) => void;
  /** The keyboard goes back to this entry's Change button (its form closed). */
  takeFocus: boolean;
  onFocusTaken: () => void;
}

function BoardEntry({ booking, timeZone, mark, onChangeClosed, takeFocus, onFocusTaken }: BoardEntryProps) {
  const clock = restaurantClock(timeZone);
  const update = useUpdateBooking();
  const declineAll = useDeclineAll();
  const [declining, setDeclining] = useState(false);
  const [scope, setScope] = useState<DeclineScope>('this');
  const [declinedAll, setDeclinedAll] = useState('');
  const current = useNow(60_000);
  const hold = holdWords(booking.holdsUntil, clock.time, current);
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    changeButton.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  const [reason, setReason] = useState('');
  const starts = clock.time(booking.startsAt);
  const who = `${booking.name} at ${starts}`;
  const decline = (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    if (!why) return;
    if (scope === 'this') return update.mutate({ id: booking.id, status: 'declined', reason: why });
    declineAll.mutate(
      { id: booking.id, from: scope, reason: why },
      {
        onSuccess: ({ declined }) =>
          setDeclinedAll(`${declined.length} ${declined.length === 1 ? 'request' : 'requests'} declined.`),
      },
    );
  };
  const failed = update.error ?? declineAll.error;
  return (
    <li
      id={entryId(booking)}
      tabIndex={-1}
      aria-label={`${starts} ${booking.name}`}
      className={`space-y-2 rounded border p-3 ${booking.status === 'pending' ? 'border-warning bg-warning/10' : 'border-base-300'} ${mark ? 'ring-2 ring-primary' : ''}`}
    >
      <p className="font-semibold">
        {mark && <span className="badge badge-primary me-2">{mark}</span>}
        {starts}–{clock.time(booking.endsAt)} · {booking.name} · {people(booking.party)}
      </p>
      <p>
        <span className={`badge ${statusWords[booking.status].badge}`}>{statusWords[booking.status].label}</span>{' '}
        {booking.phone && (
          <a className="link" href={telLink(booking.phone)}>
            {booking.phone}
          </a>
        )}
      </p>
      {booking.note && <p className="text-sm">Note: {booking.note}</p>}
      {booking.reason && <p className="text-sm">Declined: {booking.reason}</p>}
      {hold && <p className="text-sm">{hold}</p>}
      <div className="flex flex-wrap gap-2">
        {STAFF_MOVES[booking.status].map((status) =>
          status === 'declined' ? (
            <button
              key={status}
              type="button"
              className="btn btn-sm min-h-11"
              onClick={() => setDeclining(true)}
              aria-label={`Decline ${who}`}
            >
              Decline
            </button>
          ) : (
            <button
              key={status}
              type="button"
              className={`btn btn-sm min-h-11 ${status === 'confirmed' ? 'btn-primary' : ''}`}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: booking.id, status })}
              aria-label={`${actions[status]} ${who}`}
            >
              {actions[status]}
            </button>
          ),
        )}
        {CHANGEABLE_STATUSES.includes(booking.status) && (
          <button
            ref={changeButton}
            type="button"
            className="btn btn-sm min-h-11"
            aria-expanded={changing}
            onClick={() => setChanging(!changing)}
            aria-label={`Change ${who}`}
          >
            Change
          </button>
        )}
      </div>
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
      {declining && (
        <form onSubmit={decline} className="flex flex-wrap items-end gap-2" aria-label={`Decline ${who}`}>
          <RadioGroup
            legend="Decline"
            legendClassName="label mb-1"
            className="flex flex-wrap gap-x-5"
            value={scope}
            onChange={setScope}
            choices={[
              { value: 'this', label: 'This request' },
              { value: 'email', label: `Every request waiting from ${booking.email || 'its email'}` },
              { value: 'address', label: 'Every request waiting from the same address (a flood)' },
            ]}
          />
          <TextField
            label="Reason for the diner"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={300}
          />
          <button
            type="submit"
            className="btn btn-sm min-h-11"
            disabled={!reason.trim() || update.isPending || declineAll.isPending}
          >
            Send the refusal
          </button>
        </form>
      )}
      {declinedAll && <p role="status">{declinedAll}</p>}
      <FormAlert>{failed ? `Not changed: ${failed.message}` : null}</FormAlert>
    </li>
  );
}
