import {
  CANCELLATION_NOTE_MAX,
  cancellationFormSchema,
  cancellationNeedsNote,
  type KitchenCancellationReason,
  kitchenCancellationReasons,
  type Order,
} from '@bistro/contract/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { cancellationReasonMessages, useCancelWords } from '../format.ts';

export interface CancelOrderDialogProps {
  order: Order;
  /** Cancels the order with this reason and note; a rejection is shown in the dialog, which stays open. */
  onCancel: (cancellation: { reason: KitchenCancellationReason; note?: string }) => Promise<void>;
  /** Closes the dialog with the order kept (Keep order, Escape). */
  onKeep: () => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone (its ticket left the board). */
  focusAfter?: () => HTMLElement | null;
}

/**
 * Asks the kitchen why it cancels an order before refunding it: a reason (sold out, closing, or
 * another said in the note) and an optional note for the diner, then "Keep order" or "Cancel and
 * refund". A modal native <dialog> named by its title: focus starts on the reasons, Escape keeps
 * the order, and focus goes back to where it was when the dialog closes.
 */
export function CancelOrderDialog({ order, onCancel, onKeep, focusAfter }: CancelOrderDialogProps) {
  const ids = useId();
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const { moneyBack, label } = useCancelWords();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof cancellationFormSchema>, unknown, z.output<typeof cancellationFormSchema>>({
    resolver: zodResolver(cancellationFormSchema),
    defaultValues: { note: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const note = watch('note') ?? '';
  const noteRequired = cancellationNeedsNote(watch('reason'));
  const reasonError = errors.reason?.message && fieldError(errors.reason.message);
  const noteError = errors.note?.message && fieldError(errors.note.message);

  const submit = handleSubmit(async (cancellation) => {
    setFailure(null);
    try {
      await onCancel(cancellation);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('kitchen.pleaseTryAgain'));
    }
  });

  const describedBy = [`${ids}-note-help`, noteError ? `${ids}-note-error` : null].filter(Boolean).join(' ');
  return (
    <FormDialog
      title={t('kitchen.cancelQuestion', { number: order.number })}
      text={order.email ? t('kitchen.moneyBackAndMail', { moneyBack: moneyBack(order) }) : moneyBack(order)}
      onSubmit={submit}
      onCancel={onKeep}
      cancelLabel={t('kitchen.keepOrder')}
      focusFirst='input[type="radio"]'
      focusAfter={focusAfter}
      submit={
        <PendingButton className="btn btn-error min-h-11" pending={isSubmitting} pendingLabel={t('kitchen.cancelling')}>
          {label(order)}
        </PendingButton>
      }
    >
      <fieldset className="mt-4" aria-describedby={reasonError ? `${ids}-reason-error` : undefined}>
        <legend className="font-semibold">{t('kitchen.why')}</legend>
        {kitchenCancellationReasons.map((choice) => (
          <label key={choice} className="label mt-2 flex cursor-pointer gap-3 text-base-content">
            <input type="radio" className="radio radio-sm" value={choice} {...register('reason', { deps: 'note' })} />
            {t(cancellationReasonMessages[choice])}
          </label>
        ))}
        {reasonError && (
          <p id={`${ids}-reason-error`} className="mt-1 text-error text-sm">
            {reasonError}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${ids}-note`} className="label mt-4 font-semibold text-base-content">
        {t('kitchen.noteForDiner', { required: noteRequired ? 'yes' : 'no' })}
      </label>
      <textarea
        id={`${ids}-note`}
        className={`textarea w-full ${noteError ? 'textarea-error' : ''}`}
        rows={3}
        maxLength={CANCELLATION_NOTE_MAX}
        required={noteRequired}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={describedBy}
        {...register('note')}
      />
      <p id={`${ids}-note-help`} className="text-base-content/70 text-sm">
        {t('kitchen.noteHelp', { left: CANCELLATION_NOTE_MAX - note.length })}
      </p>
      {noteError && (
        <p id={`${ids}-note-error`} className="mt-1 text-error text-sm">
          {noteError}
        </p>
      )}
      {failure && (
        <p role="alert" className="alert alert-error mt-4">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}
