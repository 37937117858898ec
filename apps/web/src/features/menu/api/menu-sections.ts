import type { deletedSchema } from '@bistro/contract/answers';
import type { CreateMenuSection, UpdateMenuSection } from '@bistro/contract/menu-sections';
import type { MenuSection } from '@bistro/contract/shop';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { menuKey } from './get-menu.ts';

/** POST /api/menu/sections, or PATCH /api/menu/sections/:id with `id` (admin). */
export const saveMenuSection = ({
  id,
  section,
}: {
  id?: string | undefined;
  section: CreateMenuSection | UpdateMenuSection;
}) =>
  id
    ? apiRequest<MenuSection>(`/menu/sections/${id}`, { method: 'PATCH', body: section })
    : apiRequest<MenuSection>('/menu/sections', { method: 'POST', body: section });

/** DELETE /api/menu/sections/:id (admin): refused (409) while a dish is only in it. */
export const deleteMenuSection = (id: string) =>
  apiRequest<z.infer<typeof deletedSchema>>(`/menu/sections/${id}`, { method: 'DELETE' });

// Under the menu's key: its dishes (their sections' slugs) and its sections are read again.
export const useSaveMenuSection = () => useInvalidatingMutation(saveMenuSection, menuKey);
export const useDeleteMenuSection = () => useInvalidatingMutation(deleteMenuSection, menuKey);
