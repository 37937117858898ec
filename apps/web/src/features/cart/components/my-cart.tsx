import { cartTotal, dishCount } from '@bistro/contract/cart-totals';
import { format } from '@bistro/contract/money';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmThenRun, showFailure } from '@/lib/dialogs.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.ts';
import { CartTable } from './cart-table.tsx';
import { SoldOutNotice } from './sold-out-notice.tsx';

/** The spec's My Cart: Total Order, Total Price, Pay, and the lines with a delete each. */
export function MyCart() {
  const cart = useCart();
  const remove = useRemoveFromCart();
  const updateQuantity = useUpdateCartQuantity({
    mutationConfig: { onError: (error) => void showFailure('Not changed', error) },
  });

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
            <p>Total Order: {dishCount(items)}</p>
            <p>Total Price: {format(cartTotal(items))}</p>
            {items.length > 0 && !items.some((item) => item.soldOut) ? (
              <Link to={paths.dashboard.payment.getHref()} className="btn btn-primary">
                Pay
              </Link>
            ) : (
              <button type="button" className="btn btn-primary" disabled>
                Pay
              </button>
            )}
          </div>
          <SoldOutNotice items={items} />
          {items.length === 0 ? (
            <p className="py-10 text-center text-base-content/70">
              Your cart is empty.{' '}
              <Link to={paths.order.getHref()} className="link link-primary">
                Find something in the shop
              </Link>
              .
            </p>
          ) : (
            <CartTable
              items={items}
              busy={updateQuantity.isPending}
              onQuantity={(item, quantity) => updateQuantity.mutate({ id: item._id, quantity })}
              onDelete={(item) => void confirmDelete(item)}
            />
          )}
        </div>
      )}
    </QueryState>
  );
}
