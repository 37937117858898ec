import type { CounterSettlement } from '@bistro/contract/counter';
import { format, fromMajor } from '@bistro/contract/money';
import type { Order } from '@bistro/contract/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { changeFor, typedAmount } from '../new-order.ts';

// Its one error is worded by the dialog, in the page's language.
const settleFormSchema = z
  .object({ method: z.enum(['cash', 'card_present']), tendered: z.string() })
  .superRefine(({ method, tendered }, context) => {
    if (method === 'cash' && !typedAmount(tendered)) context.addIssue({ code: 'custom', path: ['tendered'] });
  });

export interface SettleOrderDialogProps {
  order: Order;
  /** Takes the payment; a rejection (less than the total, paid meanwhile) is shown in the dialog, which stays open. */
  onSettle: (settlement: CounterSettlement) => Promise<void>;
  onClose: () => void;
  focusAfter?: () => HTMLElement | null;
}

/**
 * Takes the payment of an order due at pickup: cash (the amount handed over, and the change to
 * give back shown as it is typed) or the card terminal at the counter. A modal native <dialog>:
 * focus starts on the ways to pay, Escape closes it.
 */
export function SettleOrderDialog({ order, onSettle, onClose, focusAfter }: SettleOrderDialogProps) {
  const ids = useId();
  const t = useTranslate();
  const total = fromMajor(order.total, order.bill.currency);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof settleFormSchema>>({
    resolver: zodResolver(settleFormSchema),
    defaultValues: { method: 'cash', tendered: '' },
  });
  const [method, tendered] = useWatch({ control, name: ['method', 'tendered'] });
  const change = method === 'cash' ? changeFor(tendered, total) : null;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSettle(
        values.method === 'cash'
          ? { method: 'cash', tendered: typedAmount(values.tendered) ?? 0 }
          : { method: 'card_present' },
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('kitchen.pleaseTryAgain'));
    }
  });

  const tenderedError = errors.tendered && t('kitchen.typeTendered');
  return (
    <FormDialog
      title={t('kitchen.takePaymentQuestion', { number: order.number })}
      text={t('kitchen.paysAmount', { name: order.customerName, amount: format(total) })}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('kitchen.notNow')}
      focusFirst='input[type="radio"]'
      focusAfter={focusAfter}
      submit={
        <PendingButton className="btn btn-primary min-h-11" pending={isSubmitting} pendingLabel={t('kitchen.takingIt')}>
          {t('kitchen.takeAmount', { amount: format(total) })}
        </PendingButton>
      }
    >
      <fieldset className="mt-4">
        <legend className="font-semibold">{t('kitchen.howPaid')}</legend>
        <label className="label mt-2 flex min-h-11 cursor-pointer gap-3 text-base-content">
          <input type="radio" className="radio radio-sm" value="cash" {...register('method')} />
          {t('kitchen.cash')}
        </label>
        <label className="label flex min-h-11 cursor-pointer gap-3 text-base-content">
          <input type="radio" className="radio radio-sm" value="card_present" {...register('method')} />
          {t('kitchen.cardAtCounter')}
        </label>
      </fieldset>
      {method === 'cash' && (
        <>
          <label htmlFor={`${ids}-tendered`} className="label mt-4 font-semibold text-base-content">
            {t('kitchen.handedOver')}
          </label>
          <input
            id={`${ids}-tendered`}
            className={`input w-full ${tenderedError ? 'input-error' : ''}`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={tenderedError ? true : undefined}
            aria-describedby={`${ids}-change${tenderedError ? ` ${ids}-tendered-error` : ''}`}
            {...register('tendered')}
          />
          {tenderedError && (
            <p id={`${ids}-tendered-error`} className="mt-1 text-error text-sm">
              {tenderedError}
            </p>
          )}
          <p id={`${ids}-change`} className="mt-2 font-display text-xl" aria-live="polite">
            {change
              ? t('kitchen.changeToGive', { amount: format(change) })
              : t('kitchen.atLeast', { amount: format(total) })}
          </p>
        </>
      )}
      {failure && (
        <p role="alert" className="alert alert-error mt-4">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
