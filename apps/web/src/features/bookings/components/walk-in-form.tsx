import { type BookingView, MOST_SEATS, walkInSchema } from '@bistro/contract/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useClockOf } from '@/config/site-config.ts';
import { leftEmptyIsNone } from '@/lib/form-schemas.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useSeatWalkIn } from '../api/bookings.ts';

/** The fields as typed, checked as the contract checks a walk-in: a name or note left empty is none. */
const walkInFormSchema = walkInSchema.extend({
  name: leftEmptyIsNone(walkInSchema.shape.name),
  note: leftEmptyIsNone(walkInSchema.shape.note),
});
const emptyWalkIn = { party: '2', name: '', note: '' };

/** Staff seat a party that came without a booking: now, on the smallest table free for its stay. */
export function WalkInForm({ timeZone }: { timeZone: string }) {
  const t = useTranslate();
  const clock = useClockOf(timeZone);
  const seat = useSeatWalkIn();
  const [seated, setSeated] = useState<BookingView | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof walkInFormSchema>, unknown, z.output<typeof walkInFormSchema>>({
    resolver: zodResolver(walkInFormSchema),
    defaultValues: emptyWalkIn,
  });

  const submit = handleSubmit(async (walkIn) => {
    setSeated(null);
    try {
      setSeated(await seat.mutateAsync(walkIn));
      reset(emptyWalkIn);
    } catch {
      // The refusal is shown from the mutation's error.
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('bookingsBoard.addWalkIn')}
      className="space-y-4 rounded bg-base-100 p-4 shadow"
    >
      <h2 className="font-display text-xl">{t('bookingsBoard.addWalkIn')}</h2>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <TextField
          label={t('bookingsBoard.partySize')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MOST_SEATS}
          error={errors.party?.message}
          {...register('party')}
        />
        <TextField label={t('bookingsBoard.nameOptional')} error={errors.name?.message} {...register('name')} />
        <TextField label={t('bookingsBoard.noteOptional')} error={errors.note?.message} {...register('note')} />
      </div>
      <PendingButton
        className="btn btn-primary min-h-11"
        pending={isSubmitting}
        pendingLabel={t('bookingsBoard.seatWalkIn')}
      >
        {t('bookingsBoard.seatWalkIn')}
      </PendingButton>
      <p role="status">
        {seated &&
          t('bookingsBoard.walkInSeated', {
            name: seated.name,
            party: seated.party,
            table: seated.table,
            until: clock.time(seated.endsAt),
          })}
      </p>
      <FormAlert>{seat.error ? t('bookingsBoard.notSeated', { reason: seat.error.message }) : null}</FormAlert>
    </form>
  );
}
