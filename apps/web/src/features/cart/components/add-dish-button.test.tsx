import type { MenuItem } from '@bistro/contract/menu';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { AddDishButton } from './add-dish-button.tsx';

const burger = {
  _id: 'dish-1',
  name: 'Bistro Burger',
  recipe: 'Dry-aged beef.',
  image: '/pictures/burger.webp',
  category: 'popular',
  price: 16.75,
  soldOut: false,
} as MenuItem;

describe('AddDishButton', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a tick for a moment once the dish is in the cart, keeping its name', async () => {
    vi.useFakeTimers();
    const { container } = render(<AddDishButton item={burger} onAdd={async () => true} />, { wrapper: InEnglish });
    const button = screen.getByRole('button', { name: 'Add Bistro Burger to cart' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(container.querySelector('[data-added]')).toHaveTextContent('✓');
    expect(screen.getByRole('button', { name: 'Add Bistro Burger to cart' })).toBe(button);
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(container.querySelector('[data-added]')).toBeNull();
  });

  it('shows nothing when the dish did not go in (the visitor was asked to log in)', async () => {
    const { container } = render(<AddDishButton item={burger} onAdd={async () => false} />, { wrapper: InEnglish });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Bistro Burger to cart' }));
    });
    expect(container.querySelector('[data-added]')).toBeNull();
  });

  it('is off for a sold-out dish, the badge saying why', () => {
    render(<AddDishButton item={{ ...burger, soldOut: true }} onAdd={async () => true} soldOutId="why" />, {
      wrapper: InEnglish,
    });
    const button = screen.getByRole('button', { name: 'Add Bistro Burger to cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', 'why');
  });
});
