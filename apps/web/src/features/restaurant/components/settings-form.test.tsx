import { type RestaurantSettings, type WeeklySchedule, weekdays } from '@bistro/contract/restaurant';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestaurantSettingsForm } from './settings-form.tsx';
import { renderOnSettings } from './settings-page.testing.tsx';

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
  orders: { accept: { mode: 'auto' } },
};

function renderForm() {
  const { saved, user } = renderOnSettings(settings, <RestaurantSettingsForm />);
  return { saved, user, save: screen.getByRole('button', { name: 'Save hours' }) };
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

  it('has each order accepted by a cook within the minutes the owner gives, and names an empty box', async () => {
    const { saved, user, save } = renderForm();
    await user.click(screen.getByRole('radio', { name: /A cook accepts each order/ }));
    const minutes = screen.getByLabelText('Minutes to accept an order');
    await user.clear(minutes);
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Minutes to accept an order is empty: enter a whole number from 1 to 120.',
    );
    expect(saved).not.toHaveBeenCalled();
    await user.type(minutes, '3');
    await user.click(save);
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ ...settings, orders: { accept: { mode: 'staff', withinMinutes: 3 } } }),
    );
  });
});
