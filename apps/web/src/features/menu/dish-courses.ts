import type { MenuItem } from '@bistro/contract/menu';
import type { MenuSection } from '@bistro/contract/shop';

/**
 * Each dish's course as the kitchen reads it: the first of its sections in the owner's order (a
 * hidden one too: the kitchen still cooks it), named as the menu names it, with its place in that
 * order, by the dish's id; undefined for a dish the menu no longer has or that is in no section.
 */
export function dishCourses(
  items: readonly MenuItem[],
  sections: readonly MenuSection[],
): (menuID: string) => { name: string; rank: number } | undefined {
  const ordered = [...sections].sort((a, b) => a.position - b.position);
  const courses = new Map(
    items.flatMap((item) => {
      const rank = ordered.findIndex((section) => item.sections.includes(section.slug));
      const section = ordered[rank];
      return section ? [[item._id, { name: section.name, rank }] as const] : [];
    }),
  );
  return (menuID) => courses.get(menuID);
}
