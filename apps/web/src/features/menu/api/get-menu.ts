import type { MenuItem } from '@bistro/contract/menu';
import type { MenuCategory } from '@bistro/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const getMenu = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<MenuItem[]>('/menu', { signal });

export const menuQueryOptions = () => queryOptions({ queryKey: ['menu'], queryFn: getMenu });

/** The menu, loaded once and filtered on the client, as the API is designed for. */
export function useMenu() {
  return useQuery(menuQueryOptions());
}

export function itemsInCategory(items: readonly MenuItem[] | undefined, category: MenuCategory): MenuItem[] {
  return items?.filter((item) => item.category === category) ?? [];
}
