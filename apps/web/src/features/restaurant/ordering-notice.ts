import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import type { RestaurantStatus } from '@bistro/contract/restaurant';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import type { I18n } from '@lingui/core';
import type { MessageId, MessageValues } from '@/lib/i18n.ts';

export interface Notice {
  tone: 'warning' | 'info';
  title: string;
  text: string | null;
}

/**
 * What a diner must know before ordering, if anything, in the page's language (`i18n`): ordering
 * is paused (and whether a later time can still be ordered for), the restaurant is closed now (and
 * when it opens), or the kitchen takes no more orders today. Null when they can order for as soon as possible.
 */
export function orderingNotice(status: RestaurantStatus, i18n: I18n): Notice | null {
  const t = (id: MessageId, values?: MessageValues) => i18n._(id, values);
  const clock = restaurantClock(status.timeZone, intlLocaleOf(i18n.locale as Language));
  const now = new Date(status.now);
  const when = (moment: string) => t('time.dayAt', { day: clock.dayInSentence(moment, now), time: clock.time(moment) });
  const later = status.pickupTimes.length > 0 ? t('notice.laterPickup') : null;
  const opens = status.nextOpening ? t('notice.opensAgain', { when: when(status.nextOpening) }) : null;
  const todaysNote = status.days[0]?.note ?? null;
  if (status.paused) {
    const title = status.paused.until
      ? t('notice.pausedUntil', { when: when(status.paused.until) })
      : t('notice.pausedForNow');
    const text = [status.paused.message, later ?? t('notice.nothingLater')].filter(Boolean).join(' ');
    return { tone: 'warning', title, text };
  }
  if (!status.openNow) {
    const text = [todaysNote, opens, later].filter(Boolean).join(' ');
    return { tone: 'info', title: t('notice.closedNow'), text: text || null };
  }
  if (!status.asap) {
    const text = [opens, later].filter(Boolean).join(' ');
    return { tone: 'info', title: t('notice.noMoreToday'), text: text || null };
  }
  return null;
}
