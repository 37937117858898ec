// Zod-free on purpose: the browser's first load imports these, and must not pay for zod.

/** Every category a menu item can carry. */
export const menuCategories = ['popular', 'dessert', 'soup', 'offered', 'pizza', 'salad', 'drinks'] as const;
export type MenuCategory = (typeof menuCategories)[number];

/**
 * The categories an administrator chooses from on the add and update forms, in the order
 * offered: the spec's five, then the two the site shows on the home and menu pages.
 */
export const menuCategoryChoices = [
  { category: 'salad', label: 'Salad' },
  { category: 'pizza', label: 'Pizza' },
  { category: 'soup', label: 'Soup' },
  { category: 'dessert', label: 'Dessert' },
  { category: 'drinks', label: 'Drinks' },
  { category: 'popular', label: 'Popular (home page)' },
  { category: 'offered', label: 'Today’s offer (menu page)' },
] as const satisfies readonly { category: MenuCategory; label: string }[];

/**
 * The shop's tabs, in order; the `/order/:category` parameter selects one by position. The
 * spec's five come first; Popular and Today's Offer sell what the home and menu pages show.
 * `dishes` says what a tab sells, in a sentence.
 */
export const shopTabs = [
  { param: 'SALADS', label: 'Salad', category: 'salad', dishes: 'salads' },
  { param: 'PIZZA', label: 'Pizza', category: 'pizza', dishes: 'pizza' },
  { param: 'SOUPS', label: 'Soups', category: 'soup', dishes: 'soups' },
  { param: 'DESSERTS', label: 'Desserts', category: 'dessert', dishes: 'desserts' },
  { param: 'DRINKS', label: 'Drinks', category: 'drinks', dishes: 'drinks' },
  { param: 'POPULAR', label: 'Popular', category: 'popular', dishes: 'our popular dishes' },
  { param: 'OFFERS', label: 'Today’s Offer', category: 'offered', dishes: 'today’s offers' },
] as const satisfies readonly { param: string; label: string; category: MenuCategory; dishes: string }[];
export type ShopTab = (typeof shopTabs)[number];
export type ShopCategoryParam = ShopTab['param'];

/** Index of the shop tab a route parameter selects; anything unknown selects the first tab. */
export function shopTabIndex(param: string | undefined): number {
  const index = shopTabs.findIndex((tab) => tab.param === param?.toUpperCase());
  return index === -1 ? 0 : index;
}
