import { servedAt, servingHoursOf } from '@bistro/contract/shop';
import { conflict } from '../../http/problems.ts';
import { clockWords, hoursWordsIn, translatorFor, wordsOf } from '../languages/index.ts';
import type { MenuSnapshot } from './menu-repository.ts';

/**
 * The rule of section hours (docs/menu-sections.md), where an order is made: a dish can be
 * ordered for a pickup time in the hours of one of its sections (a section without hours serves
 * whenever the restaurant is open). The others are refused (409), each named with its hours.
 */
export function checkServedAt(
  { byId, sections }: Pick<MenuSnapshot, 'byId' | 'sections'>,
  dishes: readonly { menuID: string }[],
  { pickupAt, now, timeZone }: { pickupAt: Date; now: Date; timeZone: string },
): void {
  const unserved = [...new Set(dishes.map((dish) => dish.menuID))].flatMap((id) => {
    const dish = byId.get(id);
    return dish && !servedAt(dish, sections, pickupAt, timeZone) ? [dish] : [];
  });
  if (unserved.length === 0) return;
  const when = clockWords(timeZone).when(pickupAt, now);
  throw conflict(
    wordsOf('refusal.notServedAt', (language) => {
      const hours = hoursWordsIn(language);
      return {
        count: unserved.length,
        when: when(language),
        dishes: unserved
          .map((dish) =>
            translatorFor(language)('refusal.servedHours', {
              dish: dish.name,
              hours: servingHoursOf(dish, sections, hours) ?? '',
            }),
          )
          .join('; '),
      };
    }),
  );
}
