import { QueryState } from '@/components/ui/query-state.tsx';
import { useGuestOrder } from '../api/get-guest-order.ts';
import { OrderView } from './order-details.tsx';

/** A guest's order, as a signed-in diner's page shows it, read again every 30 seconds instead of live. */
export function GuestOrderDetails({
  id,
  orderKey,
  receiptHref,
}: {
  id: string;
  orderKey: string;
  receiptHref: string;
}) {
  const order = useGuestOrder(id, orderKey);
  return (
    <QueryState query={order} what="your order">
      {(current) => <OrderView order={current} receiptHref={receiptHref} />}
    </QueryState>
  );
}
