import type { MenuSection } from '@bistro/contract/shop';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { MenuItemForm, type MenuItemFormValues } from './menu-item-form.tsx';

const save = async () => true;

const section = (slug: string, name: string, position: number, hidden = false): MenuSection => ({
  id: `section-${slug}`,
  slug,
  name,
  position,
  hidden,
  hours: null,
  description: null,
  banner: null,
});
const sections = [
  section('salads', 'Salad', 0),
  section('pizza', 'Pizza', 1),
  section('burgers', 'Burgers', 2),
  section('soups', 'Soups', 3),
  section('mains', 'Mains', 4, true),
];

describe('MenuItemForm’s picture', () => {
  it('names the file chosen, which a phone’s picker cuts short', async () => {
    const user = userEvent.setup();
    render(<MenuItemForm submitLabel="Add Item" sections={sections} failure={null} onSubmit={save} />, {
      wrapper: InEnglish,
    });
    const picker = screen.getByLabelText('Picture *');
    expect(picker).not.toHaveAttribute('aria-describedby');
    await user.upload(picker, new File(['picture'], 'harvest-pumpkin-soup.webp', { type: 'image/webp' }));
    expect(picker).toHaveAccessibleDescription('Chosen: harvest-pumpkin-soup.webp');
  });

  it('says that an edited dish keeps its current picture until another is chosen', async () => {
    const user = userEvent.setup();
    const current = {
      name: 'Minestrone',
      sections: ['soups'],
      collections: [],
      taxCategory: null,
      price: 8.5,
      recipe: '',
      image: '/images/minestrone.webp',
      allergens: [],
      diets: [],
      stock: null,
      parLevel: null,
    };
    render(
      <MenuItemForm submitLabel="Update Item" current={current} sections={sections} failure={null} onSubmit={save} />,
      { wrapper: InEnglish },
    );
    const picker = screen.getByLabelText('New picture (optional)');
    expect(picker).toHaveAccessibleDescription('No new picture chosen: the dish keeps the one shown.');
    await user.upload(picker, new File(['picture'], 'new-minestrone.webp', { type: 'image/webp' }));
    expect(picker).toHaveAccessibleDescription('Chosen: new-minestrone.webp');
  });
});

describe('MenuItemForm’s sections and collections', () => {
  it('offers the menu’s sections as the category, a hidden one said so, and the collections apart', () => {
    render(<MenuItemForm submitLabel="Add Item" sections={sections} failure={null} onSubmit={save} />, {
      wrapper: InEnglish,
    });
    const choices = screen.getAllByRole('option').filter((option) => !option.hasAttribute('disabled'));
    expect(choices.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['salads', 'Salad'],
      ['pizza', 'Pizza'],
      ['burgers', 'Burgers'],
      ['soups', 'Soups'],
      ['mains', 'Mains (hidden)'],
    ]);
    expect(
      within(screen.getByRole('group', { name: 'Picked for' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['popular', 'offered']);
  });

  it('moves a dish into Burgers, keeps it in Pizza and Popular, and gives it a tax category', async () => {
    const user = userEvent.setup();
    const sent: MenuItemFormValues[] = [];
    const current = {
      name: 'Bistro Burger',
      sections: ['mains'],
      collections: ['popular' as const],
      taxCategory: null,
      price: 16.75,
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
        sections={sections}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
      { wrapper: InEnglish },
    );
    expect(
      within(screen.getByRole('group', { name: 'Picked for' })).getByRole('checkbox', { name: 'Popular (home page)' }),
    ).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Category *'), 'Burgers');
    const alsoIn = screen.getByRole('group', { name: 'Also shown in' });
    expect(within(alsoIn).queryByRole('checkbox', { name: 'Burgers' })).toBeNull();
    await user.click(within(alsoIn).getByRole('checkbox', { name: 'Pizza' }));
    await user.type(screen.getByRole('textbox', { name: 'Tax category' }), 'Takeaway');
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      sections: ['burgers', 'pizza'],
      collections: ['popular'],
      taxCategory: 'takeaway',
    });
  });

  it('says what a tax category cannot be', async () => {
    const user = userEvent.setup();
    render(<MenuItemForm submitLabel="Add Item" sections={sections} failure={null} onSubmit={save} />, {
      wrapper: InEnglish,
    });
    await user.type(screen.getByRole('textbox', { name: 'Tax category' }), 'red wine');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText(/A tax category is a short word/)).toBeInTheDocument();
  });
});

