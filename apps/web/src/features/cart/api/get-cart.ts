import type { CartItem } from '@bistro/contract/cart';
import { dollarsToCents } from '@bistro/contract/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-context.ts';

/** The cart's query key (spec: cached under 'cart'); mutations invalidate through it. */
export const cartKey = ['cart'] as const;

export const cartQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...cartKey, email],
    queryFn: ({ signal }) => apiRequest<CartItem[]>(`/carts?email=${encodeURIComponent(email)}`, { signal }),
    staleTime: 0,
  });

/** The signed-in user's cart; empty for visitors. */
export function useCart() {
  const { user, loading } = useAuth();
  const query = useQuery({ ...cartQueryOptions(user?.email ?? ''), enabled: !loading && user !== null });
  return { ...query, items: query.data ?? [] };
}

/** Total of the lines' prices, added in cents so that 0.1 + 0.2 is 0.3. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((cents, item) => cents + dollarsToCents(item.price), 0) / 100;
}
