// Zod-free constants both sides share; the browser's first load imports these.

/** localStorage key of the API access token (spec section 9). */
export const ACCESS_TOKEN_KEY = 'access-token';

export const MIN_PASSWORD_LENGTH = 6;
