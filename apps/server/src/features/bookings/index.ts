/** The bookings feature's public module: what other features may import from it. */
export type { Bookings } from './bookings.ts';
export type { Visit, Visits } from './visits.ts';
