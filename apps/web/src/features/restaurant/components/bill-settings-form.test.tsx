import type { RestaurantSettings, WeeklySchedule } from '@bistro/contract/restaurant';
import { weekdays } from '@bistro/contract/restaurant';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillSettingsForm } from './bill-settings-form.tsx';
import { renderOnSettings } from './settings-page.testing.tsx';

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

function renderForm() {
  const { saved, user } = renderOnSettings(settings, <BillSettingsForm />);
  return { saved, user, save: screen.getByRole('button', { name: 'Save tax and tips' }) };
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
