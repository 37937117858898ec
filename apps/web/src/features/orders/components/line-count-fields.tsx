import { lineTotal } from '@bistro/contract/cart-totals';
import { format } from '@bistro/contract/money';
import type { Order } from '@bistro/contract/orders';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldErrorWords } from '@/lib/field-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** A line of an order and how many of it can still be counted (refunded, taken off). */
export interface CountableLine {
  line: Order['lines'][number];
  left: number;
}

/**
 * A number field per line: how many of it, from 0 to what is left. Each is named by its dish,
 * `leftWords` (what is left, in the dialog's words) and its price each, with its own error; then,
 * when `restock` is given, whether the dishes go back on sale.
 */
export function LineCountFields({
  idPrefix,
  lines,
  currency,
  leftWords,
  field,
  errorOf,
  restock,
}: {
  idPrefix: string;
  lines: readonly CountableLine[];
  currency: Order['bill']['currency'];
  leftWords: (countable: CountableLine) => string;
  /** The form's registration of a line's field. */
  field: (lineId: string) => UseFormRegisterReturn;
  errorOf: (lineId: string) => string | undefined;
  /** The form's registration of "back on sale", when the dishes can go back on sale. */
  restock?: UseFormRegisterReturn | undefined;
}) {
  const t = useTranslate();
  const fieldError = useFieldErrorWords();
  const fields = lines.map((countable) => {
    const { line, left } = countable;
    const message = errorOf(line.id);
    const error = message && fieldError(message);
    const errorId = `${idPrefix}-${line.id}-error`;
    return (
      <div key={line.id}>
        <label className="label flex flex-wrap justify-between gap-2 text-base-content">
          <span>
            {t('lineCount.label', {
              dish: line.name,
              left: leftWords(countable),
              price: format(lineTotal({ ...line, quantity: 1 }, currency)),
            })}
          </span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={left}
            step={1}
            className={`input input-sm w-24 ${error ? 'input-error' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...field(line.id)}
          />
        </label>
        {error && (
          <p id={errorId} className="mt-1 text-error text-sm">
            {error}
          </p>
        )}
      </div>
    );
  });
  return (
    <>
      {fields}
      {restock && (
        <label className="label flex cursor-pointer gap-3 text-base-content">
          <input type="checkbox" className="checkbox checkbox-sm" {...restock} />
          {t('lineCount.restock')}
        </label>
      )}
    </>
  );
}
