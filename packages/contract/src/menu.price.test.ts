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

  it('lets an administrator create dishes in any category the site shows, and in no other', () => {
    const dish = { name: 'Gazpacho', price: 8.5, image: '/images/x.webp' };
    for (const category of ['soup', 'popular', 'offered']) {
      expect(createMenuItemSchema.safeParse({ ...dish, category }).success).toBe(true);
    }
    expect(createMenuItemSchema.safeParse({ ...dish, category: 'specials' }).success).toBe(false);
  });
});
