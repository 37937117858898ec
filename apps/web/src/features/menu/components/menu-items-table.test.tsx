import type { MenuItem } from '@bistro/contract/menu';
import type { MenuSection } from '@bistro/contract/shop';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { InEnglish } from '@/test/in-english.tsx';
import { menuQueryOptions } from '../api/get-menu.ts';
import { menuSectionsQueryOptions } from '../api/get-menu-sections.ts';
import { MenuItemsTable } from './menu-items-table.tsx';

const sections: MenuSection[] = ['Salad', 'Pizza', 'Soups', 'Desserts', 'Drinks'].map((name, position) => ({
  id: `section-${position}`,
  slug: name === 'Salad' ? 'salads' : name.toLowerCase(),
  name,
  position,
  hidden: false,
  hours: null,
  description: null,
  banner: null,
}));

/** 24 dishes: 'Dish 1' to 'Dish 24', the sections taken in turn, and one soup called 'Onion Soup'. */
const menu: MenuItem[] = Array.from({ length: 24 }, (_, index) => ({
  _id: `dish-${index + 1}`,
  name: index === 2 ? 'Onion Soup' : `Dish ${index + 1}`,
  image: `/images/dish-${index + 1}.webp`,
  price: 10 + index,
  recipe: '',
  sections: [sections[index % sections.length]?.slug ?? 'salads'],
  category: sections[index % sections.length]?.slug ?? 'salads',
  collections: [],
  taxCategory: null,
  soldOut: false,
  soldOutUntil: null,
  stock: null,
  parLevel: null,
  allergens: [],
  diets: [],
  optionGroups: [],
}));

function renderTable() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, { restaurant: { languages: ['en'] } } as never);
  queryClient.setQueryData(menuQueryOptions('en').queryKey, menu);
  queryClient.setQueryData(menuSectionsQueryOptions().queryKey, sections);
  const router = createMemoryRouter([{ path: '*', element: <MenuItemsTable /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <InEnglish>
        <RouterProvider router={router} />
      </InEnglish>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The desktop table's rows (the phone's cards hold the same). */
const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

const shownNumbers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('MenuItemsTable', () => {
  it('shows the dishes ten at a time with a Category column, counting on across pages', async () => {
    const user = renderTable();
    expect(screen.getByText('Total items: 24')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Image', 'Name', 'Category', 'Price', 'Availability', 'Edit', 'Delete']);
    expect(shownNames()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(shownNumbers()[0]).toBe('11');
    expect(shownNames()[0]).toBe('Dish 11');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(shownNumbers()).toEqual(['21', '22', '23', '24']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Dishes' })).getAllByRole('article')).toHaveLength(4);
  });

  it('finds dishes by name as one types, in any case, back on the first page', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a dish' }), 'ONION');
    expect(shownNames()).toEqual(['Onion Soup']);
    expect(shownNumbers()).toEqual(['1']);
    expect(screen.queryByRole('navigation', { name: 'Pages of dishes' })).toBeNull();
    expect(screen.getByText('Total items: 24')).toBeInTheDocument();
  });

  it('narrows to a category, and says so when no dish matches', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Soups');
    const soups = menu.filter((item) => item.category === 'soups').map((item) => item.name);
    expect(shownNames()).toEqual(soups);
    expect(screen.queryByText(/^Page /)).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Find a dish' }), 'pizza');
    expect(screen.getByText('No dish matches')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Find a dish' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('names each edit link and delete button after its dish', () => {
    renderTable();
    const row = within(screen.getByRole('table')).getAllByRole('row')[3] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit Onion Soup' })).toHaveAttribute(
      'href',
      '/dashboard/manageitems/updateitem/dish-3',
    );
    expect(within(row).getByRole('button', { name: 'Delete Onion Soup' })).toBeInTheDocument();
  });
});
