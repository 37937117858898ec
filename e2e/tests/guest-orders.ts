import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Switches guests' orders (guest checkout) on or off, the restaurant's other settings as they are. */
export async function takeGuestOrders(admin: APIRequestContext, guestCheckout: boolean) {
  const settings = await (await admin.get('/api/restaurant/settings')).json();
  const saved = await admin.put('/api/restaurant/settings', { data: { ...settings, guestCheckout } });
  expect(saved.status()).toBe(200);
}
