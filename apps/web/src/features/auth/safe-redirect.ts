import { isSameSitePath } from '@bistro/contract/pages';

/** A same-site path to return to after login; anything else (another site, nothing) is `/`. */
export function safeRedirect(target: string | null | undefined): string {
  return target && isSameSitePath(target) ? target : '/';
}
