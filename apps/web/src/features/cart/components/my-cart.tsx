import { cartTotal, dishCount } from '@bistro/contract/cart-totals';
import { format } from '@bistro/contract/money';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmThenRun, showFailure } from '@/lib/dialogs.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { useCart } from '../api/get-cart.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.ts';
import { CartTable } from './cart-table.tsx';
import { SoldOutNotice } from './sold-out-notice.tsx';

/** The spec's My Cart: Total Order, Total Price, Pay, and the lines with a delete each. */
export function MyCart() {
  const cart = useCart();
  const t = useTranslate();
  const { localized } = useLanguage();
  const remove = useRemoveFromCart();
  const updateQuantity = useUpdateCartQuantity({
    mutationConfig: { onError: (error) => void showFailure(t('cart.notChanged'), error) },
  });

  const confirmDelete = (item: { _id: string; name: string }) =>
    confirmThenRun({
      action: () => remove.mutateAsync(item._id),
      success: ({ deletedCount }) =>
        deletedCount
          ? {
              icon: 'success',
              title: t('cart.deleted'),
              text: t('cart.deletedText', { dish: item.name }),
              timer: 1200,
            }
          : null,
      failureTitle: t('cart.notDeleted'),
    });

  return (
    <QueryState query={cart} what={t('cart.yourCart')}>
      {(items) => (
        <div className="space-y-6 rounded bg-base-100 p-4 shadow md:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4 font-display text-xl uppercase md:text-2xl">
            <p>{t('cart.totalOrder', { count: dishCount(items) })}</p>
            <p>{t('cart.totalPrice', { price: format(cartTotal(items)) })}</p>
            {items.length > 0 && !items.some((item) => item.soldOut) ? (
              <Link to={paths.dashboard.payment.getHref()} className="btn btn-primary">
                {t('cart.pay')}
              </Link>
            ) : (
              <button type="button" className="btn btn-primary" disabled>
                {t('cart.pay')}
              </button>
            )}
          </div>
          <SoldOutNotice items={items} />
          {items.length === 0 ? (
            <p className="py-10 text-center text-base-content/70">
              {t('cart.empty')}{' '}
              <Link to={localized(paths.order.getHref())} className="link link-primary">
                {t('cart.findInShop')}
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
