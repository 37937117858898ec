import { expect, test } from './fixtures.ts';

// The specs order at whatever hour CI runs them, so before them an administrator opens the
// restaurant 24 hours a day, through the settings API as the settings page would.
// restaurant-rules.spec.ts sets the hours it tests and puts these back.

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

test('an administrator opens the restaurant around the clock', async ({ rootAdmin }) => {
  const settings = await (await rootAdmin.get('/api/restaurant/settings')).json();
  const weekly = Object.fromEntries(weekdays.map((day) => [day, [{ opens: '00:00', closes: '00:00' }]]));
  const saved = await rootAdmin.put('/api/restaurant/settings', { data: { ...settings, weekly } });
  expect(saved.status(), await saved.text()).toBe(200);
});
