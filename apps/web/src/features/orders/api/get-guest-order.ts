import type { Order } from '@bistro/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/guest/orders/:id?key=: a guest's order, opened by the signed key from its link. */
export const getGuestOrder = (id: string, key: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<Order>(`/guest/orders/${id}?key=${encodeURIComponent(key)}`, { signal, authenticated: false });

/** A guest has no live stream: the order is read again every 30 seconds while the page is open. */
export const useGuestOrder = (id: string, key: string) =>
  useQuery({
    queryKey: ['guest-order', id, key],
    queryFn: ({ signal }) => getGuestOrder(id, key, { signal }),
    refetchInterval: 30_000,
  });
