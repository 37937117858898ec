import { lineTotal } from '@bistro/contract/cart-totals';
import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import { format } from '@bistro/contract/money';
import { ChosenChoices, withChoices } from '@/components/ui/chosen-choices.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import type { NewOrderLine } from '../new-order.ts';

interface NewOrderLinesProps {
  lines: readonly (NewOrderLine & { id: string })[];
  currency: string;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
}

/** The dishes of the order being entered: each with its choices, − and + for how many, its price, and Remove. */
export function NewOrderLines({ lines, currency, onQuantity, onRemove }: NewOrderLinesProps) {
  const t = useTranslate();
  if (lines.length === 0) return <p className="text-base-content/70">{t('newOrder.noDishYet')}</p>;
  return (
    <ul className="divide-y divide-base-300" aria-label={t('newOrder.dishesOfOrder')}>
      {lines.map((line, index) => {
        const named = withChoices(line.name, line.choices);
        return (
          <li key={line.id} className="flex flex-wrap items-center gap-3 py-2">
            <div className="min-w-40 flex-1">
              <p className="font-semibold">{line.name}</p>
              <ChosenChoices choices={line.choices} />
            </div>
            <div className="flex items-center gap-1">
              <button
                type="button"
                className="btn btn-square btn-outline min-h-11 min-w-11"
                aria-label={t('newOrder.oneFewer', { dish: named })}
                disabled={line.quantity <= 1}
                onClick={() => onQuantity(index, line.quantity - 1)}
              >
                −
              </button>
              <output
                className="w-8 text-center font-semibold tabular-nums"
                aria-label={t('newOrder.quantityOf', { dish: named })}
              >
                {line.quantity}
              </output>
              <button
                type="button"
                className="btn btn-square btn-outline min-h-11 min-w-11"
                aria-label={t('newOrder.oneMore', { dish: named })}
                disabled={line.quantity >= MAX_CART_QUANTITY}
                onClick={() => onQuantity(index, line.quantity + 1)}
              >
                +
              </button>
            </div>
            <span className="w-20 text-right tabular-nums">{format(lineTotal(line, currency))}</span>
            <button
              type="button"
              className="btn btn-ghost min-h-11"
              onClick={() => onRemove(index)}
              aria-label={t('newOrder.removeDish', { dish: named })}
            >
              {t('newOrder.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
