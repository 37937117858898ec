import { weekHours } from '@bistro/contract/opening-hours';
import type { RestaurantSettings } from '@bistro/contract/restaurant';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { type ComponentProps, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { WeeklyHoursEditor } from '@/components/ui/weekly-hours-editor.tsx';
import { useSiteConfig } from '@/config/site-config.ts';
import { now } from '@/lib/clock.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { useHoursWords } from '@/lib/hours-words.ts';
import { type Translate, useTranslate } from '@/lib/i18n.ts';
import { useRestaurantSettings } from '../api/get-restaurant-settings.ts';
import { useSaveRestaurantSettings } from '../api/save-restaurant-settings.ts';
import { acceptMinutesField, checkDraft, type Draft, pickupFields, shopFields, toDraft } from '../settings-draft.ts';
import { byDate, ExceptionsEditor, firstFreeDateAfter } from './exceptions-editor.tsx';

/**
 * The draft's check (settings-draft.ts) as the form's resolver: a pickup rule's problem under its
 * box, and every problem, named as the form names its fields, said above "Save hours" (the root
 * error); a good draft comes out as the settings the server takes.
 */
const draftResolverIn =
  (t: Translate, fieldError: (message: string) => string): Resolver<Draft, unknown, RestaurantSettings> =>
  (draft) => {
    const checked = checkDraft(draft, t, fieldError);
    if (checked.ok) return { values: checked.settings, errors: {} };
    const errors: FieldErrors<Draft> = {
      root: { problems: { type: 'validate', message: checked.problems.join(' ') } },
    };
    const numbers = Object.entries(checked.numberErrors).map(([key, message]) => [key, { type: 'validate', message }]);
    if (numbers.length > 0) errors.numbers = Object.fromEntries(numbers);
    if (checked.acceptError) errors.accept = { withinMinutes: { type: 'validate', message: checked.acceptError } };
    return { values: {}, errors };
  };

interface NumberFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  help: string;
  min: number;
  max: number;
  error: string | undefined;
}

