import { type BookingView, chooseTablesSchema, tablesLabel } from '@bistro/contract/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showRefusal } from '@/lib/form-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { tableChoicesQueryOptions, useChooseTables } from '../api/bookings.ts';

/** The form's choice (a table, or tables pushed together, kept as their names in JSON) as PUT /api/bookings/:id/tables takes it. */
const choiceFormSchema = z
  .object({ tables: z.string().min(1, 'Choose a table') })
  .transform(({ tables }) => ({ tables: JSON.parse(tables) as string[] }))
  .pipe(chooseTablesSchema);

interface ChooseTableFormProps {
  booking: BookingView;
  /** The booking as seated now, or null when the host keeps its table. */
  onDone: (seated: BookingView | null) => void;
}

/**
 * A host's choice of table for a booking: each table and combination of the set-up that seats the
 * party, those another booking holds during its stay marked taken (the server checks again, as
 * for a booking, and says so if one was taken meanwhile).
 */
export function ChooseTableForm({ booking, onDone }: ChooseTableFormProps) {
  const t = useTranslate();
  const choices = useQuery(tableChoicesQueryOptions(booking.id));
  const choose = useChooseTables();
  const selectId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof choiceFormSchema>, unknown, z.output<typeof choiceFormSchema>>({
    resolver: zodResolver(choiceFormSchema),
    defaultValues: { tables: JSON.stringify(booking.tables) },
  });
  const save = handleSubmit(async ({ tables }) => {
    try {
      onDone(await choose.mutateAsync({ id: booking.id, tables }));
    } catch (error) {
      showRefusal(error, setError, ['tables'], t('bookingsBoard.tableNotChanged'));
    }
  });
  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-2"
      aria-label={t('bookingsBoard.tableFor', { name: booking.name })}
    >
      <QueryState query={choices} what={t('bookingsBoard.theTables')}>
        {(list) => (
          <div>
            <label htmlFor={selectId} className="label text-base-content text-sm">
              {t('bookingsBoard.tableForParty', { name: booking.name, party: booking.party })}
            </label>
            <select id={selectId} className="select min-h-11 w-full" {...register('tables')}>
              {list.map((choice) => {
                const current = tablesLabel(choice.tables) === booking.table;
                return (
                  <option
                    key={tablesLabel(choice.tables)}
                    value={JSON.stringify(choice.tables)}
                    disabled={!choice.free && !current}
                  >
                    {t(
                      current
                        ? 'bookingsBoard.choiceNow'
                        : choice.free
                          ? 'bookingsBoard.choice'
                          : 'bookingsBoard.choiceTaken',
                      {
                        tables: tablesLabel(choice.tables),
                        seats: choice.seats,
                      },
                    )}
                  </option>
                );
              })}
            </select>
          </div>
        )}
      </QueryState>
      <FormAlert>{errors.root?.message ?? (errors.tables && t('bookingsBoard.chooseATable')) ?? null}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <PendingButton
          className="btn btn-primary btn-sm min-h-11"
          pending={isSubmitting}
          pendingLabel={t('bookingsBoard.seating')}
        >
          {t('bookingsBoard.seatHere')}
        </PendingButton>
        <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={() => onDone(null)}>
          {t('bookingsBoard.keepTable')}
        </button>
      </div>
    </form>
  );
}
