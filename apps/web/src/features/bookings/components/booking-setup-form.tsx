import { type BookingSetup, bookingSetupSchema, DEFAULT_BOOKING_LIMITS } from '@bistro/contract/bookings';
import type { WeeklySchedule } from '@bistro/contract/restaurant';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { OwnHoursFields } from '@/components/ui/own-hours-fields.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';
import { useProblemsResolver } from '@/lib/problems-resolver.ts';
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
  const t = useTranslate();
  const setup = useQuery(bookingSetupQueryOptions());
  return (
    <QueryState query={setup} what={t('bookingSetup.theSetup')}>
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
const numberFields: { name: NumberField; label: MessageId }[] = [
  { name: 'slotMinutes', label: 'bookingSetup.slotMinutes' },
  { name: 'leadMinutes', label: 'bookingSetup.leadMinutes' },
  { name: 'daysAhead', label: 'bookingSetup.daysAhead' },
  { name: 'largestParty', label: 'bookingSetup.largestParty' },
  { name: 'cancelCutoffMinutes', label: 'bookingSetup.cancelCutoffMinutes' },
  { name: 'bookingsPerDiner', label: 'bookingSetup.bookingsPerDiner' },
  { name: 'requestHoldMinutes', label: 'bookingSetup.requestHoldMinutes' },
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

/** The form's name of the field at a path of the set-up, where it has one. */
function fieldAt([section, row, part]: readonly PropertyKey[], t: Translate): string | undefined {
  const n = typeof row === 'number' ? row + 1 : 0;
  if (section === 'tables' && part === 'name') return t('bookingSetup.tableName', { n });
  if (section === 'tables' && part === 'seats') return t('bookingSetup.tableSeats', { n });
  if (section === 'stayMinutes' && part === 'upTo') return t('bookingSetup.partiesUpTo', { n });
  if (section === 'stayMinutes' && part === 'minutes') return t('bookingSetup.stayInMinutes', { n });
  if (section === 'combinations' && n > 0) return t('bookingSetup.combination', { n });
  const rule = numberFields.find(({ name }) => name === section);
  return rule && t(rule.label);
}

function SetupForm({ initial }: { initial: BookingSetup }) {
  const t = useTranslate();
  const save = useSaveBookingSetup();
  // Every problem of the contract's check said above "Save the set-up".
  const resolver = useProblemsResolver(bookingSetupSchema, fromDraft, fieldAt, 'bookingSetup.notSaved');
  const {
    register,
    control,
    getValues,
    setValue,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<Draft, unknown, BookingSetup>({
    resolver,
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
      showToast(t('bookingSetup.saved'));
    } catch (error) {
      setError('root.problems', {
        message: t('bookingSetup.notSaved', { problems: error instanceof Error ? error.message : String(error) }),
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('bookingSetup.bookingSetup')}
      className="space-y-6 rounded bg-base-100 p-4 shadow md:p-6"
    >
      <fieldset className="space-y-3">
        <legend className="font-display text-xl">{t('bookingSetup.tables')}</legend>
        {tables.fields.map((table, index) => (
          <div key={table.id} className="flex flex-wrap items-end gap-3">
            <TextField label={t('bookingSetup.tableName', { n: index + 1 })} {...register(`tables.${index}.name`)} />
            <TextField
              label={t('bookingSetup.tableSeats', { n: index + 1 })}
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
              {t('bookingSetup.removeTable', { n: index + 1 })}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn min-h-11"
          onClick={() => tables.append({ name: `T${tables.fields.length + 1}`, seats: '2' })}
        >
          {t('bookingSetup.addTable')}
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
        <legend className="font-display text-xl">{t('bookingSetup.stayTimes')}</legend>
        {stays.fields.map((rule, index) => (
          <div key={rule.id} className="flex flex-wrap items-end gap-3">
            <TextField
              label={t('bookingSetup.partiesUpTo', { n: index + 1 })}
              inputMode="numeric"
              {...register(`stays.${index}.upTo`)}
            />
            <TextField
              label={t('bookingSetup.stayInMinutes', { n: index + 1 })}
              inputMode="numeric"
              {...register(`stays.${index}.minutes`)}
            />
            <button
              type="button"
              className="btn btn-outline min-h-11"
              disabled={stays.fields.length === 1}
              onClick={() => stays.remove(index)}
            >
              {t('bookingSetup.removeRow', { n: index + 1 })}
            </button>
          </div>
        ))}
        <button type="button" className="btn min-h-11" onClick={() => stays.append({ upTo: '', minutes: '120' })}>
          {t('bookingSetup.addStayTime')}
        </button>
      </fieldset>
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className="mb-2 font-display text-xl">{t('bookingSetup.rules')}</legend>
        {numberFields.map(({ name, label }) => (
          <TextField key={name} label={t(label)} inputMode="numeric" {...register(`numbers.${name}`)} />
        ))}
      </fieldset>
      <Controller
        control={control}
        name="confirm"
        render={({ field }) => (
          <RadioGroup
            legend={t('bookingSetup.newBookingsAre')}
            legendClassName="label mb-1"
            className="flex flex-wrap gap-x-5 gap-y-2"
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 'auto', label: t('bookingSetup.confirmedAtOnce') },
              { value: 'staff', label: t('bookingSetup.confirmedByStaff') },
            ]}
          />
        )}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="checkbox" {...register('guests')} />
        <span>{t('bookingSetup.guests')}</span>
      </label>
      <Controller
        control={control}
        name="hours"
        render={({ field }) => (
          <OwnHoursFields
            legend={t('bookingSetup.bookingHours')}
            hint={t('bookingSetup.bookingHoursHelp')}
            during={t('bookingSetup.tablesBookedDuring')}
            hours={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormAlert>{errors.root?.problems?.message ?? null}</FormAlert>
      <button type="submit" className="btn btn-primary min-h-11" aria-busy={save.isPending}>
        {save.isPending ? t('common.saving') : t('bookingSetup.save')}
      </button>
    </form>
  );
}
