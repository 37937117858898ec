import { expect, test } from './fixtures.ts';

// The specs order at whatever hour CI runs them, so before them an administrator opens the
// restaurant 24 hours a day, through the settings API as the settings page would.
// restaurant-rules.spec.ts sets the hours it tests and puts these back.

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

test('an administrator opens the restaurant around the clock', async ({ page, signUpWithoutUi }) => {
  await signUpWithoutUi({ name: 'Otto Open', email: 'open-boss@bistro.test', confirm: true });
  const answer = await page.evaluate(async (days) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('access-token')}`,
      'content-type': 'application/json',
    };
    const settings = await (await fetch('/api/restaurant/settings', { headers })).json();
    const weekly = Object.fromEntries(days.map((day) => [day, [{ opens: '00:00', closes: '00:00' }]]));
    const saved = await fetch('/api/restaurant/settings', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...settings, weekly }),
    });
    return saved.status;
  }, weekdays);
  expect(answer).toBe(200);
});
