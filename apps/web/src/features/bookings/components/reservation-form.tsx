import { type CreateBooking, createBookingSchema } from '@bistro/contract/bookings';
import { momentOn } from '@bistro/contract/restaurant-clock';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PhoneField } from '@/components/ui/phone-field.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { useClockOf } from '@/config/site-config.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { now } from '@/lib/clock.ts';
import { leftEmptyIsNone } from '@/lib/form-schemas.ts';
import { usePageLanguage, useTranslate } from '@/lib/i18n.ts';
import { useBookingRules, useCreateBooking, useFirstFreeDay, useSlots } from '../api/bookings.ts';
import { useBookingWords } from './status-words.ts';
import {
  chosenTimeSchema,
  isRefusedTime,
  type Refusal,
  RefusalAlert,
  refusalOf,
  type Visit,
  VisitFields,
} from './visit-fields.tsx';

/** The form as typed, checked as the contract checks a booking: a time must be chosen, a note left empty is none. */
const reservationFormSchema = createBookingSchema.extend({
  time: chosenTimeSchema,
  note: leftEmptyIsNone(createBookingSchema.shape.note),
});
type ReservationInput = z.input<typeof reservationFormSchema>;

/** Where the confirmation leads: a diner to their bookings, a guest (no account) home. */
interface AfterBooking {
  href: string;
  label: string;
}

/**
 * The reservation form: a date and a party size, then only the times a table is free for the
 * whole stay, as a radio group; the diner's name, phone, email and a note. A refused time says
 * why and offers the nearest free ones. A guest's books without an account.
 */
export function ReservationForm({
  timeZone,
  after,
  guest = false,
  savedPhone = null,
}: {
  timeZone: string;
  after: AfterBooking;
  guest?: boolean;
  /** The phone the diner keeps on their profile (the one they last gave at checkout): the form starts with it. */
  savedPhone?: string | null | undefined;
}) {
  const t = useTranslate();
  const rules = useBookingRules();
  return (
    <QueryState query={rules} what={t('booking.whatRules')}>
      {(loaded) =>
        loaded.open ? (
          <OnFirstFreeDay
            timeZone={timeZone}
            after={after}
            guest={guest}
            savedPhone={savedPhone}
            largestParty={loaded.largestParty}
            daysAhead={loaded.daysAhead}
            phone={loaded.phone}
          />
        ) : (
          <p className="rounded bg-base-100 p-4 shadow">
            {loaded.phone ? t('booking.notOnlineCall', { phone: loaded.phone }) : t('booking.notOnline')}
          </p>
        )
      }
    </QueryState>
  );
}

interface BookingFormProps {
  timeZone: string;
  after: AfterBooking;
  guest: boolean;
  largestParty: number;
  daysAhead: number;
  phone: string | null;
  /** The first day with a free time for the starting party; null when none has one. */
  firstDay: string | null;
  savedPhone: string | null | undefined;
}

/** The form, opened on the first day with a free time for the party it starts with (today while it has one). */
function OnFirstFreeDay(props: Omit<BookingFormProps, 'firstDay'>) {
  const t = useTranslate();
  const firstDay = useFirstFreeDay(startingParty(props.largestParty));
  return (
    <QueryState query={firstDay} what={t('booking.whatFreeTables')}>
      {(found) => <BookingForm {...props} firstDay={found.date} />}
    </QueryState>
  );
}

const startingParty = (largestParty: number) => Math.min(2, largestParty);

