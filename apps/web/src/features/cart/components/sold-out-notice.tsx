import type { CartItem } from '@bistro/contract/cart';
import { useTranslate } from '@/lib/i18n.ts';

/** Says which dishes of the cart are sold out: they must go before paying for the rest. */
export function SoldOutNotice({ items }: { items: CartItem[] }) {
  const t = useTranslate();
  const soldOut = items.filter((item) => item.soldOut).map((item) => item.name);
  if (soldOut.length === 0) return null;
  return (
    <p role="status" className="alert alert-warning">
      {t('cart.soldOutNotice', { count: soldOut.length, dishes: soldOut.join(', ') })}
    </p>
  );
}
