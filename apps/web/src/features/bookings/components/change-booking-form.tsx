import type { BookingChanged, BookingView } from '@bistro/contract/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useClockOf } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useBookingRules, useChangeBooking, useChangeSlots } from '../api/bookings.ts';
import {
  isRefusedTime,
  type Refusal,
  RefusalAlert,
  refusalOf,
  type Visit,
  VisitFields,
  visitFormSchema,
} from './visit-fields.tsx';

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
  const t = useTranslate();
  const rules = useBookingRules();
  return (
    <QueryState query={rules} what={t('booking.whatRules')}>
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
  const t = useTranslate();
  const clock = useClockOf(timeZone);
  const when = clock.on(booking.startsAt);
  const {
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<z.input<typeof visitFormSchema>, unknown, z.output<typeof visitFormSchema>>({
    resolver: zodResolver(visitFormSchema),
    defaultValues: { date: booking.date, party: booking.party, time: booking.time },
  });
  const [date, chosenParty, time] = useWatch({ control, name: ['date', 'party', 'time'] });
  // Chosen from a list of numbers; the contract's schema also takes one typed as text.
  const party = Number(chosenParty);
  const chooseVisit = (visit: Visit) => {
    setValue('date', visit.date);
    setValue('party', visit.party);
    setValue('time', visit.time, { shouldValidate: isSubmitted });
  };
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const slots = useChangeSlots(booking.id, date, party, guestKey);
  const change = useChangeBooking();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async (visit) => {
    if (change.isPending) return;
    setRefusal(null);
    try {
      onDone(await change.mutateAsync({ id: booking.id, guestKey, ...visit }));
    } catch (error) {
      setRefusal(refusalOf(error));
      if (!isRefusedTime(error)) return;
      setValue('time', '');
      void slots.refetch();
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('booking.changeOf', { when })}
      className="w-full space-y-5 rounded border border-base-300 p-4"
    >
      <h3 ref={heading} tabIndex={-1} className="font-display text-lg">
        {t('booking.changeOf', { when })}
      </h3>
      <VisitFields
        visit={{ date, party, time }}
        onChange={chooseVisit}
        slots={slots}
        today={clock.dateOf(now())}
        daysAhead={daysAhead}
        largestParty={largestParty}
        phone={phone}
        timeError={errors.time?.message}
      />
      <RefusalAlert
        refusal={refusal}
        onChoose={(alternative) => {
          setValue('time', alternative, { shouldValidate: isSubmitted });
          setRefusal(null);
        }}
      />
      <div className="flex flex-wrap gap-2">
        {/* Not disabled while saving (a second press is ignored): its colours stay readable throughout. */}
        <button type="submit" className="btn btn-primary min-h-11" aria-busy={change.isPending}>
          {change.isPending ? t('booking.saving') : t('booking.saveChange')}
        </button>
        <button type="button" className="btn btn-ghost min-h-11" onClick={() => onDone(null)}>
          {t('booking.keepIt')}
        </button>
      </div>
    </form>
  );
}
