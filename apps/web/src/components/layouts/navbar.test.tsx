import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from './navbar.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Navbar', () => {
  it('shows a visitor Our Menu, Order and Log In, plus the Order button', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bistro BossRestaurant', 'Our Menu', 'Order', 'Book a Table', 'Log In', 'Order']);
    expect(within(nav).getAllByRole('link', { name: 'Order' })[0]).toHaveAttribute('href', '/order/SALADS');
  });

  it('highlights Order on every shop tab', () => {
    renderAt('/order/PIZZA');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link', { name: 'Order' })[0]).toHaveClass('text-gold');
    expect(within(nav).getByRole('link', { name: 'Our Menu' })).not.toHaveClass('text-gold');
  });

  it('opens and closes the phone menu, and closes it after navigating', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const phoneMenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(phoneMenu).toBeVisible();
    await user.click(within(phoneMenu as HTMLElement).getByRole('link', { name: 'Our Menu' }));
    expect(router.state.location.pathname).toBe('/menu');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the phone menu on Escape, back on its button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const phoneMenu = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    within(phoneMenu).getByRole('link', { name: 'Our Menu' }).focus();
    await user.keyboard('{Escape}');
    expect(phoneMenu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('keeps phone-only links out of the desktop bar', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <Navbar items={[{ label: 'Profile', to: '/profile', phoneOnly: true }]} /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const phoneMenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(phoneMenu).getByRole('link', { name: 'Profile', hidden: true })).toBeInTheDocument();
    const desktopList = screen.getByRole('navigation', { name: 'Main' }).querySelector('ul') as HTMLElement;
    expect(within(desktopList).queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});
