import type { MenuItem } from '@bistro/contract/menu';
import { shopTabs } from '@bistro/contract/shop';

/**
 * Each dish's course as the kitchen reads it: its section's name in the shop and its place in
 * the menu's order (the shop's tabs), by the dish's id; undefined for a dish the menu no longer has.
 */
export function dishCourses(
  items: readonly MenuItem[],
): (menuID: string) => { name: string; rank: number } | undefined {
  const courses = new Map(
    items.flatMap((item) => {
      const rank = shopTabs.findIndex((tab) => tab.category === item.category);
      const tab = shopTabs[rank];
      return tab ? [[item._id, { name: tab.label, rank }] as const] : [];
    }),
  );
  return (menuID) => courses.get(menuID);
}
