import type { CartItem } from '@bistro/contract/cart';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';
import { useSessionQuery } from '@/lib/use-session-query.ts';

/** The cart's query key (spec: cached under 'cart'); every cart mutation invalidates through it. */
export const cartKey = ['cart'] as const;

/** GET /api/carts?email= */
export const getCart = (email: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<CartItem[]>(`/carts?email=${encodeURIComponent(email)}`, { signal });

export const cartQueryOptions = (email: string) =>
  queryOptions({ queryKey: [...cartKey, email], queryFn: ({ signal }) => getCart(email, { signal }), staleTime: 0 });

/** The signed-in user's cart; empty for visitors. */
export function useCart({ queryConfig }: { queryConfig?: QueryConfig<typeof cartQueryOptions> } = {}) {
  const query = useSessionQuery((email) => ({ ...cartQueryOptions(email), ...queryConfig }));
  return { ...query, items: query.data ?? [] };
}
