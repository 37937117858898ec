import { describe, expect, it } from 'vitest';
import { shopTabIndex, shopTabs } from './shop.ts';

describe('shopTabIndex', () => {
  it('selects the tab named by the route parameter, by position', () => {
    expect(shopTabs.map((tab) => tab.label)).toEqual([
      'Salad',
      'Pizza',
      'Soups',
      'Desserts',
      'Drinks',
      'Popular',
      'Today’s Offer',
    ]);
    expect(shopTabIndex('SALADS')).toBe(0);
    expect(shopTabIndex('PIZZA')).toBe(1);
    expect(shopTabIndex('DRINKS')).toBe(4);
  });

  it('selects the two tabs after the spec’s five: the popular items and today’s offer', () => {
    expect(shopTabs[shopTabIndex('POPULAR')]?.category).toBe('popular');
    expect(shopTabs[shopTabIndex('offers')]?.category).toBe('offered');
  });

  it('accepts any letter case', () => {
    expect(shopTabIndex('desserts')).toBe(3);
  });

  it('opens the first tab for an unknown or missing category', () => {
    expect(shopTabIndex('undefined')).toBe(0);
    expect(shopTabIndex('OFFERED')).toBe(0);
    expect(shopTabIndex(undefined)).toBe(0);
  });
});
