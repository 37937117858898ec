import type { BookingChanged, BookingView } from '@bistro/contract/bookings';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { type ReactNode, useRef, useState } from 'react';
import { ChangeBookingForm } from './change-booking-form.tsx';
import { people, statusWords } from './status-words.ts';

/** What a change did, in words: a change of a confirmed booking may wait for the restaurant again. */
const changedWords = (changed: BookingChanged, on: (instant: string) => string) =>
  `Changed to ${on(changed.startsAt)}, ${people(changed.party)}. ${
    changed.confirmAgain
      ? 'The restaurant confirms the new time again; we will mail you.'
      : 'We have mailed you the new details.'
  }`;

interface BookingItemProps {
  booking: BookingView;
  timeZone: string;
  onCancel: () => void;
  cancelling: boolean;
  /** A guest's booking: the signed key from their link, in place of an account. */
  guestKey?: string | undefined;
  /** What the page adds beside the booking's own buttons (a visit's link to review it). */
  action?: ReactNode;
}

/** One booking as its diner sees it: when, how many, its status; Change and Cancel until the cut-off. */
export function BookingItem({ booking, timeZone, onCancel, cancelling, guestKey, action }: BookingItemProps) {
  const clock = restaurantClock(timeZone);
  const when = clock.on(booking.startsAt);
  const [changing, setChanging] = useState(false);
  const [changedNote, setChangedNote] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded bg-base-100 p-4 shadow">
      <div className="min-w-0 grow">
        <p className="font-semibold">
          {when} · {people(booking.party)} · Table {booking.table}
        </p>
        <p>
          <span className={`badge ${statusWords[booking.status].badge}`}>{statusWords[booking.status].label}</span>
          {booking.reason && <span className="ml-2">Why: {booking.reason}</span>}
        </p>
        {booking.note && <p className="text-base-content/70 text-sm">Note: {booking.note}</p>}
        {changedNote && (
          <p role="status" className="mt-1 text-sm">
            {changedNote}
          </p>
        )}
      </div>
      {booking.cancellable && (
        <button
          ref={changeButton}
          type="button"
          className="btn btn-outline min-h-11"
          aria-expanded={changing}
          onClick={() => setChanging(!changing)}
          aria-label={`Change the booking of ${when}`}
        >
          Change
        </button>
      )}
      {booking.cancellable && (
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={cancelling}
          onClick={onCancel}
          aria-label={`Cancel the booking of ${when}`}
        >
          Cancel
        </button>
      )}
      {action}
      {changing && (
        <ChangeBookingForm
          booking={booking}
          timeZone={timeZone}
          guestKey={guestKey}
          onDone={(changed) => {
            if (changed) setChangedNote(changedWords(changed, clock.on));
            setChanging(false);
            // The form is gone: the keyboard goes back to the button that opened it.
            requestAnimationFrame(() => changeButton.current?.focus());
          }}
        />
      )}
    </li>
  );
}
