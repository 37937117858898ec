// Zod-free on purpose: every page's first load keys the cart's lines with this (options.ts, where it
// was, brought zod into every page's first script).

/** One key per set of choices, whatever order they came in: two lines of a dish merge when their keys match. */
export function choiceKey(ids: readonly string[]): string {
  return [...ids].sort().join(',');
}
