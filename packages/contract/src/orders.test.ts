import { describe, expect, it } from 'vitest';
import { dishesInWords } from './orders.ts';

describe('dishes in words', () => {
  const lines = [
    { quantity: 1, name: 'Soup' },
    { quantity: 2, name: 'Tea' },
  ];

  it('lists the dishes of a change or a refund as a sentence in the reader’s language', () => {
    expect(dishesInWords(lines, 'en')).toBe('1 × Soup and 2 × Tea');
    expect(dishesInWords([...lines, { quantity: 1, name: 'Cake' }], 'en')).toBe('1 × Soup, 2 × Tea, and 1 × Cake');
    expect(dishesInWords(lines, 'fr')).toBe('1 × Soup et 2 × Tea');
    expect(dishesInWords(lines, 'es')).toBe('1 × Soup y 2 × Tea');
    expect(dishesInWords([lines[0] as (typeof lines)[number]], 'de')).toBe('1 × Soup');
  });
});
