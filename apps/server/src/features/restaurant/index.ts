/** The restaurant feature's public module: what other features may import from it. */
export { GUEST_PICKUP_HOLD_MINUTES, PICKUP_HOLD_MINUTES, type RestaurantRules } from './restaurant-rules.ts';
export { type Interval, openingAt, openingsOn, type Schedule } from './schedule.ts';
