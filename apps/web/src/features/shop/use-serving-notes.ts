import type { MenuItem } from '@bistro/contract/menu';
import { type MenuSection, servedAt, servingHoursOf } from '@bistro/contract/shop';
import { useCallback, useDeferredValue } from 'react';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { useHoursWords } from '@/lib/hours-words.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** What a dish of a section with hours says under it, and whether it can be added now. */
export interface ServingNote {
  text: string;
  /** False when no pickup time on offer now is in its hours: it shows, but cannot be ordered. */
  orderable: boolean;
}

/**
 * The serving notes of the shop's dishes (docs/menu-sections.md): a dish can be ordered for a
 * pickup time in its sections' hours, so it can be added while one of the times on offer (the
 * restaurant's status, read in the browser: the page itself is kept whatever the hour) is in them.
 */
export function useServingNotes(sections: readonly MenuSection[]): (item: MenuItem) => ServingNote | null {
  // The status comes after the page: deferred, the cards it changes render in slices, not in the
  // one task React gives a query's answer (forty cards on a table's menu: 107 ms at 4× CPU).
  const status = useDeferredValue(useRestaurant().data);
  const t = useTranslate();
  const hoursWords = useHoursWords();
  return useCallback(
    (item: MenuItem) => {
      const hours = servingHoursOf(item, sections, hoursWords);
      if (!hours) return null;
      const served = { text: t('shop.served', { hours }), orderable: true };
      if (!status) return served;
      const servedThen = (time: string) => servedAt(item, sections, new Date(time), status.timeZone);
      if (!status.pickupTimes.some(servedThen) && !(status.asap && servedThen(status.asap))) {
        return { text: t('shop.notOrderableNow', { hours }), orderable: false };
      }
      if (status.asap && !servedThen(status.asap)) {
        return { text: t('shop.servedChooseTime', { hours }), orderable: true };
      }
      return served;
    },
    [status, sections, t, hoursWords],
  );
}
