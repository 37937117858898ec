// Zod-free on purpose: the browser's first load imports these, and must not pay for zod.

/** Every category a menu item can carry. `popular` and `offered` exist only in seeded data. */
export const menuCategories = ['popular', 'dessert', 'soup', 'offered', 'pizza', 'salad', 'drinks'] as const;
export type MenuCategory = (typeof menuCategories)[number];

/** The categories an administrator can choose on the add and update forms. */
export const editableMenuCategories = ['salad', 'pizza', 'soup', 'dessert', 'drinks'] as const;

/** The shop's tabs, in order; the `/order/:category` parameter selects one by position. */
export const shopTabs = [
  { param: 'SALADS', label: 'Salad', category: 'salad' },
  { param: 'PIZZA', label: 'Pizza', category: 'pizza' },
  { param: 'SOUPS', label: 'Soups', category: 'soup' },
  { param: 'DESSERTS', label: 'Desserts', category: 'dessert' },
  { param: 'DRINKS', label: 'Drinks', category: 'drinks' },
] as const satisfies readonly { param: string; label: string; category: MenuCategory }[];
export type ShopTab = (typeof shopTabs)[number];
export type ShopCategoryParam = ShopTab['param'];

/** Index of the shop tab a route parameter selects; anything unknown selects the first tab. */
export function shopTabIndex(param: string | undefined): number {
  const index = shopTabs.findIndex((tab) => tab.param === param?.toUpperCase());
  return index === -1 ? 0 : index;
}