function BookingForm({
  timeZone,
  after,
  guest,
  largestParty,
  daysAhead,
  phone,
  firstDay,
  savedPhone,
}: BookingFormProps) {
  const t = useTranslate();
  const language = usePageLanguage();
  const { people } = useBookingWords();
  const { user } = useAuth();
  const clock = useClockOf(timeZone);
  const today = clock.dateOf(now());
  const opensOn = firstDay ?? today;
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ReservationInput, unknown, CreateBooking>({
    resolver: zodResolver(reservationFormSchema),
    defaultValues: {
      date: opensOn,
      party: startingParty(largestParty),
      time: '',
      name: user?.displayName ?? '',
      phone: savedPhone ?? '',
      email: user?.email ?? '',
      note: '',
    },
  });
  const [date, chosenParty, time] = useWatch({ control, name: ['date', 'party', 'time'] });
  // Chosen from a list of numbers; the contract's schema also takes one typed as text.
  const party = Number(chosenParty);
  const chooseVisit = (visit: Visit) => {
    setValue('date', visit.date);
    setValue('party', visit.party);
    setValue('time', visit.time, { shouldValidate: isSubmitted });
  };
  // The profile may arrive after the form: its phone fills the field, unless the diner typed one.
  useEffect(() => {
    if (savedPhone && !getValues('phone')) setValue('phone', savedPhone);
  }, [savedPhone, getValues, setValue]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [booked, setBooked] = useState<(CreateBooking & { status: string; page?: string }) | null>(null);
  const slots = useSlots(date, party);
  const create = useCreateBooking(guest);

  const submit = handleSubmit(async (booking) => {
    if (create.isPending) return;
    setRefusal(null);
    try {
      // Its mails are written in the language of this page.
      const answer = await create.mutateAsync({ ...booking, language });
      // A guest's booking has a page of its own, opened by its signed key (the mail links to it too).
      setBooked({
        ...booking,
        status: answer.status,
        ...(answer.key ? { page: paths.guestBooking.getHref(answer.id, answer.key) } : {}),
      });
    } catch (error) {
      setRefusal(refusalOf(error));
      if (!isRefusedTime(error)) return;
      setValue('time', '');
      void slots.refetch();
    }
  });

  if (booked) {
    return (
      <div role="status" className="space-y-3 rounded bg-base-100 p-4 shadow md:p-6">
        <h2 className="font-display text-xl">
          {booked.status === 'confirmed' ? t('booking.bookedConfirmed') : t('booking.bookedRequested')}
        </h2>
        <p>
          {t('booking.bookedWhat', {
            party: people(booked.party),
            when: clock.on(momentOn(booked.date, booked.time, timeZone)),
          })}{' '}
          {booked.status === 'confirmed' ? t('booking.bookedMailed') : t('booking.bookedWillMail')}
        </p>
        <div className="flex flex-wrap gap-2">
          {booked.page && (
            <Link to={booked.page} className="btn btn-primary min-h-11">
              {t('booking.seeOrChange')}
            </Link>
          )}
          <Link to={after.href} className={`btn min-h-11 ${booked.page ? 'btn-outline' : 'btn-primary'}`}>
            {after.label}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('booking.bookATable')}
      className="space-y-5 rounded bg-base-100 p-4 shadow md:p-6"
    >
      <h2 className="font-display text-xl">{t('booking.bookATable')}</h2>
      {opensOn > today && date === opensOn && (
        <p role="status" className="alert alert-info alert-soft">
          {t('booking.noMoreToday', { weekday: clock.weekday(momentOn(opensOn, '12:00', timeZone)) })}
        </p>
      )}
      <VisitFields
        visit={{ date, party, time }}
        onChange={chooseVisit}
        slots={slots}
        today={today}
        daysAhead={daysAhead}
        largestParty={largestParty}
        phone={phone}
        timeError={errors.time?.message}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label={t('booking.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <PhoneField label={t('booking.phone')} error={errors.phone?.message} {...register('phone')} />
        <TextField
          label={t('booking.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <label className="floating-label block md:col-span-2">
          <span>{t('booking.note')}</span>
          <textarea className="textarea w-full" maxLength={500} placeholder={t('booking.note')} {...register('note')} />
        </label>
      </div>
      <RefusalAlert
        refusal={refusal}
        onChoose={(alternative) => {
          setValue('time', alternative, { shouldValidate: isSubmitted });
          setRefusal(null);
        }}
      />
      {/* Not disabled while booking (a second press is ignored): its colours stay readable throughout. */}
      <button type="submit" className="btn btn-primary min-h-11" aria-busy={create.isPending}>
        {create.isPending ? t('booking.booking') : t('booking.bookTheTable')}
      </button>
    </form>
  );
}
