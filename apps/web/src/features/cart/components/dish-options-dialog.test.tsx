import type { MenuItem } from '@bistro/contract/menu';
import type { ChosenChoice, OptionGroup } from '@bistro/contract/options';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { DishOptionsDialog } from './dish-options-dialog.tsx';

const pizza: MenuItem = {
  _id: 'pizza',
  name: 'Pepperoni Pizza',
  image: '/images/pizza.webp',
  price: 13.5,
  recipe: '',
  sections: ['pizza'],
  category: 'pizza',
  collections: [],
  taxCategory: null,
  soldOut: false,
  soldOutUntil: null,
  stock: null,
  parLevel: null,
  allergens: [],
  diets: [],
  optionGroups: [
    {
      id: 'size',
      name: 'Pizza size',
      min: 1,
      max: 1,
      choices: [
        { id: 'small', name: 'Small', price: 0, soldOut: false, default: true, stock: null, parLevel: null },
        { id: 'medium', name: 'Medium', price: 2, soldOut: false, default: false, stock: null, parLevel: null },
        { id: 'large', name: 'Large', price: 4, soldOut: false, default: false, stock: null, parLevel: null },
      ],
    },
    {
      id: 'toppings',
      name: 'Extra toppings',
      min: 0,
      max: 2,
      choices: [
        { id: 'olives', name: 'Olives', price: 1, soldOut: false, default: false, stock: null, parLevel: null },
        {
          id: 'mozzarella',
          name: 'Extra mozzarella',
          price: 1.5,
          soldOut: false,
          default: false,
          stock: null,
          parLevel: null,
        },
        { id: 'salami', name: 'Spicy salami', price: 2, soldOut: true, default: false, stock: null, parLevel: null },
      ],
    },
  ],
};

/** The shop's Add button, which opens the dialog. */
function Shop({ item, onAdd }: { item: MenuItem; onAdd: (choices: ChosenChoice[], price: number) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Pepperoni Pizza to cart
      </button>
      {open && (
        <DishOptionsDialog
          item={item}
          onClose={() => setOpen(false)}
          onAdd={async (choices, price) => {
            await onAdd(choices, price);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

async function openDialog(onAdd = vi.fn(async (_: ChosenChoice[], __: number) => {}), item = pizza) {
  const user = userEvent.setup();
  render(<Shop item={item} onAdd={onAdd} />, { wrapper: InEnglish });
  const opener = screen.getByRole('button', { name: 'Add Pepperoni Pizza to cart' });
  await user.click(opener);
  return { user, opener, onAdd, dialog: screen.getByRole('dialog', { name: 'Pepperoni Pizza' }) };
}

describe('the dish options dialog', () => {
  it('offers one size as radios and toppings as checkboxes, with their rules and deltas, the default chosen', async () => {
    const { dialog } = await openDialog();
    const size = within(dialog).getByRole('group', { name: 'Pizza size' });
    expect(within(size).getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(within(size).getByRole('radio', { name: 'Large +$4.00' })).not.toBeChecked();
    expect(size).toHaveAccessibleDescription('Choose 1');
    const toppings = within(dialog).getByRole('group', { name: 'Extra toppings' });
    expect(toppings).toHaveAccessibleDescription('Choose up to 2 (optional)');
    expect(within(toppings).getByRole('checkbox', { name: 'Spicy salami (sold out) +$2.00' })).toBeDisabled();
    expect(within(size).getByRole('radio', { name: 'Small' })).toHaveFocus();
  });

  it('shows the price with the choices as they change, and adds them with it', async () => {
    const { user, dialog, onAdd } = await openDialog();
    expect(within(dialog).getByText('$13.50', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Large +$4.00' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Olives +$1.00' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Extra mozzarella +$1.50' }));
    expect(within(dialog).getByText('$20.00', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(
      [
        { id: 'large', group: 'Pizza size', name: 'Large', price: 4 },
        { id: 'olives', group: 'Extra toppings', name: 'Olives', price: 1 },
        { id: 'mozzarella', group: 'Extra toppings', name: 'Extra mozzarella', price: 1.5 },
      ],
      20,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the group whose rule the choices break, focuses it, and adds nothing', async () => {
    const onAdd = vi.fn(async () => {});
    const [size, toppings] = pizza.optionGroups as [OptionGroup, OptionGroup];
    const noDefault = {
      ...pizza,
      optionGroups: [{ ...size, choices: size.choices.map((choice) => ({ ...choice, default: false })) }, toppings],
    };
    const { user, dialog } = await openDialog(onAdd, noDefault);
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    const group = within(dialog).getByRole('group', { name: 'Pizza size' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose 1 Pizza size: choose 1');
    expect(within(group).getByRole('radio', { name: 'Small' })).toHaveFocus();
    await user.click(within(dialog).getByRole('radio', { name: 'Medium +$2.00' }));
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(onAdd).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const onAdd = vi.fn(async () => {
      throw new Error('Large (Pizza size) is sold out for now');
    });
    const { user, dialog } = await openDialog(onAdd);
    await user.click(within(dialog).getByRole('radio', { name: 'Large +$4.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Large (Pizza size) is sold out for now');
    expect(screen.getByRole('dialog', { name: 'Pepperoni Pizza' })).toBeInTheDocument();
  });

  it('closes with Escape or Cancel without adding, focus back on the Add button', async () => {
    const { user, opener, onAdd } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
