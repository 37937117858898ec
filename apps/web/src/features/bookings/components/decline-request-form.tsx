import { type BookingView, declineAllSchema } from '@bistro/contract/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useDeclineAll, useUpdateBooking } from '../api/bookings.ts';

/** Which requests one refusal declines: this one, or every one waiting from its email or its client address. */
const declineFormSchema = z.object({
  scope: z.enum(['this', ...declineAllSchema.shape.from.options]),
  reason: declineAllSchema.shape.reason,
});
type DeclineForm = z.infer<typeof declineFormSchema>;

interface DeclineRequestFormProps {
  booking: BookingView;
  /** How the board names the request ("Flo Od at 12:00 PM"): the form's name. */
  who: string;
}

/** Staff decline a request with a reason the diner reads; a flood of requests goes in one refusal. */
export function DeclineRequestForm({ booking, who }: DeclineRequestFormProps) {
  const t = useTranslate();
  const update = useUpdateBooking();
  const declineAll = useDeclineAll();
  const [declinedAll, setDeclinedAll] = useState('');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineForm>({
    resolver: zodResolver(declineFormSchema),
    defaultValues: { scope: 'this', reason: '' },
  });

  const submit = handleSubmit(async ({ scope, reason }) => {
    try {
      if (scope === 'this') {
        await update.mutateAsync({ id: booking.id, status: 'declined', reason });
        return;
      }
      const { declined } = await declineAll.mutateAsync({ id: booking.id, from: scope, reason });
      setDeclinedAll(t('bookingsBoard.declinedCount', { count: declined.length }));
    } catch {
      // The refusal is shown from the mutation's error.
    }
  });

  const failed = update.error ?? declineAll.error;
  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t('bookingsBoard.declineOf', { who })}>
      <div className="flex flex-wrap items-end gap-2">
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <RadioGroup
              legend={t('bookingsBoard.decline')}
              legendClassName="label mb-1"
              className="flex flex-wrap gap-x-5"
              value={field.value}
              onChange={field.onChange}
              choices={[
                { value: 'this', label: t('bookingsBoard.thisRequest') },
                {
                  value: 'email',
                  label: booking.email
                    ? t('bookingsBoard.everyFrom', { email: booking.email })
                    : t('bookingsBoard.everyFromItsEmail'),
                },
                { value: 'address', label: t('bookingsBoard.everyFromAddress') },
              ]}
            />
          )}
        />
        <TextField
          label={t('bookingsBoard.reasonForDiner')}
          maxLength={300}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <PendingButton
          className="btn btn-sm min-h-11"
          pending={isSubmitting}
          pendingLabel={t('bookingsBoard.sendingRefusal')}
        >
          {t('bookingsBoard.sendRefusal')}
        </PendingButton>
      </div>
      {declinedAll && <p role="status">{declinedAll}</p>}
      <FormAlert>{failed ? t('bookingsBoard.notDeclined', { reason: failed.message }) : null}</FormAlert>
    </form>
  );
}
