import { type CreatePromoCode, createPromoCodeSchema } from '@bistro/contract/promo-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useCreatePromoCode } from '../api/create-promo-code.ts';

const field = createPromoCodeSchema.shape;
/** A number typed in a field, checked as the contract checks it: none when left empty. */
const typedNumber = <Checked extends z.ZodType<unknown, number | undefined>>(checked: Checked) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(checked);
const typedDay = <Checked extends z.ZodType<unknown, string | undefined>>(checked: Checked) =>
  z
    .string()
    .transform((value) => value || undefined)
    .pipe(checked);

// Each field is checked on its own (so that every problem shows at once), then the whole as the
// server checks it (a last day before the first, more uses per diner than in all).
const formSchema = z
  .object({
    code: field.code,
    kind: z.enum(['percent', 'amount']),
    percentOff: typedNumber(field.percentOff),
    amountOff: typedNumber(field.amountOff),
    minOrder: typedNumber(field.minOrder),
    startsAt: typedDay(field.startsAt),
    endsAt: typedDay(field.endsAt),
    maxUses: typedNumber(field.maxUses),
    maxUsesPerDiner: typedNumber(field.maxUsesPerDiner),
    firstOrderOnly: z.boolean(),
  })
  .superRefine(({ kind, percentOff, amountOff }, context) => {
    if (kind === 'percent' && percentOff === undefined) {
      context.addIssue({ code: 'custom', path: ['percentOff'], message: 'Percent off is required' });
    }
    if (kind === 'amount' && amountOff === undefined) {
      context.addIssue({ code: 'custom', path: ['amountOff'], message: 'Amount off is required' });
    }
  })
  // Only the kind chosen, and the fields filled in, are sent; the contract's schema then checks
  // them as the server will.
  .transform(({ kind, percentOff, amountOff, ...rules }) => {
    const filled = Object.entries({ ...rules, ...(kind === 'percent' ? { percentOff } : { amountOff }) }).filter(
      ([, value]) => value !== undefined,
    );
    return Object.fromEntries(filled) as z.input<typeof createPromoCodeSchema>;
  })
  .pipe(createPromoCodeSchema);
type FormInput = z.input<typeof formSchema>;

const emptyForm: FormInput = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerDiner: '',
  firstOrderOnly: false,
};

/** The fields a server's 400 may name, as this form has them. */
const fieldNames = new Set<string>(Object.keys(emptyForm));

/**
 * A new code: its text, a percent or an amount off (one radio group), and its optional rules.
 * What the contract refuses is said on its field before anything is sent; the server's 409 (a
 * code that exists) and 400s are said on their fields too.
 */
export function PromoCodeForm() {
  const t = useTranslate();
  const ids = { kind: useId(), rules: useId() };
  const create = useCreatePromoCode();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, CreatePromoCode>({ resolver: zodResolver(formSchema), defaultValues: emptyForm });
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit(async (code) => {
    try {
      await create.mutateAsync(code);
      reset(emptyForm);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.status === 409) return setError('code', { message: error.message });
      const details = Array.isArray(error.body?.details)
        ? (error.body.details as { path: string; message: string }[])
        : [];
      for (const { path, message } of details) {
        if (fieldNames.has(path)) setError(path as Path<FormInput>, { message });
      }
      if (!details.some(({ path }) => fieldNames.has(path))) setError('root', { message: error.message });
    }
  });

  const failure =
    errors.root?.message ?? (create.error && !(create.error instanceof ApiRequestError) ? create.error.message : null);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('promoCodes.newCode')}
      className="space-y-5 rounded bg-base-100 p-4 shadow md:p-6"
    >
      <h2 className="font-display text-xl">{t('promoCodes.newCode')}</h2>
      <p className="text-base-content/70 text-sm">{t('promoCodes.fieldsRequired')}</p>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('promoCodes.codeStarred')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
        <fieldset aria-describedby={ids.kind}>
          <legend className="label mb-1">{t('promoCodes.discountStarred')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" className="radio radio-sm" value="percent" {...register('kind')} />
              {t('promoCodes.percentOff')}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" className="radio radio-sm" value="amount" {...register('kind')} />
              {t('promoCodes.amountOff')}
            </label>
          </div>
          <p id={ids.kind} className="text-base-content/70 text-sm">
            {t('promoCodes.takenOffSubtotal')}
          </p>
        </fieldset>
        {kind === 'percent' ? (
          <TextField
            key="percentOff"
            label={t('promoCodes.percentOffStarred')}
            inputMode="decimal"
            error={errors.percentOff?.message}
            {...register('percentOff')}
          />
        ) : (
          <TextField
            key="amountOff"
            label={t('promoCodes.amountOffStarred')}
            inputMode="decimal"
            error={errors.amountOff?.message}
            {...register('amountOff')}
          />
        )}
        <TextField
          label={t('promoCodes.minOrder')}
          inputMode="decimal"
          error={errors.minOrder?.message}
          {...register('minOrder')}
        />
      </div>
      <fieldset className="grid gap-5 md:grid-cols-2" aria-describedby={ids.rules}>
        <legend className="label mb-1">{t('promoCodes.whenAndHowOften')}</legend>
        <p id={ids.rules} className="text-base-content/70 text-sm md:col-span-2">
          {t('promoCodes.rulesNote')}
        </p>
        <TextField
          label={t('promoCodes.firstDay')}
          type="date"
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField label={t('promoCodes.lastDay')} type="date" error={errors.endsAt?.message} {...register('endsAt')} />
        <TextField
          label={t('promoCodes.totalUses')}
          inputMode="numeric"
          error={errors.maxUses?.message}
          {...register('maxUses')}
        />
        <TextField
          label={t('promoCodes.usesPerDiner')}
          inputMode="numeric"
          error={errors.maxUsesPerDiner?.message}
          {...register('maxUsesPerDiner')}
        />
      </fieldset>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="checkbox checkbox-sm" {...register('firstOrderOnly')} />
        {t('promoCodes.firstOrderOnlyLabel')}
      </label>
      <FormAlert>{failure ? t('promoCodes.notCreated', { reason: failure }) : null}</FormAlert>
      <PendingButton
        className="btn btn-primary min-h-11"
        pending={isSubmitting}
        pendingLabel={t('promoCodes.creating')}
      >
        {t('promoCodes.createCode')}
      </PendingButton>
    </form>
  );
}
