import type { MenuItem } from '@bistro/contract/menu';
import { type MenuSection, servedAt, servingHoursOf } from '@bistro/contract/shop';
import { useRestaurant } from '@/config/restaurant-status.ts';

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
  const status = useRestaurant().data;
  return (item) => {
    const hours = servingHoursOf(item, sections);
    if (!hours) return null;
    if (!status) return { text: `Served ${hours}.`, orderable: true };
    const served = (time: string) => servedAt(item, sections, new Date(time), status.timeZone);
    if (!status.pickupTimes.some(served) && !(status.asap && served(status.asap))) {
      return { text: `Not orderable now: served ${hours}.`, orderable: false };
    }
    if (status.asap && !served(status.asap)) {
      return { text: `Served ${hours}: choose a pickup time then.`, orderable: true };
    }
    return { text: `Served ${hours}.`, orderable: true };
  };
}
