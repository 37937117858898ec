import { type BookingSetup, bookingSetupSchema, DEFAULT_BOOKING_LIMITS } from '@bistro/contract/bookings';
import type { WeeklySchedule } from '@bistro/contract/restaurant';
import { useQuery } from '@tanstack/react-query';
import { Controller, type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { OwnHoursFields } from '@/components/ui/own-hours-fields.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { bookingSetupQueryOptions, useSaveBookingSetup } from '../api/bookings.ts';
import {
  combinationNames,
  combinationRows,
  type DraftCombination,
  TableCombinationsFields,
  withoutTableRow,
} from './table-combinations-fields.tsx';

/** The owner's set-up of table bookings, loaded then edited. */
export function BookingSetupPanel() {
  const setup = useQuery(bookingSetupQueryOptions());
  return (
    <QueryState query={setup} what="the booking set-up">
      {(loaded) => <SetupForm initial={loaded} />}
    </QueryState>
  );
}

type NumberField =
  | 'slotMinutes'
  | 'leadMinutes'
  | 'daysAhead'
  | 'largestParty'
  | 'cancelCutoffMinutes'
  | 'bookingsPerDiner'
  | 'requestHoldMinutes';
const numberFields: { name: NumberField; label: string }[] = [
  { name: 'slotMinutes', label: 'Slot interval (minutes)' },
  { name: 'leadMinutes', label: 'Lead time (minutes)' },
  { name: 'daysAhead', label: 'Days ahead' },
  { name: 'largestParty', label: 'Largest party online' },
  { name: 'cancelCutoffMinutes', label: 'Cancellation cut-off (minutes before)' },
  { name: 'bookingsPerDiner', label: 'Bookings to come per diner (account or email)' },
  { name: 'requestHoldMinutes', label: 'A request waiting for staff holds its table (minutes)' },
];

/** Rows typed as text, made numbers when checked. */
interface Draft {
  tables: { name: string; seats: string }[];
  combinations: DraftCombination[];
  stays: { upTo: string; minutes: string }[];
  numbers: Record<NumberField, string>;
  confirm: BookingSetup['confirm'];
  guests: boolean;
  /** Booking hours of their own; null: the opening hours. */
  hours: WeeklySchedule | null;
}

const toDraft = (setup: BookingSetup): Draft => ({
  tables: setup.tables.map((table) => ({ name: table.name, seats: String(table.seats) })),
  combinations: combinationRows(
    setup.combinations ?? [],
    setup.tables.map((table) => table.name),
  ),
  stays: setup.stayMinutes.map((rule) => ({ upTo: String(rule.upTo), minutes: String(rule.minutes) })),
  numbers: Object.fromEntries(
    numberFields.map(({ name }) => [name, String({ ...DEFAULT_BOOKING_LIMITS, ...setup }[name])]),
  ) as Record<NumberField, string>,
  confirm: setup.confirm,
  guests: setup.guests ?? false,
  hours: setup.hours ?? null,
});

const fromDraft = (draft: Draft) => ({
  tables: draft.tables.map((table) => ({ name: table.name, seats: Number(table.seats) })),
  combinations: combinationNames(
    draft.combinations,
    draft.tables.map((table) => table.name.trim()),
  ),
  stayMinutes: draft.stays.map((rule) => ({ upTo: Number(rule.upTo), minutes: Number(rule.minutes) })),
  ...Object.fromEntries(numberFields.map(({ name }) => [name, Number(draft.numbers[name])])),
  confirm: draft.confirm,
  guests: draft.guests,
  ...(draft.hours ? { hours: draft.hours } : {}),
});

/**
 * The contract's check of the set-up made from the draft, as the form's resolver: every problem
 * said above "Save the set-up" (the root error); a good draft comes out as the set-up the server takes.
 */
const setupResolver: Resolver<Draft, unknown, BookingSetup> = (draft) => {
  const checked = bookingSetupSchema.safeParse(fromDraft(draft));
  if (checked.success) return { values: checked.data, errors: {} };
  const problems = checked.error.issues.map((issue) => issue.message).join('; ');
  const errors: FieldErrors<Draft> = {
    root: { problems: { type: 'validate', message: `The set-up was not saved: ${problems}` } },
  };
  return { values: {}, errors };
};

function SetupForm({ initial }: { initial: BookingSetup }) {
  const save = useSaveBookingSetup();
  const {
    register,
    control,
    getValues,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<Draft, unknown, BookingSetup>({
    resolver: setupResolver,
    defaultValues: toDraft(initial),
    // The problems stay said until the next "Save the set-up".
    reValidateMode: 'onSubmit',
  });
  const tables = useFieldArray({ control, name: 'tables' });
  const stays = useFieldArray({ control, name: 'stays' });
  const tableNames = useWatch({ control, name: 'tables' }).map((table) => table.name);

  const submit = handleSubmit(async (setup) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync(setup);
      showToast('Booking set-up saved');
    } catch (error) {
      setError('root.problems', {
        message: `The set-up was not saved: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Booking set-up"
      className="space-y-6 rounded bg-base-100 p-4 shadow md:p-6"
    >
      <fieldset className="space-y-3">
        <legend className="font-display text-xl">Tables</legend>
        {tables.fields.map((table, index) => (
          <div key={table.id} className="flex flex-wrap items-end gap-3">
            <TextField label={`Table ${index + 1} name`} {...register(`tables.${index}.name`)} />
            <TextField
              label={`Table ${index + 1} seats`}
              inputMode="numeric"
              className="w-36"
              {...register(`tables.${index}.seats`)}
            />
            <button
              type="button"
              className="btn btn-outline min-h-11"
              onClick={() => {
                tables.remove(index);
                setValue('combinations', withoutTableRow(getValues('combinations'), index));
              }}
            >
              Remove table {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn min-h-11"
          onClick={() => tables.append({ name: `T${tables.fields.length + 1}`, seats: '2' })}
        >
          Add a table
        </button>
      </fieldset>
      <Controller
        control={control}
        name="combinations"
        render={({ field }) => (
          <TableCombinationsFields tableNames={tableNames} combinations={field.value} onChange={field.onChange} />
        )}
      />
      <fieldset className="space-y-3">
        <legend className="font-display text-xl">Stay time by party size</legend>
        {stays.fields.map((rule, index) => (
          <div key={rule.id} className="flex flex-wrap items-end gap-3">
            <TextField
              label={`Parties of up to (row ${index + 1})`}
              inputMode="numeric"
              {...register(`stays.${index}.upTo`)}
            />
            <TextField
              label={`Stay in minutes (row ${index + 1})`}
              inputMode="numeric"
              {...register(`stays.${index}.minutes`)}
            />
            <button
              type="button"
              className="btn btn-outline min-h-11"
              disabled={stays.fields.length === 1}
              onClick={() => stays.remove(index)}
            >
              Remove row {index + 1}
            </button>
          </div>
        ))}
        <button type="button" className="btn min-h-11" onClick={() => stays.append({ upTo: '', minutes: '120' })}>
          Add a stay time
        </button>
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 font-display text-xl">Rules</legend>
        {numberFields.map(({ name, label }) => (
          <TextField key={name} label={label} inputMode="numeric" {...register(`numbers.${name}`)} />
        ))}
      </fieldset>
      <Controller
        control={control}
        name="confirm"
        render={({ field }) => (
          <RadioGroup
            legend="New bookings are"
            legendClassName="label mb-1"
            className="flex flex-wrap gap-x-5 gap-y-2"
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 'auto', label: 'Confirmed at once' },
              { value: 'staff', label: 'Confirmed by staff' },
            ]}
          />
        )}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="checkbox" {...register('guests')} />
        <span>
          Take bookings from guests: visitors book with their name, email and phone, no account needed. Off, they log in
          or sign up first.
        </span>
      </label>
      <Controller
        control={control}
        name="hours"
        render={({ field }) => (
          <OwnHoursFields
            legend="Booking hours"
            hint="When tables are booked; a stay ends by their end. Either way, the closed days and exceptions of the Opening Hours page apply, and no table is booked while the restaurant is closed."
            during="Tables are booked during"
            hours={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormAlert>{errors.root?.problems?.message ?? null}</FormAlert>
      <button type="submit" className="btn btn-primary min-h-11" aria-busy={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save the set-up'}
      </button>
    </form>
  );
}
