// Zod-free on purpose: the home page's first load reads these.

/** The spec's restaurant: what a fresh install shows until the owner makes it theirs (docs/branding.md). */
export const HOUSE_NAME = 'Bistro Boss';
export const HOUSE_TAGLINE = 'Providing reliable foods since 1992';
export const HOUSE_ABOUT =
  'A neighbourhood bistro since 1992: seasonal produce from local growers, bread baked before dawn and a kitchen that still makes every stock, sauce and dessert by hand. Eat with us, or order online and pick it up, ready at the time you choose.';
