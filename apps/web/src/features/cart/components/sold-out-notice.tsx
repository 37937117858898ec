import type { CartItem } from '@bistro/contract/cart';

/** Says which dishes of the cart are sold out: they must go before paying for the rest. */
export function SoldOutNotice({ items }: { items: CartItem[] }) {
  const soldOut = items.filter((item) => item.soldOut).map((item) => item.name);
  if (soldOut.length === 0) return null;
  return (
    <p role="status" className="alert alert-warning">
      {soldOut.join(', ')} {soldOut.length > 1 ? 'are' : 'is'} sold out for now: take{' '}
      {soldOut.length > 1 ? 'them' : 'it'} out of your cart to pay for the rest.
    </p>
  );
}
