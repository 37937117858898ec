import { type BillSettings, billSettingsSchema } from '@bistro/contract/bill-settings';
import type { RestaurantSettings } from '@bistro/contract/restaurant';
import { useId } from 'react';
import { Controller, type FieldErrors, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { showToast } from '@/components/ui/toast.tsx';
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

/** The draft as settings the server takes, or the problems in words (the contract's rules). */
function fromDraft(draft: Draft) {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
  const rates = draft.taxRates.filter(({ category, rate }) => category.trim() !== '' || rate.trim() !== '');
  const categories = rates.map(({ category }) => category.trim().toLowerCase());
  if (new Set(categories).size < categories.length) {
    return { success: false as const, problem: 'Rate of a tax category: each tax category once' };
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
  return {
    success: false as const,
    problem: `${fieldNames[String(issue?.path[0])] ?? 'A setting'}: ${issue?.message ?? 'not valid'}`,
  };
}

const fieldNames: Record<string, string> = {
  taxRate: 'Tax rate',
  taxRates: 'Rate of a tax category',
  tipPresets: 'Tips offered',
  taxNumber: 'Tax number',
};

/**
 * The bill's settings on the admin's settings page: how prices carry tax (included or added),
 * the standard rate and the tax categories with a rate of their own (a dish's form names its
 * category), the rounding, the tips offered and the tax number printed on receipts. Saved with
 * the rest of the settings as they stand.
 */
export function BillSettingsForm() {
  const settings = useRestaurantSettings();
  return (
    <QueryState query={settings} what="the bill’s settings">
      {(data) => <BillSettingsEditor settings={data} />}
    </QueryState>
  );
}

/** The draft's check as the form's resolver: its one problem said above Save (the root error). */
const draftResolver: Resolver<Draft, unknown, BillSettings> = (draft) => {
  const checked = fromDraft(draft);
  if (checked.success) return { values: checked.data, errors: {} };
  const errors: FieldErrors<Draft> = { root: { problem: { type: 'validate', message: checked.problem } } };
  return { values: {}, errors };
};

function BillSettingsEditor({ settings }: { settings: RestaurantSettings }) {
  if (!settings.bill) return null;
  return <BillDraftForm settings={settings} bill={settings.bill} />;
}

function BillDraftForm({ settings, bill }: { settings: RestaurantSettings; bill: BillSettings }) {
  const id = useId();
  const save = useSaveRestaurantSettings();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Draft, unknown, BillSettings>({
    resolver: draftResolver,
    defaultValues: toDraft(bill),
    reValidateMode: 'onSubmit',
  });
  const taxRates = useFieldArray({ control, name: 'taxRates' });
  const categories = useWatch({ control, name: 'taxRates' });

  const submit = handleSubmit(async (checked) => {
    try {
      await save.mutateAsync({ ...settings, bill: checked });
      showToast('Tax and tips saved', { duration: 1500 });
    } catch (error) {
      setError('root.problem', {
        message: error instanceof Error ? error.message : 'The settings could not be saved.',
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
        Tax and tips
      </h2>
      <Controller
        control={control}
        name="taxPrices"
        render={({ field }) => (
          <RadioGroup
            legendClassName="fieldset-legend text-base"
            className="flex flex-col"
            legend="Menu prices"
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 'inclusive', label: 'include tax (VAT): the bill shows the tax contained in them' },
              { value: 'exclusive', label: 'exclude tax (sales tax): the bill adds it' },
            ]}
          />
        )}
      />
      <label className="flex flex-col gap-1">
        <span>Standard tax rate (%)</span>
        <input className="input w-32" inputMode="decimal" {...register('taxRate')} />
      </label>
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">Tax categories with a rate of their own</legend>
        <p className="text-sm">
          A dish’s form names its tax category (drinks, alcohol…); a dish without one, or of a category not listed here,
          is taxed at the standard rate.
        </p>
        <ul className="space-y-2">
          {taxRates.fields.map((row, index) => (
            <li key={row.id} className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col gap-1">
                <span className="text-sm">Tax category</span>
                <input className="input input-sm w-40" {...register(`taxRates.${index}.category`)} />
              </label>
              <label className="flex flex-col gap-1">
                <span className="text-sm">Its rate (%)</span>
                <input className="input input-sm w-24" inputMode="decimal" {...register(`taxRates.${index}.rate`)} />
              </label>
              <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={() => taxRates.remove(index)}>
                Remove<span className="sr-only"> the tax category {categories[index]?.category}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-outline btn-sm min-h-11 self-start"
          onClick={() => taxRates.append({ category: '', rate: '' })}
        >
          Add a tax category
        </button>
      </fieldset>
      <Controller
        control={control}
        name="taxRounding"
        render={({ field }) => (
          <RadioGroup
            legendClassName="fieldset-legend text-base"
            className="flex flex-col"
            legend="Rounding of tax"
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 'line', label: 'per line' },
              { value: 'order', label: 'once per rate over the order' },
            ]}
          />
        )}
      />
      <label className="flex flex-col gap-1">
        <span>Tips offered (% of the subtotal, e.g. 10, 15, 20; empty: no tips)</span>
        <input className="input w-full sm:w-64" {...register('tipPresets')} />
      </label>
      <label className="flex flex-col gap-1">
        <span>Tax number (printed on receipts)</span>
        <input className="input w-full sm:w-64" {...register('taxNumber')} />
      </label>
      <FormAlert>{errors.root?.problem?.message ?? null}</FormAlert>
      <PendingButton pending={save.isPending} pendingLabel="Saving…">
        Save tax and tips
      </PendingButton>
    </form>
  );
}
