import { countFieldSchema, countFieldText, stockSchema } from '@bistro/contract/stock';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';

const stockFormSchema = z.object({ stock: countFieldSchema(stockSchema) });

interface StockFieldProps {
  /** What is counted, named for a screen reader ("Tomato Soup", "Large (Pizza size)"). */
  label: string;
  stock: number | null;
  /** Sets the count (null: not counted); a rejection is shown under the field. */
  onSave: (stock: number | null) => Promise<unknown>;
}

/**
 * A dish's or a choice's count as the kitchen sets it: how many are left (empty: not counted), and
 * Set. At 0 it is sold out everywhere until the count rises.
 */
export function StockField({ label, stock, onSave }: StockFieldProps) {
  const id = useId();
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof stockFormSchema>, unknown, z.output<typeof stockFormSchema>>({
    resolver: zodResolver(stockFormSchema),
    values: { stock: countFieldText(stock) },
  });
  const error = errors.stock?.message && fieldError(errors.stock.message);
  return (
    <form
      noValidate
      className="flex flex-wrap items-center gap-2"
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSave(values.stock);
        } catch (failure) {
          setError('stock', { message: failure instanceof Error ? failure.message : t('soldOut.notSaved') });
        }
      })}
    >
      <label className="flex items-center gap-2 text-sm">
        {t('soldOut.left')}
        <input
          inputMode="numeric"
          className={`input input-sm w-20 ${error ? 'input-error' : ''}`}
          aria-label={t('soldOut.leftToSell', { name: label })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('stock')}
        />
      </label>
      <PendingButton className="btn btn-sm min-h-11" pending={isSubmitting} pendingLabel={t('soldOut.setting')}>
        {t('soldOut.set')}
        <span className="sr-only"> {t('soldOut.theCountOf', { name: label })}</span>
      </PendingButton>
      {error && (
        <p id={`${id}-error`} className="w-full text-error text-sm">
          {error}
        </p>
      )}
    </form>
  );
}
