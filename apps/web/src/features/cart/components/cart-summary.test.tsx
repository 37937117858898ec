import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartSummary } from './cart-summary.tsx';

describe('CartSummary', () => {
  it('lists what is paid for: each dish, quantity × price and the line total', () => {
    render(
      <CartSummary
        items={[
          { _id: 'a', name: 'Tomato Soup', price: 1.15, quantity: 3, soldOut: false },
          { _id: 'b', name: 'Fish Pie', price: 14.5, quantity: 1, soldOut: true },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Your order' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Tomato Soup3 × $1.15$3.45',
      'Fish PieSold out1 × $14.50$14.50',
    ]);
  });
});
