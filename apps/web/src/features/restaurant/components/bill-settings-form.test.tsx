import type { RestaurantSettings, WeeklySchedule } from '@bistro/contract/restaurant';
import { weekdays } from '@bistro/contract/restaurant';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restaurantSettingsQueryOptions } from '../api/get-restaurant-settings.ts';
import { BillSettingsForm } from './bill-settings-form.tsx';

const settings: RestaurantSettings = {
  weekly: Object.fromEntries(weekdays.map((day) => [day, [{ opens: '11:00', closes: '22:00' }]])) as WeeklySchedule,
  exceptions: [],
  preparationMinutes: 20,
  slotMinutes: 15,
  daysAhead: 1,
  lastOrderMinutes: 30,
  maxOrdersPerSlot: 0,
  guestCheckout: false,
  bill: {
    taxPrices: 'inclusive',
    taxRate: 10,
    taxRates: { drinks: 20 },
    taxRounding: 'line',
    tipPresets: [10, 15],
    taxNumber: null,
  },
};

/** The Tax and tips form as an admin opens it; PUT /api/restaurant/settings answers 200 and is recorded. */
function renderForm() {
  const saved = vi.fn((_: RestaurantSettings) => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'PUT') saved(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(restaurantSettingsQueryOptions().queryKey, settings);
  render(
    <QueryClientProvider client={queryClient}>
      <BillSettingsForm />
    </QueryClientProvider>,
  );
  return { saved, user: userEvent.setup(), save: screen.getByRole('button', { name: 'Save tax and tips' }) };
}

describe('BillSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a tax category given twice above Save and sends nothing; once fixed, sends the bill as numbers', async () => {
    const { saved, user, save } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a tax category' }));
    const [, category] = screen.getAllByLabelText('Tax category');
    const [, rate] = screen.getAllByLabelText('Its rate (%)');
    await user.type(category as HTMLElement, 'Drinks');
    await user.type(rate as HTMLElement, '5,5');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate of a tax category: each tax category once');
    expect(saved).not.toHaveBeenCalled();

    await user.clear(category as HTMLElement);
    await user.type(category as HTMLElement, 'takeaway');
    await user.clear(screen.getByLabelText('Tips offered', { exact: false }));
    await user.type(screen.getByLabelText('Tips offered', { exact: false }), '5; 12%');
    await user.click(save);
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved.mock.calls[0]?.[0].bill).toEqual({
      ...settings.bill,
      taxRates: { drinks: 20, takeaway: 5.5 },
      tipPresets: [5, 12],
    });
  });
});
