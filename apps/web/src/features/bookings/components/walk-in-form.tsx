import { type BookingView, MOST_SEATS, walkInSchema } from '@bistro/contract/bookings';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSeatWalkIn } from '../api/bookings.ts';

type Field = 'party' | 'name' | 'note';

/** Staff seat a party that came without a booking: now, on the smallest table free for its stay. */
export function WalkInForm({ timeZone }: { timeZone: string }) {
  const seat = useSeatWalkIn();
  const [walkIn, setWalkIn] = useState({ party: '2', name: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [seated, setSeated] = useState<BookingView | null>(null);
  const change = (field: Field) => (event: { target: { value: string } }) =>
    setWalkIn((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (seat.isPending) return;
    setSeated(null);
    const checked = walkInSchema.safeParse({
      party: walkIn.party,
      name: walkIn.name || undefined,
      note: walkIn.note || undefined,
    });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      setSeated(await seat.mutateAsync(checked.data));
      setWalkIn({ party: '2', name: '', note: '' });
    } catch {
      // The refusal is shown from the mutation's error.
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a walk-in" className="space-y-4 rounded bg-base-100 p-4 shadow">
      <h2 className="font-display text-xl">Add a walk-in</h2>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <TextField
          label="Party size"
          type="number"
          inputMode="numeric"
          min={1}
          max={MOST_SEATS}
          value={walkIn.party}
          onChange={change('party')}
          error={errors.party}
        />
        <TextField label="Name (optional)" value={walkIn.name} onChange={change('name')} error={errors.name} />
        <TextField label="Note (optional)" value={walkIn.note} onChange={change('note')} error={errors.note} />
      </div>
      <button type="submit" className="btn btn-primary min-h-11" disabled={seat.isPending}>
        Seat the walk-in now
      </button>
      <p role="status">
        {seated &&
          `${seated.name} (${seated.party}) seated at table ${seated.table} until ${restaurantClock(timeZone).time(seated.endsAt)}.`}
      </p>
      <FormAlert>{seat.error ? `Not seated: ${seat.error.message}` : null}</FormAlert>
    </form>
  );
}