describe('MenuItemForm’s allergens and dietary labels', () => {
  it('shows a dish’s labels ticked, and sends the ones ticked and unticked with the keyboard', async () => {
    const user = userEvent.setup();
    const sent: MenuItemFormValues[] = [];
    const current = {
      name: 'Margherita Pizza',
      sections: ['pizza'],
      collections: [],
      taxCategory: null,
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
        sections={sections}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
      { wrapper: InEnglish },
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
      sections: ['pizza'],
      collections: [],
      taxCategory: null,
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
        sections={sections}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
      { wrapper: InEnglish },
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

describe('MenuItemForm’s translations', () => {
  const current = {
    name: 'Onion soup',
    sections: ['soups'],
    collections: [],
    taxCategory: null,
    price: 9,
    recipe: 'With comté.',
    image: '/x.webp',
    allergens: [],
    diets: [],
    stock: null,
    parLevel: null,
    translations: { es: { name: 'Sopa de cebolla', recipe: 'Con comté.' } },
  };

  it('has no Translations on a menu in one language', () => {
    render(<MenuItemForm submitLabel="Add Item" sections={sections} failure={null} onSubmit={save} />, {
      wrapper: InEnglish,
    });
    expect(screen.queryByRole('group', { name: 'Translations' })).toBeNull();
  });

  it('gives each other language its name and details, in that language and its direction, and sends them', async () => {
    const user = userEvent.setup();
    const sent: MenuItemFormValues[] = [];
    render(
      <MenuItemForm
        submitLabel="Update Item"
        current={current}
        translationLanguages={['es', 'ar']}
        sections={sections}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
      { wrapper: InEnglish },
    );
    const translations = screen.getByRole('group', { name: 'Translations' });
    expect(translations).toHaveAccessibleDescription(
      'The dish’s name and details in the other languages of the menu. Left empty, diners reading that language see the ones above.',
    );
    const arabic = within(translations).getByRole('group', { name: 'العربية' });
    expect(within(arabic).getByText('العربية')).toHaveAttribute('lang', 'ar');
    const arabicName = within(arabic).getByRole('textbox', { name: 'Recipe name in العربية' });
    expect(arabicName).toHaveAttribute('lang', 'ar');
    expect(arabicName).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByRole('textbox', { name: 'Recipe details in العربية' })).toHaveAttribute('dir', 'rtl');
    const spanishName = screen.getByRole('textbox', { name: 'Recipe name in Español' });
    expect(spanishName).toHaveValue('Sopa de cebolla');
    expect(spanishName).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Recipe details in Español' })).toHaveValue('Con comté.');

    await user.type(arabicName, 'حساء البصل');
    await user.clear(screen.getByRole('textbox', { name: 'Recipe details in Español' }));
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // An emptied text is sent as none: the Spanish menu shows the dish's own details.
    expect(JSON.parse(JSON.stringify(sent[0]?.translations))).toEqual({
      es: { name: 'Sopa de cebolla' },
      ar: { name: 'حساء البصل' },
    });
  });

  it('says which translation is too long, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: MenuItemFormValues[] = [];
    render(
      <MenuItemForm
        submitLabel="Update Item"
        current={current}
        translationLanguages={['es']}
        sections={sections}
        failure={null}
        onSubmit={async (values) => {
          sent.push(values);
          return true;
        }}
      />,
      { wrapper: InEnglish },
    );
    const name = screen.getByRole('textbox', { name: 'Recipe name in Español' });
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    expect(await screen.findByText('This name is too long')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('This name is too long');
    expect(sent).toEqual([]);
  });
});
