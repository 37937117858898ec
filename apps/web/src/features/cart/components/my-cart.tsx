import { formatPrice } from '@bistro/contract/money';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { cartTotal, useCart } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { CartTable } from './cart-table.tsx';

/** The spec's My Cart: Total Order, Total Price, Pay, and the lines with a delete each. */
export function MyCart() {
  const cart = useCart();
  const remove = useRemoveFromCart();

  const confirmDelete = (item: { _id: string; name: string }) =>
    confirmThenRun({
      action: () => remove.mutateAsync(item._id),
      success: ({ deletedCount }) =>
        deletedCount
          ? { icon: 'success', title: 'Successfully Deleted!', text: `${item.name} is out of your cart.`, timer: 1200 }
          : null,
      failureTitle: 'Not deleted',
    });

  return (
    <QueryState query={cart} what="your cart">
      {(items) => (
        <div className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4 font-display text-xl uppercase md:text-2xl">
            <p>Total Order: {items.length}</p>
            <p>Total Price: {formatPrice(cartTotal(items))}</p>
            {items.length > 0 ? (
              <Link to={paths.dashboard.payment.getHref()} className="btn btn-primary">
                Pay
              </Link>
            ) : (
              <button type="button" className="btn btn-primary" disabled>
                Pay
              </button>
            )}
          </div>
          {items.length === 0 ? (
            <p className="py-10 text-center text-base-content/70">
              Your cart is empty.{' '}
              <Link to={paths.order.getHref()} className="link link-primary">
                Find something in the shop
              </Link>
              .
            </p>
          ) : (
            <CartTable items={items} onDelete={(item) => void confirmDelete(item)} />
          )}
        </div>
      )}
    </QueryState>
  );
}
