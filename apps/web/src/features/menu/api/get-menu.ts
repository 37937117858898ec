import type { MenuItem } from '@bistro/contract/menu';
import type { MenuCategory } from '@bistro/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/menu: the whole menu, filtered on the client as the API is designed for. */
export const getMenu = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<MenuItem[]>('/menu', { signal });

export const menuQueryOptions = () => queryOptions({ queryKey: ['menu'], queryFn: getMenu });

export function useMenu({ queryConfig }: { queryConfig?: QueryConfig<typeof menuQueryOptions> } = {}) {
  return useQuery({ ...menuQueryOptions(), ...queryConfig });
}

export function itemsInCategory(items: readonly MenuItem[] | undefined, category: MenuCategory): MenuItem[] {
  return items?.filter((item) => item.category === category) ?? [];
}
