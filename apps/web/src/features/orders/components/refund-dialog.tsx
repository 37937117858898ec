import { format, fromMajor, subtract } from '@bistro/contract/money';
import { type CreateRefund, type Order, REFUND_REASON_MAX, refundFormSchema } from '@bistro/contract/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { newIdempotencyKey } from '@/lib/api-client.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { LineCountFields } from './line-count-fields.tsx';

export interface RefundDialogProps {
  order: Order;
  /**
   * Refunds with this body and the dialog's one Idempotency-Key (every try of this dialog sends
   * the same, so a second press refunds once); a rejection is shown in the dialog, which stays open.
   */
  onRefund: (refund: CreateRefund, key: string) => Promise<void>;
  /** Closes the dialog, nothing refunded (Keep, Escape). */
  onKeep: () => void;
}

/** What is left of the order to give back: its total less what was refunded. */
const remainingOf = (order: Order) =>
  subtract(fromMajor(order.total, order.bill.currency), fromMajor(order.refunded, order.bill.currency));

/**
 * Staff refund part of a paid order: how many of each dish (what is left of each), or an amount,
 * with the reason the diner is mailed, and whether the dishes go back on sale. A modal native
 * <dialog> named by its title: focus starts on the first choice, Escape keeps the order.
 */
export function RefundDialog({ order, onRefund, onKeep }: RefundDialogProps) {
  const ids = useId();
  const t = useTranslate();
  const wordsOf = useFieldErrorWords();
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const refundable = useMemo(
    () =>
      order.lines.map((line) => ({ line, left: line.quantity - line.refundedQuantity })).filter(({ left }) => left > 0),
    [order.lines],
  );
  const schema = useMemo(
    () => refundFormSchema(refundable.map(({ line, left }) => ({ id: line.id, left }))),
    [refundable],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: refundable.length > 0 ? 'lines' : 'amount',
      quantities: Object.fromEntries(refundable.map(({ line }) => [line.id, ''])),
      amount: '',
      reason: '',
      restock: false,
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const submit = handleSubmit(async (refund) => {
    setFailure(null);
    try {
      await onRefund(refund, key);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('kitchen.pleaseTryAgain'));
    }
  });
  const fieldError = (id: string, message: string | undefined) =>
    message && (
      <p id={id} className="mt-1 text-error text-sm">
        {wordsOf(message)}
      </p>
    );

  return (
    <FormDialog
      title={t('refund.title', { number: order.number })}
      text={t('refund.text', { name: order.customerName, amount: format(remainingOf(order)) })}
      onSubmit={submit}
      onCancel={onKeep}
      cancelLabel={t('staffOrder.keep')}
      focusFirst='input[type="radio"]'
      submit={
        <PendingButton className="btn btn-error min-h-11" pending={isSubmitting} pendingLabel={t('refund.refunding')}>
          {t('refund.refund')}
        </PendingButton>
      }
    >
      <fieldset className="mt-4" aria-describedby={errors.kind ? `${ids}-kind-error` : undefined}>
        <legend className="font-semibold">{t('refund.what')}</legend>
        <label className="label mt-2 flex cursor-pointer gap-3 text-base-content">
          <input
            type="radio"
            className="radio radio-sm"
            value="lines"
            disabled={refundable.length === 0}
            {...register('kind')}
          />
          {t('refund.dishes')}
        </label>
        <label className="label mt-2 flex cursor-pointer gap-3 text-base-content">
          <input type="radio" className="radio radio-sm" value="amount" {...register('kind')} />
          {t('refund.anAmount')}
        </label>
        {fieldError(`${ids}-kind-error`, errors.kind?.message)}
      </fieldset>
      {kind === 'lines' ? (
        <fieldset className="mt-4 space-y-3">
          <legend className="font-semibold">{t('refund.howMany')}</legend>
          <LineCountFields
            idPrefix={ids}
            lines={refundable}
            currency={order.bill.currency}
            leftWords={({ line, left }) => t('refund.left', { left, quantity: line.quantity })}
            field={(lineId) => register(`quantities.${lineId}`)}
            errorOf={(lineId) => errors.quantities?.[lineId]?.message}
            restock={register('restock')}
          />
        </fieldset>
      ) : (
        <div className="mt-4">
          <label className="floating-label block">
            <span>{t('refund.amountToRefund')}</span>
            <input
              inputMode="decimal"
              placeholder={t('refund.amountToRefund')}
              className={`input w-full ${errors.amount ? 'input-error' : ''}`}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${ids}-amount-error` : undefined}
              {...register('amount')}
            />
          </label>
          {fieldError(`${ids}-amount-error`, errors.amount?.message)}
        </div>
      )}
      <TextField
        className="mt-4"
        label={t('refund.reasonForDiner')}
        maxLength={REFUND_REASON_MAX}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {failure && (
        <p role="alert" className="alert alert-error mt-4">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
