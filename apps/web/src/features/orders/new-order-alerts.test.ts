import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '@/test/order-fixture.ts';
import { alertNewOrders, askForAlerts, mayAskForAlerts } from './new-order-alerts.ts';

/** The browser's notifications, as a stand-in: its permission, the requests for it, the notifications shown. */
function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: { title: string; body: string | undefined }[] = [];
  const requests = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(
      function RecordedNotification(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      },
      { permission, requestPermission: requests },
    ),
  );
  return { shown, requests };
}
const visibility = (state: DocumentVisibilityState) =>
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);

describe('the board’s system notifications of new orders', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('are asked for once on a device, and only while the browser has not been answered', async () => {
    const { requests } = stubNotifications('default');
    expect(mayAskForAlerts()).toBe(true);
    expect(await askForAlerts()).toBe(true);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(mayAskForAlerts()).toBe(false);
    localStorage.clear();
    stubNotifications('denied');
    expect(mayAskForAlerts()).toBe(false);
  });

  it('show each new order while the board is out of sight, where allowed, and never while it is looked at', () => {
    const orders = [orderFixture({ number: 1042 }), orderFixture({ _id: 'other', number: 1043 })];
    const allowed = stubNotifications('granted');
    visibility('visible');
    alertNewOrders(orders, (order) => `order ${order.number}`);
    expect(allowed.shown).toEqual([]);
    visibility('hidden');
    alertNewOrders(orders, (order) => `order ${order.number}`);
    expect(allowed.shown).toEqual([
      { title: 'New order #1042', body: 'order 1042' },
      { title: 'New order #1043', body: 'order 1043' },
    ]);
    const refused = stubNotifications('denied');
    alertNewOrders(orders, (order) => `order ${order.number}`);
    expect(refused.shown).toEqual([]);
  });
});
