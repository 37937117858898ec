import { type BillSettings, billSettingsSchema } from '@bistro/contract/bill-settings';
import type { RestaurantSettings } from '@bistro/contract/restaurant';
import { useId, useMemo } from 'react';
import { Controller, type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { type MessageId, type Translate, useTranslate } from '@/lib/i18n.ts';
import { useRestaurantSettings } from '../api/get-restaurant-settings.ts';
import { useSaveRestaurantSettings } from '../api/save-restaurant-settings.ts';

/** The bill's settings as typed: numbers and lists as text, so that an empty box is not a number. */
interface Draft {
  taxPrices: BillSettings['taxPrices'];
  taxRate: string;
  /** The tax categories with a rate of their own, in the order typed. */
  taxRates: { category: string; rate: string }[];
  taxRounding: BillSettings['taxRounding'];
  tipPresets: string;
  taxNumber: string;
}

const toDraft = (bill: BillSettings): Draft => ({
  taxPrices: bill.taxPrices,
  taxRate: String(bill.taxRate),
  taxRates: Object.entries(bill.taxRates).map(([category, rate]) => ({ category, rate: String(rate) })),
  taxRounding: bill.taxRounding,
  tipPresets: bill.tipPresets.join(', '),
  taxNumber: bill.taxNumber ?? '',
});

/**
 * The draft as settings the server takes, or the problem in words (the contract's rules): the
 * field it is about, then what is wrong with it, in the page's language (`fieldError`).
 */
function fromDraft(draft: Draft, t: Translate, fieldError: (message: string) => string) {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
  const rates = draft.taxRates.filter(({ category, rate }) => category.trim() !== '' || rate.trim() !== '');
  const categories = rates.map(({ category }) => category.trim().toLowerCase());
  if (new Set(categories).size < categories.length) {
    return {
      success: false as const,
      problem: t('settings.billProblem', {
        field: t('settings.rateOfTaxCategory'),
        problem: t('settings.eachTaxCategoryOnce'),
      }),
    };
  }
  const checked = billSettingsSchema.safeParse({
    taxPrices: draft.taxPrices,
    taxRate: number(draft.taxRate),
    taxRates: Object.fromEntries(rates.map(({ category, rate }) => [category, number(rate)])),
    taxRounding: draft.taxRounding,
    tipPresets: draft.tipPresets
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((tip) => number(tip.replace('%', ''))),
    taxNumber: draft.taxNumber.trim() || null,
  });
  if (checked.success) return checked;
  const [issue] = checked.error.issues;
  const field = fieldNames[String(issue?.path[0])];
  return {
    success: false as const,
    problem: t('settings.billProblem', {
      field: t(field ?? 'settings.aSetting'),
      problem: issue ? fieldError(issue.message) : t('settings.notValid'),
    }),
  };
}

const fieldNames: Record<string, MessageId> = {
  taxRate: 'settings.taxRate',
  taxRates: 'settings.rateOfTaxCategory',
  tipPresets: 'settings.tipsOffered',
  taxNumber: 'settings.taxNumber',
};

/**
 * The bill's settings on the admin's settings page: how prices carry tax (included or added),
 * the standard rate and the tax categories with a rate of their own (a dish's form names its
 * category), the rounding, the tips offered and the tax number printed on receipts. Saved with
 * the rest of the settings as they stand.
 */
export function BillSettingsForm() {
  const t = useTranslate();
  const settings = useRestaurantSettings();
  return (
    <QueryState query={settings} what={t('settings.theBillSettings')}>
      {(data) => <BillSettingsEditor settings={data} />}
    </QueryState>
  );
}

/** The draft's check as the form's resolver: its one problem said above Save (the root error). */
const draftResolverIn =
  (t: Translate, fieldError: (message: string) => string): Resolver<Draft, unknown, BillSettings> =>
  (draft) => {
    const checked = fromDraft(draft, t, fieldError);
    if (checked.success) return { values: checked.data, errors: {} };
    const errors: FieldErrors<Draft> = { root: { problem: { type: 'validate', message: checked.problem } } };
    return { values: {}, errors };
  };

function BillSettingsEditor({ settings }: { settings: RestaurantSettings }) {
  if (!settings.bill) return null;
  return <BillDraftForm settings={settings} bill={settings.bill} />;
}

function BillDraftForm({ settings, bill }: { settings: RestaurantSettings; bill: BillSettings }) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const id = useId();
  const save = useSaveRestaurantSettings();
  const resolver = useMemo(() => draftResolverIn(t, fieldError), [t, fieldError]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Draft, unknown, BillSettings>({
    resolver,
    defaultValues: toDraft(bill),
    reValidateMode: 'onSubmit',
  });
  const taxRates = useFieldArray({ control, name: 'taxRates' });
  const categories = useWatch({ control, name: 'taxRates' });

  const submit = handleSubmit(async (checked) => {
    try {
      await save.mutateAsync({ ...settings, bill: checked });
      showToast(t('settings.taxAndTipsSaved'), { duration: 1500 });
    } catch (error) {
      setError('root.problem', {
        message: error instanceof Error ? error.message : t('settings.billNotSaved'),
      });
    }
  });

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded bg-base-100 p-6 shadow"
      noValidate
      onSubmit={submit}
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl">
        {t('settings.taxAndTips')}
      </h2>
      <Controller
        control={control}
        name="taxPrices"
        render={({ field }) => (
          <RadioGroup
            legendClassName="fieldset-legend text-base"
            className="flex flex-col"
            legend={t('settings.menuPrices')}
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 'inclusive', label: t('settings.pricesInclusive') },
              { value: 'exclusive', label: t('settings.pricesExclusive') },
            ]}
          />
        )}
      />
      <label className="flex flex-col gap-1">
        <span>{t('settings.standardTaxRate')}</span>
        <input className="input w-32" inputMode="decimal" {...register('taxRate')} />
      </label>
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">{t('settings.taxCategories')}</legend>
        <p className="text-sm">{t('settings.taxCategoriesHelp')}</p>
        <ul className="space-y-2">
          {taxRates.fields.map((row, index) => (
            <li key={row.id} className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col gap-1">
                <span className="text-sm">{t('settings.taxCategory')}</span>
                <input className="input input-sm w-40" {...register(`taxRates.${index}.category`)} />
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-sm">{t('settings.itsRate')}</span>
                <input className="input input-sm w-24" inputMode="decimal" {...register(`taxRates.${index}.rate`)} />
              </label>
              <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={() => taxRates.remove(index)}>
                {t('settings.remove')}
                <span className="sr-only">
                  {' '}
                  {t('settings.theTaxCategory', { category: categories[index]?.category ?? '' })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-outline btn-sm min-h-11 self-start"
          onClick={() => taxRates.append({ category: '', rate: '' })}
        >
          {t('settings.addTaxCategory')}
        </button>
      </fieldset>
      <Controller
        control={control}
        name="taxRounding"
        render={({ field }) => (
          <RadioGroup
            legendClassName="fieldset-legend text-base"
            className="flex flex-col"
            legend={t('settings.taxRounding')}
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 'line', label: t('settings.roundPerLine') },
              { value: 'order', label: t('settings.roundPerOrder') },
            ]}
          />
        )}
      />
      <label className="flex flex-col gap-1">
        <span>{t('settings.tipsOfferedLabel')}</span>
        <input className="input w-full sm:w-64" {...register('tipPresets')} />
      </label>
      <label className="flex flex-col gap-1">
        <span>{t('settings.taxNumberLabel')}</span>
        <input className="input w-full sm:w-64" {...register('taxNumber')} />
      </label>
      <FormAlert>{errors.root?.problem?.message ?? null}</FormAlert>
      <PendingButton pending={save.isPending} pendingLabel={t('common.saving')}>
        {t('settings.saveTaxAndTips')}
      </PendingButton>
    </form>
  );
}
