import { type OrderRemoval, removalFormSchema } from '@bistro/contract/counter';
import { type Order, REFUND_REASON_MAX } from '@bistro/contract/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { newIdempotencyKey } from '@/lib/api-client.ts';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { LineCountFields } from './line-count-fields.tsx';

export interface RemoveDishesDialogProps {
  order: Order;
  /**
   * Takes the dishes off with this body and the dialog's one Idempotency-Key (every try of this
   * dialog sends the same); a rejection is shown in the dialog, which stays open.
   */
  onRemove: (removal: OrderRemoval, key: string) => Promise<void>;
  /** Closes the dialog, nothing taken off (Keep, Escape). */
  onKeep: () => void;
}

/**
 * Staff take dishes off an order not yet picked up, or fewer of them: how many of each line, with
 * the reason. A due order's bill is made again (nothing was paid); a paid order's dishes are
 * refunded, their share of the bill, and may go back on sale. A modal native <dialog> named by
 * its title: focus starts on the first line's field, Escape keeps the order.
 */
export function RemoveDishesDialog({ order, onRemove, onKeep }: RemoveDishesDialogProps) {
  const ids = useId();
  const t = useTranslate();
  const wordsOf = useFieldErrorWords();
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const paid = order.paymentStatus === 'paid';
  const lines = useMemo(
    () =>
      order.lines.map((line) => ({ line, left: line.quantity - line.refundedQuantity })).filter(({ left }) => left > 0),
    [order.lines],
  );
  const schema = useMemo(
    () =>
      removalFormSchema(
        lines.map(({ line, left }) => ({ id: line.id, left })),
        { paid },
      ),
    [lines, paid],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      quantities: Object.fromEntries(lines.map(({ line }) => [line.id, ''])),
      reason: '',
      restock: false,
    },
  });
  const submit = handleSubmit(async (removal) => {
    setFailure(null);
    try {
      await onRemove(removal, key);
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
  // The form's own error of the fields together (nothing chosen); its type names the fields' keys only.
  const chooseError = (errors.quantities as { message?: string } | undefined)?.message;

  return (
    <FormDialog
      title={t('remove.title', { number: order.number })}
      text={t(paid ? 'remove.textPaid' : 'remove.textDue', { name: order.customerName })}
      onSubmit={submit}
      onCancel={onKeep}
      cancelLabel={t('staffOrder.keep')}
      focusFirst='input[type="number"]'
      submit={
        <PendingButton className="btn btn-error min-h-11" pending={isSubmitting} pendingLabel={t('remove.takingOff')}>
          {t('remove.takeOff')}
        </PendingButton>
      }
    >
      <fieldset className="mt-4 space-y-3" aria-describedby={chooseError ? `${ids}-choose-error` : undefined}>
        <legend className="font-semibold">{t('remove.howMany')}</legend>
        <LineCountFields
          idPrefix={ids}
          lines={lines}
          currency={order.bill.currency}
          leftWords={({ left }) => t('remove.onOrder', { left })}
          field={(lineId) => register(`quantities.${lineId}`)}
          errorOf={(lineId) => errors.quantities?.[lineId]?.message}
          restock={paid ? register('restock') : undefined}
        />
        {fieldError(`${ids}-choose-error`, chooseError)}
      </fieldset>
      <TextField
        className="mt-4"
        label={t('remove.reason')}
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
