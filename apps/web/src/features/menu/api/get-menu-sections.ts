import type { MenuSection } from '@bistro/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { menuKey } from './get-menu.ts';

/** GET /api/menu/sections: every section, hidden ones too, in the owner's order. */
export const getMenuSections = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<MenuSection[]>('/menu/sections', { signal });

/** Under the menu's key: a change of the menu refreshes its sections, and a change of a section the dishes. */
export const menuSectionsQueryOptions = () =>
  queryOptions({ queryKey: [...menuKey, 'sections'], queryFn: getMenuSections });

export function useMenuSections() {
  return useQuery(menuSectionsQueryOptions());
}
