import type { RestaurantStatus } from '@bistro/contract/restaurant';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { pausedWithNothingLater } from '@bistro/contract/shop';

export interface Notice {
  tone: 'warning' | 'info';
  title: string;
  text: string | null;
}

/**
 * What a diner must know before ordering, if anything: ordering is paused (and whether a later
 * time can still be ordered for), the restaurant is closed now (and when it opens), or the
 * kitchen takes no more orders today. Null when they can order for as soon as possible.
 */
export function orderingNotice(status: RestaurantStatus): Notice | null {
  const clock = restaurantClock(status.timeZone);
  const now = new Date(status.now);
  const later = status.pickupTimes.length > 0 ? 'You can still order for a later pickup time.' : null;
  const opens = status.nextOpening ? `We open again ${clock.when(status.nextOpening, now)}.` : null;
  const todaysNote = status.days[0]?.note ?? null;
  if (status.paused) {
    const until = status.paused.until ? `until ${clock.when(status.paused.until, now)}` : 'for now';
    const text = [status.paused.message, later ?? pausedWithNothingLater].filter(Boolean).join(' ');
    return { tone: 'warning', title: `Online ordering is paused ${until}.`, text };
  }
  if (!status.openNow) {
    const text = [todaysNote, opens, later].filter(Boolean).join(' ');
    return { tone: 'info', title: 'We are closed now.', text: text || null };
  }
  if (!status.asap) {
    const text = [opens, later].filter(Boolean).join(' ');
    return { tone: 'info', title: 'The kitchen takes no more orders before closing.', text: text || null };
  }
  return null;
}
