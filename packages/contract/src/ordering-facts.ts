import type { RestaurantStatus } from './restaurant.ts';
import { restaurantClock } from './restaurant-clock.ts';

/**
 * What the shop's ordering notice (paused, closed, no more orders today) says depends on, taken
 * from the restaurant's status: the same facts say the same words. The server renders the shop
 * with them, so the notice is in the page from its first paint instead of pushing the dishes
 * down when it arrives; the browser says it again from the status it fetches.
 */
export interface OrderingFacts {
  timeZone: string;
  /** The moment they were read (ISO): "today" and "tomorrow" are seen from its day. */
  now: string;
  paused: RestaurantStatus['paused'];
  openNow: boolean;
  /** Whether "as soon as possible" is on offer. */
  asap: boolean;
  /** Whether a later pickup time can be chosen. */
  later: boolean;
  nextOpening: string | null;
  /** The note of today's exception ("Closed for a private party"), if any. */
  todaysNote: string | null;
}

export const orderingFactsOf = (status: RestaurantStatus): OrderingFacts => ({
  timeZone: status.timeZone,
  now: status.now,
  paused: status.paused,
  openNow: status.openNow,
  asap: status.asap !== null,
  later: status.pickupTimes.length > 0,
  nextOpening: status.nextOpening,
  todaysNote: status.days[0]?.note ?? null,
});

/**
 * Equal for facts that say the same words: their moment counts only by its day on the
 * restaurant's clock. A page rendered with some facts is kept while the key stays.
 */
export const orderingFactsKey = ({ now, ...facts }: OrderingFacts): string =>
  JSON.stringify({ ...facts, day: restaurantClock(facts.timeZone).dateOf(now) });
