import type { Order } from '@bistro/contract/orders';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useGuestOrder } from '../api/get-guest-order.ts';
import { OrderView } from './order-details.tsx';

/**
 * A guest's order, as a signed-in diner's page shows it, read again every 30 seconds instead of
 * live; an order staff entered and the diner pays by its link shows `payment` (the card form)
 * while it waits for it.
 */
export function GuestOrderDetails({
  id,
  orderKey,
  receiptHref,
  payment,
}: {
  id: string;
  orderKey: string;
  receiptHref: string;
  /** The payment of an order awaiting it, and what follows once it is paid (the order read again). */
  payment: (order: Order, paid: () => Promise<void>) => ReactNode;
}) {
  const order = useGuestOrder(id, orderKey);
  const t = useTranslate();
  return (
    <QueryState query={order} what={t('order.yourOrder')}>
      {(current) => (
        <OrderView order={current} receiptHref={receiptHref}>
          {current.status === 'awaiting_payment' &&
            payment(current, async () => {
              await order.refetch();
            })}
        </OrderView>
      )}
    </QueryState>
  );
}
