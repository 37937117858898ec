import type { BookingChanged, BookingView } from '@bistro/contract/bookings';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { now } from '@/lib/clock.ts';
import { useBookingRules, useChangeBooking, useChangeSlots } from '../api/bookings.ts';
import { isRefusedTime, type Refusal, RefusalAlert, refusalOf, type Visit, VisitFields } from './visit-fields.tsx';

interface ChangeBookingFormProps {
  booking: BookingView;
  timeZone: string;
  /** A guest's booking: the signed key from their link, in place of an account. */
  guestKey?: string | undefined;
  /** The booking as changed, or null when the diner keeps it as it was. */
  onDone: (changed: BookingChanged | null) => void;
}

/**
 * A booking's new day, party size and time, offered as the reservation form offers them (its own
 * table counted free to it); a refused time says why and offers the nearest free ones.
 */
export function ChangeBookingForm({ booking, timeZone, guestKey, onDone }: ChangeBookingFormProps) {
  const rules = useBookingRules();
  return (
    <QueryState query={rules} what="the booking rules">
      {(loaded) => (
        <VisitChange
          booking={booking}
          timeZone={timeZone}
          guestKey={guestKey}
          onDone={onDone}
          largestParty={Math.max(loaded.largestParty, booking.party)}
          daysAhead={loaded.daysAhead}
          phone={loaded.phone}
        />
      )}
    </QueryState>
  );
}

function VisitChange({
  booking,
  timeZone,
  guestKey,
  onDone,
  largestParty,
  daysAhead,
  phone,
}: ChangeBookingFormProps & { largestParty: number; daysAhead: number; phone: string | null }) {
  const clock = restaurantClock(timeZone);
  const when = clock.on(booking.startsAt);
  const [visit, setVisit] = useState<Visit>({ date: booking.date, party: booking.party, time: booking.time });
  const [timeError, setTimeError] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const slots = useChangeSlots(booking.id, visit.date, visit.party, guestKey);
  const change = useChangeBooking();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setRefusal(null);
    if (!visit.time) {
      setTimeError('Choose a time');
      return;
    }
    setTimeError(undefined);
    try {
      onDone(await change.mutateAsync({ id: booking.id, guestKey, ...visit }));
    } catch (error) {
      setRefusal(refusalOf(error));
      if (!isRefusedTime(error)) return;
      setVisit((current) => ({ ...current, time: '' }));
      void slots.refetch();
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Change the booking of ${when}`}
      className="w-full space-y-5 rounded border border-base-300 p-4"
    >
      <h3 ref={heading} tabIndex={-1} className="font-display text-lg">
        Change the booking of {when}
      </h3>
      <VisitFields
        visit={visit}
        onChange={setVisit}
        slots={slots}
        today={clock.dateOf(now())}
        daysAhead={daysAhead}
        largestParty={largestParty}
        phone={phone}
        timeError={timeError}
      />
      <RefusalAlert
        refusal={refusal}
        onChoose={(alternative) => {
          setVisit((current) => ({ ...current, time: alternative }));
          setRefusal(null);
        }}
      />
      <div className="flex flex-wrap gap-2">
        {/* Not disabled while saving (a second press is ignored): its colours stay readable throughout. */}
        <button type="submit" className="btn btn-primary min-h-11" aria-busy={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save the change'}
        </button>
        <button type="button" className="btn btn-ghost min-h-11" onClick={() => onDone(null)}>
          Keep it as it is
        </button>
      </div>
    </form>
  );
}
