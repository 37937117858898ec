import { describe, expect, it } from 'vitest';
import { createMenuItemSchema, priceSchema } from './menu.ts';

describe('menu item input', () => {
  it('accepts prices in dollars with up to two decimals', () => {
    for (const price of [14, 14.5, 14.29, 0.01]) expect(priceSchema.parse(price)).toBe(price);
  });

  it('refuses zero, negative and sub-cent prices with a reason', () => {
    expect(priceSchema.safeParse(0).error?.issues[0]?.message).toBe('Price must be more than 0');
    expect(priceSchema.safeParse(-3).success).toBe(false);
    expect(priceSchema.safeParse(1.005).error?.issues[0]?.message).toBe('Price can have at most two decimals');
  });

  it('takes a dish’s sections, or an older client’s category, and one of them at least', () => {
    const dish = { name: 'Gazpacho', price: 8.5, image: '/images/x.webp' };
    expect(
      createMenuItemSchema.parse({ ...dish, sections: ['soups', 'lunch'], collections: ['popular'] }),
    ).toMatchObject({ sections: ['soups', 'lunch'], collections: ['popular'], taxCategory: null });
    expect(createMenuItemSchema.safeParse({ ...dish, category: 'soup' }).success).toBe(true);
    expect(createMenuItemSchema.safeParse(dish).error?.issues[0]?.message).toBe(
      'A dish is in one section at least: send sections',
    );
    expect(createMenuItemSchema.safeParse({ ...dish, sections: [] }).success).toBe(false);
    expect(createMenuItemSchema.safeParse({ ...dish, sections: ['soups', 'soups'] }).success).toBe(false);
    expect(createMenuItemSchema.safeParse({ ...dish, sections: ['soups'], collections: ['specials'] }).success).toBe(
      false,
    );
  });
});