function NumberField({ id, label, help, min, max, error, ...input }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="label mb-1 whitespace-normal text-base-content text-sm">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        required
        className={`input min-h-11 w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
        {...input}
      />
      <p id={`${id}-help`} className="mt-1 text-base-content/70 text-sm">
        {help}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function SettingsEditor({ initial }: { initial: RestaurantSettings }) {
  const t = useTranslate();
  const hoursWords = useHoursWords();
  const fieldError = useFieldErrorWords();
  const resolver = useMemo(() => draftResolverIn(t, fieldError), [t, fieldError]);
  const id = useId();
  const timeZone = useSiteConfig().data?.restaurant.timeZone;
  const save = useSaveRestaurantSettings();
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    reset,
    formState: { errors, isDirty: unsaved },
  } = useForm<Draft, unknown, RestaurantSettings>({
    resolver,
    defaultValues: toDraft(initial),
    // A problem stays said until the next "Save hours", like the list of them above it.
    reValidateMode: 'onSubmit',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const nextKey = useRef(initial.exceptions.length);
  const addDayRef = useRef<HTMLButtonElement>(null);
  const onFocused = useCallback(() => setFocusKey(null), []);

  const headings = {
    weekly: `${id}-weekly`,
    preview: `${id}-preview`,
    other: `${id}-other`,
    pickup: `${id}-pickup`,
    shop: `${id}-shop`,
    guests: `${id}-guests`,
    orders: `${id}-orders`,
  };
  const today = () => (timeZone ? restaurantClock(timeZone).dateOf(now()) : null);
  /** Adds a day closed all day, or (today) closes the one already there; focus goes to its date. */
  function closeDay(date: string) {
    const exceptions = getValues('exceptions');
    const existing = exceptions.find((exception) => exception.date === date);
    if (existing) {
      setValue(
        'exceptions',
        exceptions.map((each) => (each === existing ? { ...each, windows: [] } : each)),
        { shouldDirty: true },
      );
      setFocusKey(existing.key);
      return;
    }
    const key = nextKey.current++;
    setValue('exceptions', [...exceptions, { key, date, windows: [], note: '' }].sort(byDate), { shouldDirty: true });
    setFocusKey(key);
  }

  const submit = handleSubmit(
    async (settings) => {
      setFailure(null);
      try {
        await save.mutateAsync(settings);
        const saved = getValues();
        reset({ ...saved, exceptions: [...saved.exceptions].sort(byDate) });
        showToast(t('settings.hoursSaved'), { duration: 1500 });
      } catch (error) {
        setFailure(error instanceof Error ? error.message : t('settings.hoursNotSaved'));
      }
    },
    () => setFailure(null),
  );

  /** A section of number boxes (the pickup rules, the shop's), each with its help and its problem. */
  const numberSection = (heading: string, title: string, fields: typeof pickupFields) => (
    <section aria-labelledby={heading} className="space-y-4">
      <h2 id={heading} className="font-display text-2xl">
        {title}
      </h2>
      <div className="grid gap-5 rounded-box bg-base-100 p-4 shadow-sm md:grid-cols-2 md:p-6">
        {fields.map(({ key, label, help, min, max }) => (
          <NumberField
            key={key}
            id={`${id}-${key}`}
            {...register(`numbers.${key}`)}
            label={t(label)}
            help={t(help)}
            min={min}
            max={max}
            error={errors.numbers?.[key]?.message}
          />
        ))}
      </div>
    </section>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.openingHours')} className="space-y-10">
      <section aria-labelledby={headings.weekly} className="space-y-4">
        <h2 id={headings.weekly} className="font-display text-2xl">
          {t('settings.everyWeek')}
        </h2>
        <p className="text-base-content/70 text-sm">
          {timeZone ? t('settings.weeklyHelpOnClock', { timeZone }) : t('settings.weeklyHelp')}
        </p>
        <Controller
          control={control}
          name="weekly"
          render={({ field }) => <WeeklyHoursEditor weekly={field.value} onChange={field.onChange} />}
        />
      </section>

      <section aria-labelledby={headings.preview} className="rounded-box bg-base-100 p-4 shadow-sm">
        <h2 id={headings.preview} className="font-display text-xl">
          {t('settings.whatDinersSee')}
        </h2>
        <ul className="mt-2 space-y-1">
          {weekHours(watch('weekly'), hoursWords).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={headings.other} className="space-y-4">
        <h2 id={headings.other} className="font-display text-2xl">
          {t('settings.otherDays')}
        </h2>
        <p className="text-base-content/70 text-sm">{t('settings.otherDaysHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-outline btn-error min-h-11"
            disabled={!timeZone}
            onClick={() => {
              const date = today();
              if (date) closeDay(date);
            }}
          >
            {t('settings.closeToday')}
          </button>
          <button
            ref={addDayRef}
            type="button"
            className="btn btn-outline min-h-11"
            disabled={!timeZone}
            onClick={() => {
              const date = today();
              if (date) closeDay(firstFreeDateAfter(date, getValues('exceptions')));
            }}
          >
            {t('settings.addDay')}
          </button>
        </div>
        <Controller
          control={control}
          name="exceptions"
          render={({ field }) => (
            <ExceptionsEditor
              exceptions={field.value}
              focusKey={focusKey}
              onFocused={onFocused}
              onChange={field.onChange}
              onRemoved={() => addDayRef.current?.focus()}
            />
          )}
        />
      </section>

      {numberSection(headings.pickup, t('settings.pickup'), pickupFields)}
      {numberSection(headings.shop, t('settings.shop'), shopFields)}

      <section aria-labelledby={headings.guests} className="space-y-4">
        <h2 id={headings.guests} className="font-display text-2xl">
          {t('settings.guests')}
        </h2>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-box bg-base-100 p-4 shadow-sm">
          <input type="checkbox" className="checkbox" {...register('guestCheckout')} />
          <span>{t('settings.guestCheckout')}</span>
        </label>
      </section>

      <section aria-labelledby={headings.orders} className="space-y-4">
        <h2 id={headings.orders} className="font-display text-2xl">
          {t('settings.newOrders')}
        </h2>
        <fieldset className="space-y-3 rounded-box bg-base-100 p-4 shadow-sm">
          <legend className="sr-only">{t('settings.howOrdersReachKitchen')}</legend>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="radio" className="radio" value="auto" {...register('accept.mode')} />
            <span>{t('settings.acceptAtOnce')}</span>
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input type="radio" className="radio" value="staff" {...register('accept.mode')} />
            <span>{t('settings.cookAccepts')}</span>
          </label>
          {watch('accept.mode') === 'staff' && (
            <NumberField
              id={`${id}-accept-minutes`}
              {...register('accept.withinMinutes')}
              label={t(acceptMinutesField.label)}
              help={t(acceptMinutesField.help)}
              min={acceptMinutesField.min}
              max={acceptMinutesField.max}
              error={errors.accept?.withinMinutes?.message}
            />
          )}
        </fieldset>
      </section>

      {/* Kept in view while there are changes: "Close today" halfway down the page does nothing until saved. */}
      <div className={`space-y-3 ${unsaved ? 'sticky bottom-0 z-10 bg-base-200 py-3' : ''}`}>
        <FormAlert>{errors.root?.problems?.message ?? failure}</FormAlert>
        <p role="status" className="font-semibold text-sm">
          {unsaved ? t('settings.applyOnceSaved') : ''}
        </p>
        <PendingButton
          className="btn btn-primary min-h-11 w-full sm:w-auto"
          pending={save.isPending}
          pendingLabel={t('common.saving')}
        >
          {t('settings.saveHours')}
        </PendingButton>
      </div>
    </form>
  );
}

/** The administrators' opening hours and pickup rules: loaded, edited as a copy, saved at once. */
export function RestaurantSettingsForm() {
  const t = useTranslate();
  const settings = useRestaurantSettings();
  return (
    <QueryState query={settings} what={t('settings.theOpeningHours')}>
      {(data) => <SettingsEditor initial={data} />}
    </QueryState>
  );
}
