import type { CartItem } from '@bistro/contract/cart';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { CartTable } from './cart-table.tsx';

const line = (id: string, name: string, price: number, quantity: number): CartItem => ({
  _id: `line-${id}`,
  menuID: `dish-${id}`,
  name,
  image: `/images/${id}.webp`,
  price,
  quantity,
  soldOut: false,
  choices: [],
});
const items = [line('soup', 'Tomato Soup', 1.15, 3), line('pie', 'Fish Pie', 14.5, 1)];

function renderTable() {
  const onDelete = vi.fn();
  render(<CartTable items={items} onQuantity={() => {}} onDelete={onDelete} />, { wrapper: InEnglish });
  return { onDelete, user: userEvent.setup() };
}

/** The desktop table (the phone's cards hold the same cells). */
const table = () => within(screen.getByRole('table'));

describe('CartTable', () => {
  it('shows each line as quantity × price and its total, added in cents', () => {
    renderTable();
    expect(table().getByRole('columnheader', { name: 'Line total' })).toBeInTheDocument();
    const [soup, pie] = table().getAllByRole('row').slice(1);
    expect(within(soup as HTMLElement).getByRole('cell', { name: '3 × $1.15 = $3.45' })).toBeInTheDocument();
    expect(within(pie as HTMLElement).getByRole('cell', { name: '1 × $14.50 = $14.50' })).toBeInTheDocument();
    // The unit price keeps its column (the spec's table shows the price).
    expect(within(soup as HTMLElement).getByRole('cell', { name: '$1.15' })).toBeInTheDocument();
  });

  it('gives each card on a phone its line total too', () => {
    renderTable();
    const card = within(screen.getByRole('list', { name: 'Dishes in your cart' })).getByRole('article', {
      name: 'Tomato Soup',
    });
    expect(card).toHaveTextContent('Line total3 × $1.15 = $3.45');
  });

  it('deletes through a small icon button named after the dish, not a red block', async () => {
    const { onDelete, user } = renderTable();
    const card = within(screen.getByRole('list', { name: 'Dishes in your cart' })).getByRole('article', {
      name: 'Fish Pie',
    });
    const remove = within(card).getByRole('button', { name: 'Delete Fish Pie' });
    expect(remove).toHaveClass('btn-ghost', 'btn-sm');
    expect(remove).not.toHaveClass('btn-error');
    await user.click(remove);
    expect(onDelete).toHaveBeenCalledWith(items[1]);
  });
});
