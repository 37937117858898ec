import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuItemForm, type MenuItemFormValues } from './menu-item-form.tsx';

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
      allergens: [],
      diets: [],
      stock: null,
      parLevel: null,
    };
    render(<MenuItemForm submitLabel="Update Item" current={current} failure={null} onSubmit={save} />);
    const picker = screen.getByLabelText('New picture (optional)');
    expect(picker).toHaveAccessibleDescription('No new picture chosen: the dish keeps the one shown.');
    await user.upload(picker, new File(['picture'], 'new-minestrone.webp', { type: 'image/webp' }));
    expect(picker).toHaveAccessibleDescription('Chosen: new-minestrone.webp');
  });
});

describe('MenuItemForm’s category', () => {
  it('offers the spec’s five categories first, then the home page’s popular items and the menu’s offer', () => {
    render(<MenuItemForm submitLabel="Add Item" failure={null} onSubmit={save} />);
    const choices = screen.getAllByRole('option').filter((option) => !option.hasAttribute('disabled'));
    expect(choices.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['salad', 'Salad'],
      ['pizza', 'Pizza'],
      ['soup', 'Soup'],
      ['dessert', 'Dessert'],
      ['drinks', 'Drinks'],
      ['popular', 'Popular (home page)'],
      ['offered', 'Today’s offer (menu page)'],
    ]);
  });

  it('moves a popular dish to today’s offer', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const current = {
      name: 'Roast Chicken',
      category: 'popular' as const,
      price: 18,
      recipe: '',
      image: '/x.webp',
      allergens: [],
      diets: [],
      stock: null,
      parLevel: null,
    };
    render(
      <MenuItemForm
        submitLabel="Update Item"
        current={current}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values.category);
          return true;
        }}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Category *'), 'Today’s offer (menu page)');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(sent).toEqual(['offered']));
  });
});

describe('MenuItemForm’s allergens and dietary labels', () => {
  it('shows a dish’s labels ticked, and sends the ones ticked and unticked with the keyboard', async () => {
    const user = userEvent.setup();
    const sent: MenuItemFormValues[] = [];
    const current = {
      name: 'Margherita Pizza',
      category: 'pizza' as const,
      price: 12.95,
      recipe: '',
      image: '/x.webp',
      allergens: ['gluten' as const, 'milk' as const],
      diets: ['vegetarian' as const],
      stock: null,
      parLevel: null,
    };
    render(
      <MenuItemForm
        submitLabel="Update Item"
        current={current}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
    );
    const diets = screen.getByRole('group', { name: 'Dietary labels' });
    const allergens = screen.getByRole('group', { name: 'Contains allergens' });
    expect(within(diets).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    expect(within(allergens).getByRole('checkbox', { name: 'milk' })).toBeChecked();
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);

    within(allergens).getByRole('checkbox', { name: 'milk' }).focus();
    await user.keyboard(' ');
    within(diets).getByRole('checkbox', { name: 'Spicy' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.allergens).toEqual(['gluten']);
    expect([...(sent[0]?.diets ?? [])].sort()).toEqual(['spicy', 'vegetarian']);
  });
});

describe('MenuItemForm’s stock count', () => {
  it('sends a count and a par level, an empty field as not counted, and refuses a negative or fractional count', async () => {
    const user = userEvent.setup();
    const sent: MenuItemFormValues[] = [];
    const current = {
      name: 'Lasagne',
      category: 'pizza' as const,
      price: 14,
      recipe: '',
      image: '/x.webp',
      allergens: [],
      diets: [],
      stock: 12,
      parLevel: null,
    };
    render(
      <MenuItemForm
        submitLabel="Update Item"
        current={current}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
    );
    const left = screen.getByLabelText('Left to sell');
    expect(left).toHaveValue('12');
    await user.clear(left);
    await user.type(left, '-1');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByText('Stock cannot be negative')).toBeInTheDocument();
    await user.clear(left);
    await user.type(left, '2.5');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByText('Stock must be a whole number')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(left);
    await user.type(left, '3');
    await user.type(screen.getByLabelText('Par level each morning'), '10');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ stock: 3, parLevel: 10 });

    await user.clear(left);
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ stock: null, parLevel: 10 });
  });
});
