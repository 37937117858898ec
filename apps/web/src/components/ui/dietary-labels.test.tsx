import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { DietaryLabels } from './dietary-labels.tsx';

describe('DietaryLabels', () => {
  it('lists a dish’s labels and what it contains in words, the signs hidden', () => {
    render(<DietaryLabels allergens={['gluten', 'milk', 'nuts']} diets={['vegetarian', 'spicy']} />, {
      wrapper: InEnglish,
    });
    const list = screen.getByRole('list', { name: 'Dietary information' });
    const words = (item: HTMLElement) =>
      [...item.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('');
    expect(within(list).getAllByRole('listitem').map(words)).toEqual([
      'Vegetarian',
      'Spicy',
      'Contains: gluten, milk, tree nuts',
    ]);
    for (const item of within(list).getAllByRole('listitem')) {
      expect(item.querySelector('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows nothing for a dish without labels or allergens', () => {
    const { container } = render(<DietaryLabels allergens={[]} diets={[]} />, { wrapper: InEnglish });
    expect(container).toBeEmptyDOMElement();
  });
});
