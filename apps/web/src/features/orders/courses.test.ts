import { describe, expect, it } from 'vitest';
import { byCourse } from './courses.ts';

const line = (menuID: string, name: string) => ({
  id: `line-${name}`,
  menuID,
  name,
  quantity: 1,
  price: 5,
  choices: [],
  refundedQuantity: 0,
});
const courses: Record<string, { name: string; rank: number }> = {
  soup: { name: 'Soups', rank: 2 },
  salad: { name: 'Salad', rank: 0 },
  cake: { name: 'Desserts', rank: 3 },
  tea: { name: 'Drinks', rank: 4 },
};

describe('an order’s lines by course', () => {
  it('come in the menu’s order of courses, the lines of each as ordered, a dish the menu lost last', () => {
    const lines = [
      line('tea', 'Bubble Tea'),
      line('gone', 'Old Special'),
      line('cake', 'Tiramisu'),
      line('soup', 'Onion Soup'),
      line('salad', 'Caesar'),
      line('soup', 'Bisque'),
    ];
    expect(
      byCourse(lines, (menuID) => courses[menuID], 'Other').map(({ course, lines: of }) => [
        course,
        of.map((each) => each.name),
      ]),
    ).toEqual([
      ['Salad', ['Caesar']],
      ['Soups', ['Onion Soup', 'Bisque']],
      ['Desserts', ['Tiramisu']],
      ['Drinks', ['Bubble Tea']],
      ['Other', ['Old Special']],
    ]);
  });
});
