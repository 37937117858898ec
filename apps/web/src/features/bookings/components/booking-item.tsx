import type { BookingChanged, BookingView } from '@bistro/contract/bookings';
import { type ReactNode, useRef, useState } from 'react';
import { useClockOf } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { ChangeBookingForm } from './change-booking-form.tsx';
import { useBookingWords } from './status-words.ts';

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
  const t = useTranslate();
  const { status, people } = useBookingWords();
  const clock = useClockOf(timeZone);
  const when = clock.on(booking.startsAt);
  /** What a change did, in words: a change of a confirmed booking may wait for the restaurant again. */
  const changedWords = (changed: BookingChanged) =>
    t(changed.confirmAgain ? 'booking.changedConfirmAgain' : 'booking.changedMailed', {
      when: clock.on(changed.startsAt),
      people: people(changed.party),
    });
  const [changing, setChanging] = useState(false);
  const [changedNote, setChangedNote] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded bg-base-100 p-4 shadow">
      <div className="min-w-0 grow">
        <p className="font-semibold">
          {when} · {people(booking.party)} · {t('booking.table', { table: booking.table })}
        </p>
        <p>
          <span className={`badge ${status(booking.status).badge}`}>{status(booking.status).label}</span>
          {booking.reason && <span className="ms-2">{t('booking.why', { reason: booking.reason })}</span>}
        </p>
        {booking.note && <p className="text-base-content/70 text-sm">{t('booking.noteIs', { note: booking.note })}</p>}
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
          aria-label={t('booking.changeOf', { when })}
        >
          {t('booking.change')}
        </button>
      )}
      {booking.cancellable && (
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={cancelling}
          onClick={onCancel}
          aria-label={t('booking.cancelOf', { when })}
        >
          {t('booking.cancel')}
        </button>
      )}
      {action}
      {changing && (
        <ChangeBookingForm
          booking={booking}
          timeZone={timeZone}
          guestKey={guestKey}
          onDone={(changed) => {
            if (changed) setChangedNote(changedWords(changed));
            setChanging(false);
            // The form is gone: the keyboard goes back to the button that opened it.
            requestAnimationFrame(() => changeButton.current?.focus());
          }}
        />
      )}
    </li>
  );
}
