// Zod-free on purpose: the menu's and the shop's first load label dishes with these. The schemas
// are in dietary-schemas.ts.

/** The 14 allergens EU law asks a restaurant to declare, as stable codes clients can rely on. */
export const allergenCodes = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type AllergenCode = (typeof allergenCodes)[number];

/** Dietary labels; `spicy` is a label for the diner, not a diet (no schema.org diet matches it). */
export const dietCodes = ['vegetarian', 'vegan', 'gluten_free', 'spicy'] as const;
export type DietCode = (typeof dietCodes)[number];

/** Each allergen's words in English (Manage Items; the pages translate them: apps/web/src/lib/dietary-words.ts). */
export const allergenNames: Record<AllergenCode, string> = {
  celery: 'celery',
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  lupin: 'lupin',
  milk: 'milk',
  molluscs: 'molluscs',
  mustard: 'mustard',
  nuts: 'tree nuts',
  peanuts: 'peanuts',
  sesame: 'sesame',
  soya: 'soya',
  sulphites: 'sulphites',
};

export const dietNames: Record<DietCode, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  gluten_free: 'Gluten-free',
  spicy: 'Spicy',
};

/** The shop's filter, read from its query string: `?diet=vegetarian&without=nuts&without=milk`. */
export interface DietaryFilter {
  diets: DietCode[];
  without: AllergenCode[];
}

/** Diets a diner can ask for "only": every label but spicy. */
export const filterDiets = dietCodes.filter((code) => code !== 'spicy');

/** Reads the filter from a query string's values; unknown codes are ignored, each code counts once, in a fixed order. */
export function parseDietaryFilter(query: URLSearchParams): DietaryFilter {
  const diet = query.getAll('diet');
  const without = query.getAll('without');
  return {
    diets: filterDiets.filter((code) => diet.includes(code)),
    without: allergenCodes.filter((code) => without.includes(code)),
  };
}

export const isFilterEmpty = (filter: DietaryFilter): boolean =>
  filter.diets.length === 0 && filter.without.length === 0;

/** The filter as its canonical query string ("" for none, else "?diet=…&without=…"). */
export function dietaryFilterQuery(filter: DietaryFilter): string {
  const params = new URLSearchParams();
  for (const code of filter.diets) params.append('diet', code);
  for (const code of filter.without) params.append('without', code);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether a dish has every asked diet and none of the allergens to avoid. */
export function matchesDietaryFilter(
  dish: { allergens: readonly AllergenCode[]; diets: readonly DietCode[] },
  filter: DietaryFilter,
): boolean {
  return (
    filter.diets.every((code) => dish.diets.includes(code)) &&
    filter.without.every((code) => !dish.allergens.includes(code))
  );
}
