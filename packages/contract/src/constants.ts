// Zod-free constants both sides share; the browser's first load imports these.

/** localStorage key of the API access token (spec section 9). */
export const ACCESS_TOKEN_KEY = 'access-token';

/** Password bounds (NIST SP 800-63B: at least 8; long passphrases welcome). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Longest text of each kind; the schemas enforce them and the forms show them (zod-free for the forms' first load). */
export const TEXT_LIMITS = {
  personName: 100,
  dishName: 120,
  recipe: 1000,
} as const;

/** The most of one dish a cart line holds. */
export const MAX_CART_QUANTITY = 50;

/** The longest note a diner can leave the kitchen with an order. */
export const ORDER_NOTE_MAX = 300;
