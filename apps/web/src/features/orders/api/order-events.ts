import type { Order } from '@bistro/contract/orders';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLiveStream } from '@/lib/live-stream.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { orderQueryOptions } from './get-order.ts';
import { ordersKey } from './get-orders.ts';

/** Puts an order as it is now into every cached list and its own entry. */
export function storeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
  queryClient.setQueriesData<Order[]>({ queryKey: [...ordersKey, 'list'] }, (list) =>
    list ? [...list.filter((listed) => listed._id !== order._id), order] : list,
  );
}

/**
 * Keeps the cached orders live while a page that shows them is open; `onOrder` hears each update
 * too (the board's new-order sound). Answers whether the stream is connected.
 */
export function useOrderStream(onOrder?: (order: Order) => void): boolean {
  const queryClient = useQueryClient();
  return useLiveStream({
    order: ({ order }) => {
      storeOrder(queryClient, order);
      onOrder?.(order);
    },
    resync: () => void refreshQueries(queryClient, ordersKey),
  });
}
