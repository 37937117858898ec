import { lineTotal } from '@bistro/contract/cart-totals';
import { MAX_CART_QUANTITY } from '@bistro/contract/constants';
import { format } from '@bistro/contract/money';
import { ChosenChoices, withChoices } from '@/components/ui/chosen-choices.tsx';
import type { NewOrderLine } from '../new-order.ts';

interface NewOrderLinesProps {
  lines: readonly (NewOrderLine & { id: string })[];
  currency: string;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
}

/** The dishes of the order being entered: each with its choices, − and + for how many, its price, and Remove. */
export function NewOrderLines({ lines, currency, onQuantity, onRemove }: NewOrderLinesProps) {
  if (lines.length === 0) return <p className="text-base-content/70">No dish yet: find one above.</p>;
  return (
    <ul className="divide-y divide-base-300" aria-label="Dishes of the order">
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
                aria-label={`One fewer ${named}`}
                disabled={line.quantity <= 1}
                onClick={() => onQuantity(index, line.quantity - 1)}
              >
                −
              </button>
              <output className="w-8 text-center font-semibold tabular-nums" aria-label={`Quantity of ${named}`}>
                {line.quantity}
              </output>
              <button
                type="button"
                className="btn btn-square btn-outline min-h-11 min-w-11"
                aria-label={`One more ${named}`}
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
              aria-label={`Remove ${named}`}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}
