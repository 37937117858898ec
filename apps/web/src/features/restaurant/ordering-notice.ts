import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import type { OrderingFacts } from '@bistro/contract/ordering-facts';
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
export function orderingNotice(facts: OrderingFacts, i18n: I18n): Notice | null {
  const t = (id: MessageId, values?: MessageValues) => i18n._(id, values);
  const clock = restaurantClock(facts.timeZone, intlLocaleOf(i18n.locale as Language));
  const now = new Date(facts.now);
  const when = (moment: string) => t('time.dayAt', { day: clock.dayInSentence(moment, now), time: clock.time(moment) });
  const later = facts.later ? t('notice.laterPickup') : null;
  const opens = facts.nextOpening ? t('notice.opensAgain', { when: when(facts.nextOpening) }) : null;
  if (facts.paused) {
    const title = facts.paused.until
      ? t('notice.pausedUntil', { when: when(facts.paused.until) })
      : t('notice.pausedForNow');
    const text = [facts.paused.message, later ?? t('notice.nothingLater')].filter(Boolean).join(' ');
    return { tone: 'warning', title, text };
  }
  if (!facts.openNow) {
    const text = [facts.todaysNote, opens, later].filter(Boolean).join(' ');
    return { tone: 'info', title: t('notice.closedNow'), text: text || null };
  }
  if (!facts.asap) {
    const text = [opens, later].filter(Boolean).join(' ');
    return { tone: 'info', title: t('notice.noMoreToday'), text: text || null };
  }
  return null;
}
