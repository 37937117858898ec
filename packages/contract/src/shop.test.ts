import { describe, expect, it } from 'vitest';
import { englishHours } from './opening-hours.ts';
import type { WeeklySchedule } from './restaurant.ts';
import { type MenuSection, servedAt, servingHoursOf, shopTabIndex, shopTabsOf, slugOf } from './shop.ts';
import { weekdays } from './weekdays.ts';

const section = (slug: string, name: string, position: number, more: Partial<MenuSection> = {}): MenuSection => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  slug,
  name,
  position,
  hidden: false,
  hours: null,
  description: null,
  banner: null,
  ...more,
});

// The seeded sections, listed out of order: the tabs follow their positions.
const seeded = [
  section('drinks', 'Drinks', 4),
  section('salads', 'Salad', 0),
  section('pizza', 'Pizza', 1),
  section('soups', 'Soups', 2),
  section('desserts', 'Desserts', 3),
  section('mains', 'Mains', 5, { hidden: true }),
];
const tabs = shopTabsOf(seeded);

describe('the shop’s tabs', () => {
  it('are the visible sections in the owner’s order, then Popular and Today’s Offer', () => {
    expect(tabs.map((tab) => tab.label)).toEqual([
      'Salad',
      'Pizza',
      'Soups',
      'Desserts',
      'Drinks',
      'Popular',
      'Today’s Offer',
    ]);
    expect(tabs.map((tab) => tab.param)).toEqual([
      'SALADS',
      'PIZZA',
      'SOUPS',
      'DESSERTS',
      'DRINKS',
      'POPULAR',
      'OFFERS',
    ]);
  });

  it('select the tab a route parameter names, in any letter case, the first for an unknown one', () => {
    expect(shopTabIndex(tabs, 'SALADS')).toBe(0);
    expect(shopTabIndex(tabs, 'drinks')).toBe(4);
    expect(tabs[shopTabIndex(tabs, 'POPULAR')]).toMatchObject({ kind: 'collection', collection: 'popular' });
    expect(tabs[shopTabIndex(tabs, 'offers')]).toMatchObject({ kind: 'collection', collection: 'offered' });
    for (const unknown of ['undefined', 'OFFERED', 'MAINS', undefined]) expect(shopTabIndex(tabs, unknown)).toBe(0);
  });

  it('follow a section added after Pizza', () => {
    const moved = seeded.map((each) => (each.position >= 2 ? { ...each, position: each.position + 1 } : each));
    const withBurgers = shopTabsOf([...moved, section('burgers', 'Burgers', 2)]);
    expect(withBurgers.slice(0, 4).map((tab) => tab.param)).toEqual(['SALADS', 'PIZZA', 'BURGERS', 'SOUPS']);
  });
});

describe('a section’s slug from its name', () => {
  it('keeps letters and digits, joined by hyphens, without accents', () => {
    expect(slugOf('Burgers')).toBe('burgers');
    expect(slugOf('  Crêpes & Galettes! ')).toBe('crepes-galettes');
    expect(slugOf('Menu 2')).toBe('menu-2');
    expect(slugOf('***')).toBe('');
  });
});

describe('a section’s hours', () => {
  const lunchHours = Object.fromEntries(
    weekdays.map((day) => [day, ['saturday', 'sunday'].includes(day) ? [] : [{ opens: '11:00', closes: '15:00' }]]),
  ) as WeeklySchedule;
  const sections = [...seeded, section('lunch', 'Lunch', 6, { hours: lunchHours })];
  const lunchDish = { sections: ['lunch'] };
  // Monday 2026-11-23 in New York.
  const at = (time: string) => new Date(`2026-11-23T${time}:00-05:00`);

  it('let its dishes be ordered for a pickup in them only, on the restaurant’s clock', () => {
    expect(servedAt(lunchDish, sections, at('12:00'), 'America/New_York')).toBe(true);
    expect(servedAt(lunchDish, sections, at('16:00'), 'America/New_York')).toBe(false);
    expect(servedAt(lunchDish, sections, at('15:00'), 'America/New_York')).toBe(false);
    // Saturday noon: no lunch.
    expect(servedAt(lunchDish, sections, new Date('2026-11-28T12:00:00-05:00'), 'America/New_York')).toBe(false);
  });

  it('do not limit a dish also in a section without hours', () => {
    expect(servedAt({ sections: ['lunch', 'soups'] }, sections, at('16:00'), 'America/New_York')).toBe(true);
    expect(servingHoursOf({ sections: ['lunch', 'soups'] }, sections)).toBeNull();
  });

  it('are said in words, English unless told', () => {
    expect(servingHoursOf(lunchDish, sections)).toBe('Mon–Fri: 11:00am to 3:00pm (Lunch)');
    const dinner = section('dinner', 'Dinner', 7, {
      hours: { ...lunchHours, saturday: [{ opens: '18:00', closes: '22:00' }] },
    });
    expect(servingHoursOf({ sections: ['lunch', 'dinner'] }, [...sections, dinner])).toBe(
      'Mon–Fri: 11:00am to 3:00pm (Lunch); Mon–Fri: 11:00am to 3:00pm; Sat: 6:00pm to 10:00pm (Dinner)',
    );
    const words = { ...englishHours, ofSection: (hours: string, name: string) => `${name}, ${hours}` };
    expect(servingHoursOf(lunchDish, sections, words)).toBe('Lunch, Mon–Fri: 11:00am to 3:00pm');
  });
});
