import type { MenuItem } from '@bistro/contract/menu';
import type { Collection } from '@bistro/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { QueryConfig } from '@/lib/query-client.ts';

/** GET /api/menu: the whole menu, filtered on the client as the API is designed for. */
export const getMenu = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<MenuItem[]>('/menu', { signal });

export const menuQueryOptions = () => queryOptions({ queryKey: ['menu'], queryFn: getMenu });

export function useMenu({ queryConfig }: { queryConfig?: QueryConfig<typeof menuQueryOptions> } = {}) {
  return useQuery({ ...menuQueryOptions(), ...queryConfig });
}

/** The dishes of a collection: the home page's popular ones, the menu page's offers. */
export function itemsInCollection(items: readonly MenuItem[] | undefined, collection: Collection): MenuItem[] {
  return items?.filter((item) => item.collections.includes(collection)) ?? [];
}
