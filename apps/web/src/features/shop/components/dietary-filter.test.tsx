import type { DietaryFilter } from '@bistro/contract/dietary';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { DietaryFilterForm } from './dietary-filter.tsx';

function renderFilter(filter: DietaryFilter, hidden = 0) {
  const applied: string[] = [];
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <DietaryFilterForm
          action="/order/SALADS"
          filter={filter}
          hidden={hidden}
          onApply={(href) => applied.push(href)}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />, { wrapper: InEnglish });
  return applied;
}

describe('DietaryFilterForm', () => {
  it('is a GET form to the tab’s address, so it works without JavaScript', () => {
    renderFilter({ diets: [], without: [] });
    const form = screen.getByRole('button', { name: 'Show dishes' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/order/SALADS');
    expect(screen.getByRole('checkbox', { name: 'Vegetarian only' })).toHaveAttribute('name', 'diet');
    expect(screen.getByRole('checkbox', { name: 'tree nuts' })).toHaveAttribute('value', 'nuts');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens the address of the filter chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const applied = renderFilter({ diets: [], without: [] });
    await user.click(screen.getByText('Dietary filter'));
    const hide = screen.getByRole('group', { name: 'Hide dishes with' });
    within(hide).getByRole('checkbox', { name: 'milk' }).focus();
    await user.keyboard(' ');
    within(hide).getByRole('checkbox', { name: 'tree nuts' }).focus();
    await user.keyboard(' ');
    screen.getByRole('checkbox', { name: 'Vegetarian only' }).focus();
    await user.keyboard(' ');
    screen.getByRole('button', { name: 'Show dishes' }).focus();
    await user.keyboard('{Enter}');
    expect(applied).toEqual(['/order/SALADS?diet=vegetarian&without=milk&without=nuts']);
  });

  it('shows the filter in use, says how many dishes it hides and offers to clear it', () => {
    renderFilter({ diets: ['vegan'], without: ['sesame'] }, 3);
    expect(screen.getByRole('checkbox', { name: 'Vegan only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'sesame' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vegetarian only' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3 dishes hidden by your filter. Clear filter');
    expect(screen.getByRole('link', { name: 'Clear filter' })).toHaveAttribute('href', '/order/SALADS');
  });
});
