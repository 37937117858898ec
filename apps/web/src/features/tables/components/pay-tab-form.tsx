import { add, format, fromMajor, multiply } from '@bistro/contract/money';
import { type NewTabPayment, newTabPaymentSchema, type Tab, type TabSplitKind } from '@bistro/contract/tables';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { shareShown, typedNumber } from '../tab-share.ts';

/** The paying form as typed: how this payer splits the tab, their tip, and where their receipt goes. */
interface PayForm {
  kind: TabSplitKind;
  parts: string;
  lineIds: string[];
  amount: string;
  /** "none", or one of the restaurant's tip percentages. */
  tip: string;
  email: string;
}

/** The payment the form asks for, as the server takes it (not checked yet). */
function paymentOf(form: PayForm): unknown {
  const split = {
    all: { kind: 'all' },
    equal: { kind: 'equal', parts: typedNumber(form.parts) ?? Number.NaN },
    lines: { kind: 'lines', lineIds: form.lineIds },
    amount: { kind: 'amount', amount: typedNumber(form.amount) ?? Number.NaN },
  }[form.kind];
  return {
    split,
    ...(form.tip === 'none' ? {} : { tip: { percent: Number(form.tip) } }),
    ...(form.email.trim() ? { email: form.email.trim() } : {}),
  };
}

/** The form's fields a problem of the payment is shown under, by the payment's path. */
const fieldOf: Record<string, keyof PayForm> = {
  'split.parts': 'parts',
  'split.lineIds': 'lineIds',
  'split.amount': 'amount',
  email: 'email',
};

/**
 * Checks the form with the contract's schema of a tab payment (newTabPaymentSchema), and an amount
 * over what is left to pay; each problem goes under its field, its words said by the form.
 */
const payResolver =
  (dueMajor: number): Resolver<PayForm, unknown, NewTabPayment> =>
  (form) => {
    const parsed = newTabPaymentSchema.safeParse(paymentOf(form));
    const errors: FieldErrors<PayForm> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf[issue.path.join('.')] ?? fieldOf[issue.path.slice(0, 2).join('.')] ?? 'kind';
        errors[field] ??= { type: 'validate', message: issue.message };
      }
    } else if (parsed.data.split.kind === 'amount' && parsed.data.split.amount > dueMajor) {
      errors.amount = { type: 'overDue', message: 'over what is due' };
    }
    return Object.keys(errors).length > 0 || !parsed.success
      ? { values: {}, errors }
      : { values: parsed.data, errors: {} };
  };

/** The words for a field's problem. */
const problemWords: Partial<Record<keyof PayForm, MessageId>> = {
  parts: 'table.pay.partsInvalid',
  lineIds: 'table.pay.linesInvalid',
  amount: 'table.pay.amountInvalid',
  email: 'table.pay.emailInvalid',
};

interface PayTabFormProps {
  tab: Tab;
  /** The restaurant's tip percentages (none: no tip is asked). */
  tipPresets: readonly number[];
  /** Holds this payer's share (the server answers what the card is charged); throws the words of a refusal. */
  onHold: (payment: NewTabPayment) => Promise<void>;
}

/**
 * How this payer pays the tab: all that is left, an equal share (split in N), their dishes (lines
 * chosen), or an amount, with a tip from the restaurant's presets, and an address for the receipt;
 * what the share and tip come to shows as it is chosen (not for dishes: the server counts their
 * tax). Continue holds the share; the card comes next.
 */
export function PayTabForm({ tab, tipPresets, onHold }: PayTabFormProps) {
  const t = useTranslate();
  const shownId = useId();
  const form = useForm<PayForm, unknown, NewTabPayment>({
    resolver: payResolver(tab.due),
    defaultValues: { kind: 'all', parts: '2', lineIds: [], amount: '', tip: 'none', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [kind, parts, amount, tip] = form.watch(['kind', 'parts', 'amount', 'tip']);
  const shown = shareShown(tab.due, { kind, parts, amount, tipPercent: tip === 'none' ? null : Number(tip) });
  /** The words for a field's problem, if it has one. */
  const problem = (field: keyof PayForm) => {
    const error = errors[field];
    const words = problemWords[field];
    if (!error || !words) return undefined;
    return t(error.type === 'overDue' ? 'table.pay.overDue' : words);
  };

  const submit = form.handleSubmit(async (payment) => {
    try {
      await onHold(payment);
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : t('table.pay.notStarted') });
    }
  });

  const kinds: { kind: TabSplitKind; label: MessageId }[] = [
    { kind: 'all', label: 'table.pay.all' },
    { kind: 'equal', label: 'table.pay.equal' },
    { kind: 'lines', label: 'table.pay.lines' },
    { kind: 'amount', label: 'table.pay.amount' },
  ];
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">{t('table.pay.what')}</legend>
        {kinds.map((option) => (
          <label key={option.kind} className="flex min-h-11 items-center gap-2">
            <input type="radio" className="radio" value={option.kind} {...form.register('kind')} />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {kind === 'equal' && (
        <TextField
          label={t('table.pay.parts')}
          className="w-40"
          inputMode="numeric"
          error={problem('parts')}
          {...form.register('parts')}
        />
      )}
      {kind === 'lines' && (
        <fieldset className="fieldset" aria-invalid={errors.lineIds ? true : undefined}>
          <legend className="fieldset-legend">{t('table.pay.chooseLines')}</legend>
          {tab.lines.map((line) => (
            <label key={line.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="checkbox" value={line.id} {...form.register('lineIds')} />
              <span className="grow">
                {line.quantity} × {line.name}
              </span>
              <span>{format(multiply(fromMajor(line.price), line.quantity))}</span>
            </label>
          ))}
          {errors.lineIds && <p className="text-error text-sm">{problem('lineIds')}</p>}
        </fieldset>
      )}
      {kind === 'amount' && (
        <TextField
          label={t('table.pay.amountLabel')}
          className="w-48"
          inputMode="decimal"
          error={problem('amount')}
          {...form.register('amount')}
        />
      )}
      {tipPresets.length > 0 && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend text-base">{t('table.pay.tip')}</legend>
          <div className="flex flex-wrap gap-2">
            {['none', ...tipPresets.map(String)].map((value) => (
              <label key={value} className="btn btn-sm min-h-11 has-checked:btn-primary">
                <input type="radio" className="sr-only" value={value} {...form.register('tip')} />
                {value === 'none' ? t('table.pay.noTip') : `${value} %`}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        label={t('table.pay.email')}
        type="email"
        autoComplete="email"
        error={problem('email')}
        {...form.register('email')}
      />
      <p id={shownId} aria-live="polite" className="min-h-6 font-semibold">
        {shown &&
          (shown.tip.amount > 0
            ? t('table.pay.shownWithTip', {
                share: format(shown.share),
                tip: format(shown.tip),
                total: format(add(shown.share, shown.tip)),
              })
            : t('table.pay.shown', { share: format(shown.share) }))}
      </p>
      <FormAlert>{errors.root?.message}</FormAlert>
      <PendingButton pending={isSubmitting} pendingLabel={t('table.pay.holding')} className="btn btn-primary w-full">
        {t('table.pay.continue')}
      </PendingButton>
    </form>
  );
}
