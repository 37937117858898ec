// Zod-free on purpose: the browser's first load imports these, and must not pay for zod.
import { englishHours, servedHours, withinHours } from './opening-hours.ts';
import type { WeeklySchedule } from './restaurant.ts';

/**
 * The picks a dish can be put in besides its sections: `popular` (the home page's Popular Items)
 * and `offered` (the menu page's Today's Offer). A dish in one stays in its own sections too.
 */
export const collections = ['popular', 'offered'] as const;
export type Collection = (typeof collections)[number];

/**
 * A section of the menu the owner defines (a shop tab, a part of the menu page): the seeded
 * ones are the spec's five. `slug` is its address (`/order/<SLUG in capitals>`) and a dish's
 * `category` for older clients; `hours` (a week, as the opening hours give it) are when its
 * dishes are served, none: whenever the restaurant is open. A hidden section has no tab or
 * heading of its own; its dishes still show in the collections they are in.
 */
export interface MenuSection {
  id: string;
  slug: string;
  name: string;
  position: number;
  hidden: boolean;
  hours: WeeklySchedule | null;
  /** The line under its banner on the menu page. */
  description: string | null;
  /** Its picture (a picture address from POST /api/images); none: the seeded one for a seeded section. */
  banner: string | null;
}

/** A tab of the shop: a visible section, or one of the collections after them. */
export type ShopTab = {
  /** The address's parameter: `/order/PIZZA`. */
  param: string;
  label: string;
  /** What it sells, in a sentence: "Order <dishes> online". */
  dishes: string;
} & ({ kind: 'section'; slug: string } | { kind: 'collection'; collection: Collection });

/** The collections' tabs, after the sections': their addresses and words are the site's since the spec. */
export const collectionTabs: readonly ShopTab[] = [
  { kind: 'collection', collection: 'popular', param: 'POPULAR', label: 'Popular', dishes: 'our popular dishes' },
  { kind: 'collection', collection: 'offered', param: 'OFFERS', label: 'Today’s Offer', dishes: 'today’s offers' },
];

/** Slugs no section may take: the collections' addresses are theirs. */
export const reservedSlugs = ['popular', 'offers', 'offered'];

/** A section's address parameter: its slug in capitals. */
export const sectionParam = (slug: string) => slug.toUpperCase();

/** The sections that show, in the owner's order. */
export const visibleSections = (sections: readonly MenuSection[]) =>
  sections.filter((section) => !section.hidden).sort((a, b) => a.position - b.position);

/** The shop's tabs, in order: the visible sections, then the collections. */
export function shopTabsOf(sections: readonly MenuSection[]): ShopTab[] {
  return [
    ...visibleSections(sections).map(
      (section): ShopTab => ({
        kind: 'section',
        slug: section.slug,
        param: sectionParam(section.slug),
        label: section.name,
        dishes: section.slug.replaceAll('-', ' '),
      }),
    ),
    ...collectionTabs,
  ];
}

/** Index of the tab a route parameter selects, in any letter case; anything unknown selects the first tab. */
export function shopTabIndex(tabs: readonly ShopTab[], param: string | undefined): number {
  const index = tabs.findIndex((tab) => tab.param === param?.toUpperCase());
  return index === -1 ? 0 : index;
}

/** The dishes a tab shows: a section's, or a collection's. */
export function dishesOfTab<Dish extends { sections: string[]; collections: string[] }>(
  items: readonly Dish[] | undefined,
  tab: ShopTab,
): Dish[] {
  return (
    items?.filter((item) =>
      tab.kind === 'section' ? item.sections.includes(tab.slug) : item.collections.includes(tab.collection),
    ) ?? []
  );
}

/** A slug made from a section's name: "Burgers & Hot Dogs" → "burgers-hot-dogs"; empty when nothing is left. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * The section an older client means by a dish's `category`: a section's slug, or one of the
 * singular categories of the spec's data (salad, soup, dessert) for its section.
 */
export const slugOfCategory = (category: string) =>
  ({ salad: 'salads', soup: 'soups', dessert: 'desserts' })[category] ?? category;

/**
 * When a dish is served, in words (English unless told), when its sections' hours limit it:
 * "Mon–Fri: 11:00am to 3:00pm (Lunch)". Null when one of its sections has no hours (served
 * whenever the restaurant is open).
 */
export function servingHoursOf(
  dish: { sections: readonly string[] },
  sections: readonly MenuSection[],
  words = englishHours,
): string | null {
  const its = sections.filter((section) => dish.sections.includes(section.slug));
  const limited = its.flatMap((section) =>
    section.hours ? [words.ofSection(servedHours(section.hours, words), section.name)] : [],
  );
  return its.length === 0 || limited.length < its.length ? null : limited.join('; ');
}

/** Whether a dish can be ordered for a pickup at `instant`: one of its sections serves then (one without hours always does). */
export function servedAt(
  dish: { sections: readonly string[] },
  sections: readonly MenuSection[],
  instant: Date,
  timeZone: string,
): boolean {
  const its = sections.filter((section) => dish.sections.includes(section.slug));
  return its.length === 0 || its.some((section) => !section.hours || withinHours(section.hours, instant, timeZone));
}

/**
 * Whether the shop says "Only 3 left" of a dish or choice: it is counted, not sold out, and has the
 * restaurant's threshold left or fewer (a threshold of 0: never).
 */
export const fewLeft = (stock: number | null, threshold: number): boolean =>
  stock !== null && stock > 0 && stock <= threshold;
