import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuItemForm } from './menu-item-form.tsx';

const save = async () => true;

describe('MenuItemForm’s picture', () => {
  it('names the file chosen, which a phone’s picker cuts short', async () => {
    const user = userEvent.setup();
    render(<MenuItemForm submitLabel="Add Item" failure={null} onSubmit={save} />);
    const picker = screen.getByLabelText('Picture *');
    expect(picker).not.toHaveAttribute('aria-describedby');
    await user.upload(picker, new File(['picture'], 'harvest-pumpkin-soup.webp', { type: 'image/webp' }));
    expect(picker).toHaveAccessibleDescription('Chosen: harvest-pumpkin-soup.webp');
  });

  it('says that an edited dish keeps its current picture until another is chosen', async () => {
    const user = userEvent.setup();
    const current = {
      name: 'Minestrone',
      category: 'soup' as const,
      price: 8.5,
      recipe: '',
      image: '/images/minestrone.webp',
    };
    render(<MenuItemForm submitLabel="Update Item" current={current} failure={null} onSubmit={save} />);
    const picker = screen.getByLabelText('New picture (optional)');
    expect(picker).toHaveAccessibleDescription('No new picture chosen: the dish keeps the one shown.');
    await user.upload(picker, new File(['picture'], 'new-minestrone.webp', { type: 'image/webp' }));
    expect(picker).toHaveAccessibleDescription('Chosen: new-minestrone.webp');
  });
});
