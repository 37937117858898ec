import type { AllergenCode, DietCode } from '@bistro/contract/dietary';
import { type MessageId, useTranslate } from './i18n.ts';

// The product's fixed lists, translated in the catalogs (a dish's own words are the owner's).
const allergenMessages: Record<AllergenCode, MessageId> = {
  celery: 'allergen.celery',
  gluten: 'allergen.gluten',
  crustaceans: 'allergen.crustaceans',
  eggs: 'allergen.eggs',
  fish: 'allergen.fish',
  lupin: 'allergen.lupin',
  milk: 'allergen.milk',
  molluscs: 'allergen.molluscs',
  mustard: 'allergen.mustard',
  nuts: 'allergen.nuts',
  peanuts: 'allergen.peanuts',
  sesame: 'allergen.sesame',
  soya: 'allergen.soya',
  sulphites: 'allergen.sulphites',
};

const dietMessages: Record<DietCode, MessageId> = {
  vegetarian: 'diet.vegetarian',
  vegan: 'diet.vegan',
  gluten_free: 'diet.glutenFree',
  spicy: 'diet.spicy',
};

/** Allergens and diets in the page's language: "lait", "Végétarien", "Contient : lait, gluten". */
export function useDietaryWords() {
  const t = useTranslate();
  const allergen = (code: AllergenCode) => t(allergenMessages[code]);
  return {
    allergen,
    diet: (code: DietCode) => t(dietMessages[code]),
    /** "Contains: milk, gluten"; empty when a dish declares no allergen. */
    contains: (codes: readonly AllergenCode[]) =>
      codes.length === 0 ? '' : t('allergen.contains', { allergens: codes.map(allergen).join(', ') }),
  };
}
