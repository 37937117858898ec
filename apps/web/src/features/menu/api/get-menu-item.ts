import type { MenuItem } from '@bistro/contract/menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { menuKey } from './get-menu.ts';

/** GET /api/menu/:id: one dish in the default language, with its translations (what the dish form edits). */
export const getMenuItem = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<MenuItem>(`/menu/${id}`, { signal });

/** Under the menu's key: a change of the menu refreshes it. */
export const menuItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...menuKey, 'dish', id], queryFn: ({ signal }) => getMenuItem(id, { signal }) });

export function useMenuItem(id: string) {
  return useQuery(menuItemQueryOptions(id));
}
