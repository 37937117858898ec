import { ACCESS_TOKEN_KEY } from '@bistro/contract/constants';

/** The API access token, kept in localStorage under the spec's key. */
export const accessToken = {
  get: (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(ACCESS_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(ACCESS_TOKEN_KEY),
};
