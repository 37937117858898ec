import type { CartItem } from '@bistro/contract/cart';
import { lineTotal } from '@bistro/contract/cart-totals';
import { format, formatPrice } from '@bistro/contract/money';
import { useId } from 'react';
import { ChosenChoices } from '@/components/ui/chosen-choices.tsx';
import { SoldOutBadge } from '@/components/ui/sold-out-badge.tsx';
import { useTranslate } from '@/lib/i18n.ts';

type SummaryLine = Pick<CartItem, '_id' | 'name' | 'price' | 'quantity' | 'soldOut' | 'choices'>;

/**
 * What is being paid for, as the payment page shows it above the card form: each line's dish
 * with its choices, its quantity × price and its line total. The total to pay follows it, from the payment form.
 */
export function CartSummary({ items }: { items: readonly SummaryLine[] }) {
  const headingId = useId();
  const t = useTranslate();
  return (
    <div className="space-y-2">
      <h2 id={headingId} className="font-display text-xl">
        {t('cart.yourOrder')}
      </h2>
      <ul aria-labelledby={headingId} className="divide-y divide-base-300 border-base-300 border-y">
        {items.map((item) => (
          <li key={item._id} className="flex items-baseline justify-between gap-4 py-2">
            <span className="min-w-0">
              <span className="font-semibold">{item.name}</span>
              {item.soldOut && <SoldOutBadge className="ms-2" />}
              <ChosenChoices choices={item.choices} />
              <span className="block text-base-content/70 text-sm">
                {item.quantity} × {formatPrice(item.price)}
              </span>
            </span>
            <span className="shrink-0 font-semibold">{format(lineTotal(item))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
