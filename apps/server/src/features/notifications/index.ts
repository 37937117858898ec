/** The notifications feature's public module: what other features may import from it. */
export type { Notifications, RestaurantNotice } from './notifications.ts';
