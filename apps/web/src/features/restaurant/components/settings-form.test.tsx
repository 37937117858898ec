import { type RestaurantSettings, type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restaurantSettingsQueryOptions } from '../api/get-restaurant-settings.ts';
import { RestaurantSettingsForm } from './settings-form.tsx';

const settings: RestaurantSettings = {
  weekly: Object.fromEntries(weekdays.map((day) => [day, [{ opens: '11:00', closes: '22:00' }]])) as WeeklySchedule,
  exceptions: [{ date: '2026-12-25', windows: [] }],
  preparationMinutes: 20,
  slotMinutes: 15,
  daysAhead: 1,
  lastOrderMinutes: 30,
  maxOrdersPerSlot: 0,
  guestCheckout: false,
  lowStockThreshold: 5,
};

/**
 * The settings page as an admin opens it, the site's settings not read (no time zone: the day
 * buttons are off); PUT /api/restaurant/settings answers 200 and is recorded.
 */
function renderForm() {
  const saved = vi.fn((_: unknown) => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'PUT') saved(JSON.parse(String(init.body)));
      const body = url === '/api/restaurant/settings' ? settings : { message: 'Not in this test' };
      return new Response(JSON.stringify(body), {
        status: url === '/api/restaurant/settings' ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(restaurantSettingsQueryOptions().queryKey, settings);
  render(
    <QueryClientProvider client={queryClient}>
      <RestaurantSettingsForm />
    </QueryClientProvider>,
  );
  return { saved, user: userEvent.setup(), save: screen.getByRole('button', { name: 'Save hours' }) };
}

describe('RestaurantSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names an emptied box on its field and above Save, puts the cursor there, and sends nothing', async () => {
    const { saved, user, save } = renderForm();
    const slot = screen.getByLabelText('Pickup every (minutes)');
    await user.clear(slot);
    expect(screen.getByRole('status')).toHaveTextContent('Your changes apply once you save them.');
    await user.click(save);
    const problem = 'Pickup every (minutes) is empty: enter a whole number from 5 to 120.';
    expect(slot).toHaveAttribute('aria-invalid', 'true');
    expect(slot).toHaveAccessibleDescription(`Diners choose pickup times this many minutes apart. ${problem}`);
    expect(slot).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(problem);
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves the settings with the numbers as numbers, the guests switch included, and has nothing left unsaved', async () => {
    const { saved, user, save } = renderForm();
    await user.clear(screen.getByLabelText('Days ahead'));
    await user.type(screen.getByLabelText('Days ahead'), '3');
    await user.click(screen.getByRole('checkbox', { name: /Take orders from guests/ }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your changes apply once you save them.');
    await user.click(save);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    expect(saved).toHaveBeenCalledWith({ ...settings, daysAhead: 3, guestCheckout: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
