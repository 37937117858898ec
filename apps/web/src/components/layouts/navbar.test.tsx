import type { Brand } from '@bistro/contract/brand';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { InEnglish } from '@/test/in-english.tsx';
import { Navbar } from './navbar.tsx';

/** The navbar at `url`, the site's configuration naming the restaurant (the spec's, unless `brand` says otherwise). */
function renderAt(url: string, brand: Partial<Brand> = {}, navbar = <Navbar />) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, {
    brand: { name: 'Bistro Boss', logo: null, ...brand },
    restaurant: { languages: ['en'] },
  } as never);
  const router = createMemoryRouter([{ path: '*', element: navbar }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <InEnglish>
        <RouterProvider router={router} />
      </InEnglish>
    </QueryClientProvider>,
  );
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

  it('shows the restaurant’s own name and logo', () => {
    renderAt('/', { name: 'Chez Lina', logo: '/images/uploads/logo.webp' });
    const home = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')[0];
    expect(home).toHaveTextContent('Chez LinaRestaurant');
    expect(home?.querySelector('img')).toHaveAttribute('src', '/images/sized/240/uploads/logo.webp');
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
    renderAt('/', {}, <Navbar items={[{ label: 'Profile', to: '/profile', phoneOnly: true }]} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const phoneMenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(phoneMenu).getByRole('link', { name: 'Profile', hidden: true })).toBeInTheDocument();
    const desktopList = screen.getByRole('navigation', { name: 'Main' }).querySelector('ul') as HTMLElement;
    expect(within(desktopList).queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});
