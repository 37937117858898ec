import { type BookingRefusalDetails, createBookingSchema } from '@bistro/contract/bookings';
import { dayAfter, momentOn, restaurantClock } from '@bistro/contract/restaurant-clock';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { PhoneField } from '@/components/ui/phone-field.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { now } from '@/lib/clock.ts';
import { useBookingRules, useCreateBooking, useSlots } from '../api/bookings.ts';

type Field = 'name' | 'phone' | 'email' | 'note' | 'time';

/** A refusal the form can act on: its words and the nearest free times. */
interface Refusal {
  message: string;
  alternatives: string[];
}

/**
 * The reservation form: a date and a party size, then only the times a table is free for the
 * whole stay, as a radio group; the diner's name, phone, email and a note. A refused time says
 * why and offers the nearest free ones.
 */
export function ReservationForm({ timeZone, myBookingsHref }: { timeZone: string; myBookingsHref: string }) {
  const rules = useBookingRules();
  return (
    <QueryState query={rules} what="the booking rules">
      {(loaded) =>
        loaded.open ? (
          <BookingForm
            timeZone={timeZone}
            myBookingsHref={myBookingsHref}
            largestParty={loaded.largestParty}
            daysAhead={loaded.daysAhead}
            phone={loaded.phone}
          />
        ) : (
          <p className="rounded bg-base-100 p-4 shadow">
            We do not take bookings online yet{loaded.phone ? `: call us on ${loaded.phone}` : ''}.
          </p>
        )
      }
    </QueryState>
  );
}

function BookingForm({
  timeZone,
  myBookingsHref,
  largestParty,
  daysAhead,
  phone,
}: {
  timeZone: string;
  myBookingsHref: string;
  largestParty: number;
  daysAhead: number;
  phone: string | null;
}) {
  const { user } = useAuth();
  const ids = { party: useId(), times: useId(), note: useId() };
  const today = restaurantClock(timeZone).dateOf(now());
  const [date, setDate] = useState(today);
  const [party, setParty] = useState(Math.min(2, largestParty));
  const [time, setTime] = useState('');
  const [contact, setContact] = useState({
    name: user?.displayName ?? '',
    phone: '',
    email: user?.email ?? '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [booked, setBooked] = useState<{ status: string; date: string; time: string } | null>(null);
  const slots = useSlots(date, party);
  const create = useCreateBooking();
  const free = (slots.data ?? []).filter((slot) => slot.available).map((slot) => slot.time);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setRefusal(null);
    const checked = createBookingSchema.safeParse({ date, time, party, ...contact, note: contact.note || undefined });
    if (!checked.success || !time) {
      const found: Partial<Record<Field, string>> = time ? {} : { time: 'Choose a time' };
      for (const issue of checked.error?.issues ?? []) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await create.mutateAsync(checked.data);
      setBooked({ status: answer.status, date, time });
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 409) {
        setRefusal({ message: error instanceof Error ? error.message : String(error), alternatives: [] });
        return;
      }
      const details = error.body?.details as BookingRefusalDetails | undefined;
      setRefusal({ message: error.message, alternatives: details?.alternatives ?? [] });
      setTime('');
      void slots.refetch();
    }
  };

  if (booked) {
    return (
      <div role="status" className="space-y-3 rounded bg-base-100 p-4 shadow md:p-6">
        <h2 className="font-display text-xl">
          {booked.status === 'confirmed' ? 'Your table is booked' : 'Your booking request is sent'}
        </h2>
        <p>
          A table for {party}, {restaurantClock(timeZone).on(momentOn(booked.date, booked.time, timeZone))}.{' '}
          {booked.status === 'confirmed'
            ? 'We have mailed you the confirmation.'
            : 'The restaurant confirms it soon; we will mail you.'}
        </p>
        <Link to={myBookingsHref} className="btn btn-primary min-h-11">
          See my bookings
        </Link>
      </div>
    );
  }

  const change = (field: 'name' | 'phone' | 'email' | 'note') => (event: { target: { value: string } }) =>
    setContact((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Book a table"
      className="space-y-5 rounded bg-base-100 p-4 shadow md:p-6"
    >
      <h2 className="font-display text-xl">Book a table</h2>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          min={today}
          max={dayAfter(today, daysAhead)}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
        <div>
          <label className="floating-label block">
            <span>Party size</span>
            <select
              className="select w-full"
              value={party}
              aria-describedby={ids.party}
              onChange={(event) => {
                setParty(Number(event.target.value));
                setTime('');
              }}
            >
              {Array.from({ length: largestParty }, (_, index) => index + 1).map((size) => (
                <option key={size} value={size}>
                  {size} {size === 1 ? 'person' : 'people'}
                </option>
              ))}
            </select>
          </label>
          <p id={ids.party} className="mt-1 text-base-content/70 text-sm">
            More than {largestParty}? Please {phone ? `call us on ${phone}` : 'call us'}.
          </p>
        </div>
      </div>
      <fieldset aria-describedby={errors.time ? ids.times : undefined}>
        <legend className="label mb-2">Time *</legend>
        {slots.isPending ? (
          <p>Looking for free tables…</p>
        ) : slots.isError ? (
          <p role="alert">{slots.error.message}</p>
        ) : free.length === 0 ? (
          <p>No table is free that day for {party}: try another day.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {free.map((slot) => (
              // daisyUI's radio button: the input itself is the button, its name is its label.
              <input
                key={slot}
                type="radio"
                name="time"
                value={slot}
                aria-label={slot}
                checked={time === slot}
                onChange={() => setTime(slot)}
                className="btn min-h-11"
              />
            ))}
          </div>
        )}
        {errors.time && (
          <p id={ids.times} className="mt-1 text-error text-sm">
            {errors.time}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Name *"
          autoComplete="name"
          value={contact.name}
          onChange={change('name')}
          error={errors.name}
        />
        <PhoneField label="Phone *" value={contact.phone} onChange={change('phone')} error={errors.phone} />
        <TextField
          label="Email *"
          type="email"
          autoComplete="email"
          value={contact.email}
          onChange={change('email')}
          error={errors.email}
        />
        <label className="floating-label block md:col-span-2">
          <span>Note: allergies, a high chair, the occasion</span>
          <textarea
            className="textarea w-full"
            maxLength={500}
            placeholder="Note: allergies, a high chair, the occasion"
            value={contact.note}
            onChange={change('note')}
          />
        </label>
      </div>
      {refusal && (
        <div role="alert" className="alert alert-warning alert-soft flex-col items-start">
          <p>{refusal.message}</p>
          {refusal.alternatives.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span>Free nearby:</span>
              {refusal.alternatives.map((alternative) => (
                <button
                  key={alternative}
                  type="button"
                  className="btn btn-sm min-h-11"
                  onClick={() => {
                    setTime(alternative);
                    setRefusal(null);
                  }}
                >
                  Choose {alternative}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {/* Not disabled while booking (a second press is ignored): its colours stay readable throughout. */}
      <button type="submit" className="btn btn-primary min-h-11" aria-busy={create.isPending}>
        {create.isPending ? 'Booking…' : 'Book the table'}
      </button>
    </form>
  );
}
