import { describe, expect, it } from 'vitest';
import { allergenCodes, dietaryFilterQuery, dietCodes, matchesDietaryFilter, parseDietaryFilter } from './dietary.ts';
import { createMenuItemSchema } from './menu.ts';

const dish = { name: 'Soup', category: 'soup', price: 8, image: '/x.webp' };

describe('allergen and diet codes', () => {
  it('are the EU’s 14 allergens and four labels', () => {
    expect(allergenCodes).toHaveLength(14);
    expect(new Set(allergenCodes).size).toBe(14);
    expect(dietCodes).toEqual(['vegetarian', 'vegan', 'gluten_free', 'spicy']);
  });

  it('default to none for a client that sends no allergens or diets', () => {
    expect(createMenuItemSchema.parse(dish)).toMatchObject({ allergens: [], diets: [] });
  });
});

describe('the shop’s dietary filter', () => {
  it('reads one or many values, ignores unknown codes and spicy, and orders them', () => {
    expect(
      parseDietaryFilter(new URLSearchParams('diet=vegan&without=milk&without=almonds&without=nuts&without=milk')),
    ).toEqual({
      diets: ['vegan'],
      without: ['milk', 'nuts'],
    });
    expect(parseDietaryFilter(new URLSearchParams('diet=spicy&diet=keto'))).toEqual({ diets: [], without: [] });
    expect(parseDietaryFilter(new URLSearchParams())).toEqual({ diets: [], without: [] });
  });

  it('writes the same query for the same filter, and none for no filter', () => {
    expect(
      dietaryFilterQuery(parseDietaryFilter(new URLSearchParams('without=nuts&without=milk&diet=vegetarian'))),
    ).toBe('?diet=vegetarian&without=milk&without=nuts');
    expect(dietaryFilterQuery({ diets: [], without: [] })).toBe('');
  });

  it('keeps a dish with every asked diet and none of the avoided allergens', () => {
    const margherita = { allergens: ['gluten', 'milk'] as const, diets: ['vegetarian'] as const };
    const keep = (query: string) =>
      matchesDietaryFilter(
        { allergens: [...margherita.allergens], diets: [...margherita.diets] },
        parseDietaryFilter(new URLSearchParams(query)),
      );
    expect(keep('diet=vegetarian')).toBe(true);
    expect(keep('diet=vegetarian&diet=vegan')).toBe(false);
    expect(keep('without=nuts')).toBe(true);
    expect(keep('without=milk')).toBe(false);
  });
});
