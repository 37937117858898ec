import { formatPrice } from '@bistro/contract/money';
import { Link } from 'react-router';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ErrorState, LoadingState } from '@/components/ui/status.tsx';
import { paths } from '@/config/paths.ts';
import { useRemoveFromCartMutation } from '@/features/cart/api/cart-mutations.ts';
import { cartTotal, useCart } from '@/features/cart/api/get-cart.ts';
import { CartTable } from '@/features/cart/components/cart-table.tsx';
import { confirmDialog, showDialog, showFailure } from '@/lib/dialogs.ts';

export default function MyCartRoute() {
  const cart = useCart();
  const remove = useRemoveFromCartMutation();
  const total = cartTotal(cart.items);

  async function confirmDelete(item: { _id: string; name: string }) {
    if (!(await confirmDialog())) return;
    try {
      const { deletedCount } = await remove.mutateAsync(item._id);
      if (deletedCount)
        await showDialog({
          icon: 'success',
          title: 'Successfully Deleted!',
          text: `${item.name} is out of your cart.`,
          timer: 1200,
        });
    } catch (error) {
      await showFailure('Not deleted', error);
    }
  }

  return (
    <section className="mx-auto max-w-screen-lg">
      <title>Bistro Boss | My Cart</title>
      <SectionTitle as="h1" heading="My Cart" subHeading="---Wanna add more?---" />
      {cart.isPending ? (
        <LoadingState label="Loading your cart…" />
      ) : cart.isError ? (
        <ErrorState what="your cart" error={cart.error} onRetry={() => void cart.refetch()} />
      ) : (
        <div className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4 font-display text-xl uppercase md:text-2xl">
            <p>Total Order: {cart.items.length}</p>
            <p>Total Price: {formatPrice(total)}</p>
            {cart.items.length > 0 ? (
              <Link to={paths.dashboard.payment.getHref()} className="btn btn-primary">
                Pay
              </Link>
            ) : (
              <button type="button" className="btn btn-primary" disabled>
                Pay
              </button>
            )}
          </div>
          {cart.items.length === 0 ? (
            <p className="py-10 text-center text-base-content/70">
              Your cart is empty.{' '}
              <Link to={paths.order.getHref()} className="link link-primary">
                Find something in the shop
              </Link>
              .
            </p>
          ) : (
            <CartTable items={cart.items} onDelete={(item) => void confirmDelete(item)} />
          )}
        </div>
      )}
    </section>
  );
}
