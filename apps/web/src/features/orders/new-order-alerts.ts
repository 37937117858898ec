import type { Order } from '@bistro/contract/orders';

/** This device's record that the board asked for system notifications once (whatever the answer). */
const ASKED_KEY = 'kitchen-notifications-asked';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Whether the board should offer to turn on system notifications on this device: the browser has
 * them, nobody answered its question yet, and the board has not asked here before. A browser
 * asks only after a click, so the board asks from a button, never as it opens.
 */
export function mayAskForAlerts(): boolean {
  return supported() && Notification.permission === 'default' && localStorage.getItem(ASKED_KEY) === null;
}

/** Asks the browser for its notifications, once on this device: answers whether they are allowed. */
export async function askForAlerts(): Promise<boolean> {
  localStorage.setItem(ASKED_KEY, 'yes');
  return (await Notification.requestPermission()) === 'granted';
}

/**
 * A system notification of each new paid order while the board is out of sight (another tab or
 * app), where the browser allows them; one per order (its id tags it). Browsers that show
 * notifications only through a service worker (Chrome on Android) refuse this: the chime and the
 * board still tell.
 */
export function alertNewOrders(orders: readonly Order[], describe: (order: Order) => string): void {
  if (!supported() || Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
  for (const order of orders) {
    try {
      new Notification(`New order #${order.number}`, { body: describe(order), tag: order._id });
    } catch {
      return;
    }
  }
}
