/** A same-site path to return to after login; anything else (another site, nothing) is `/`. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
