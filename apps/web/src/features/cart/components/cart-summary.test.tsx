import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { CartSummary } from './cart-summary.tsx';

describe('CartSummary', () => {
  it('lists what is paid for: each dish, quantity × price and the line total', () => {
    render(
      <CartSummary
        items={[
          { _id: 'a', name: 'Tomato Soup', price: 1.15, quantity: 3, soldOut: false, choices: [] },
          { _id: 'b', name: 'Fish Pie', price: 14.5, quantity: 1, soldOut: true, choices: [] },
        ]}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Your order' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Tomato Soup3 × $1.15$3.45',
      'Fish PieSold out1 × $14.50$14.50',
    ]);
  });

  it('lists each line’s choices under its dish', () => {
    const large = { id: 'large', group: 'Drink size', name: 'Large', price: 1.5 };
    render(
      <CartSummary
        items={[{ _id: 'a', name: 'Iced Tea', price: 5.45, quantity: 2, soldOut: false, choices: [large] }]}
      />,
      { wrapper: InEnglish },
    );
    expect(screen.getByText('Drink size: Large')).toBeInTheDocument();
    expect(screen.getByText('2 × $5.45')).toBeInTheDocument();
  });
});
