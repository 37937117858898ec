import type { DietCode } from '@bistro/contract/dietary';
import type { MenuItem } from '@bistro/contract/menu';
import { fromMajor, restaurantCurrency, toMajorText } from '@bistro/contract/money';
import type { WeeklySchedule } from '@bistro/contract/restaurant';
import type { DishRating, PublishedReviews } from '@bistro/contract/reviews';
import { dishesOfTab, type ShopTab } from '@bistro/contract/shop';

/** What schema.org's readers (search engines, link previews) learn about the restaurant. */
export interface RestaurantFacts {
  siteUrl: string;
  name: string;
  tagline: string | null;
  /** The logo's address on this site. */
  logo: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** The restaurant's pages elsewhere (its social links). */
  sameAs: string[];
  mapUrl: string | null;
  weekly: WeeklySchedule;
  image: string | null;
  /** Published reviews only: hidden ones never reach a page. */
  reviews: PublishedReviews;
}

/** schema.org `AggregateRating`: an average of 1 to 5 stars from `count` reviews. */
const aggregateRating = (average: number, count: number) => ({
  '@type': 'AggregateRating',
  ratingValue: average,
  bestRating: 5,
  worstRating: 1,
  ratingCount: count,
});

/** schema.org `AggregateRating` and the latest `Review`s, or nothing while no review is published. */
function ratingData({ average, count, latest }: PublishedReviews) {
  if (average === null || count === 0) return {};
  return {
    aggregateRating: aggregateRating(average, count),
    review: latest.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

const schemaDay = (day: string) => `https://schema.org/${day[0]?.toUpperCase()}${day.slice(1)}`;

/** The week's windows as schema.org opening hours; a 24-hour window (00:00–00:00) closes at 23:59. */
function openingHours(weekly: WeeklySchedule) {
  return Object.entries(weekly).flatMap(([day, windows]) =>
    windows.map(({ opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: schemaDay(day),
      opens,
      closes: opens === closes ? '23:59' : closes,
    })),
  );
}

/** The schema.org diets of the dietary labels; spicy is a label, not a diet. */
const schemaDiets: Record<DietCode, string | null> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  gluten_free: 'https://schema.org/GlutenFreeDiet',
  spicy: null,
};

/** A dish's `suitableForDiet`, or nothing when it suits none of them. */
function suitableForDiet(diets: readonly DietCode[]) {
  const suitable = diets.flatMap((code) => schemaDiets[code] ?? []);
  return suitable.length === 0 ? {} : { suitableForDiet: suitable };
}

/**
 * schema.org `Menu`: a `MenuSection` per shop tab (the visible sections, then the collections),
 * its dishes with their prices as offers, the diets they suit and, for a dish with enough
 * published reviews (`ratings`), its `AggregateRating`.
 */
export function menuData(
  { siteUrl, name, tabs }: { siteUrl: string; name: string; tabs: readonly ShopTab[] },
  items: Iterable<MenuItem>,
  ratings: readonly DishRating[],
) {
  const dishes = [...items];
  const ratingOf = new Map(ratings.map((rating) => [rating.menuItemId, rating]));
  const dishRating = (dish: MenuItem) => {
    const rating = ratingOf.get(dish._id);
    return rating ? { aggregateRating: aggregateRating(rating.average, rating.count) } : {};
  };
  return {
    '@type': 'Menu',
    name: `${name} menu`,
    url: `${siteUrl}/menu`,
    hasMenuSection: tabs.map((tab) => ({
      '@type': 'MenuSection',
      name: tab.label,
      url: `${siteUrl}/order/${tab.param}`,
      hasMenuItem: dishesOfTab(dishes, tab).map((dish) => ({
        '@type': 'MenuItem',
        name: dish.name,
        description: dish.recipe,
        ...suitableForDiet(dish.diets),
        ...dishRating(dish),
        offers: {
          '@type': 'Offer',
          price: toMajorText(fromMajor(dish.price)),
          priceCurrency: restaurantCurrency(),
          availability: dish.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
        },
      })),
    })),
  };
}

/** schema.org `Restaurant`, with its menu inline when given, else a link to it. */
export function restaurantData(facts: RestaurantFacts, menu?: ReturnType<typeof menuData>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: facts.name,
    ...(facts.tagline ? { slogan: facts.tagline } : {}),
    url: facts.siteUrl,
    ...(facts.logo ? { logo: facts.logo } : {}),
    ...(facts.image ? { image: facts.image } : {}),
    ...(facts.address ? { address: { '@type': 'PostalAddress', streetAddress: facts.address } } : {}),
    ...(facts.phone ? { telephone: facts.phone } : {}),
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.sameAs.length > 0 ? { sameAs: facts.sameAs } : {}),
    ...(facts.mapUrl ? { hasMap: facts.mapUrl } : {}),
    servesCuisine: 'International',
    priceRange: '$$',
    acceptsReservations: false,
    openingHoursSpecification: openingHours(facts.weekly),
    hasMenu: menu ?? `${facts.siteUrl}/menu`,
    ...ratingData(facts.reviews),
  };
}
