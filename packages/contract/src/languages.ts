// Without zod: the browser's first load imports this module (language-schemas.ts has the schemas).

/** The languages the product is written in: each has a catalog of the web app's messages. */
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages a restaurant offers (RESTAURANT_LANGUAGES): at least one, the first its default. */
export type OfferedLanguages = [Language, ...Language[]];

/** The visitor's choice, kept in their browser (a year). */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

const KEPT_CHOICE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The language a browser keeps in its cookies (a `Cookie` header, or `document.cookie`), if it is one. */
export function keptLanguageIn(cookies: string): Language | null {
  const kept = KEPT_CHOICE.exec(cookies)?.[1];
  return kept && isLanguage(kept) ? kept : null;
}

/** Arabic is written right to left; the other languages left to right. */
/** The language if the site offers it, else the site's default: what an order, a booking or a mail is written in. */
export const offeredOrDefault = (language: Language | null | undefined, offered: OfferedLanguages): Language =>
  language && offered.includes(language) ? language : offered[0];

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * A public page's language and its path in the default language: `/fr/menu` → French, `/menu`;
 * an address without an offered language's prefix is in the default language.
 */
export function languageOfPath(pathname: string, offered: OfferedLanguages): { language: Language; path: string } {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (prefix && prefix !== offered[0] && isLanguage(prefix) && offered.includes(prefix)) {
    return { language: prefix, path: pathname.slice(3) || '/' };
  }
  return { language: offered[0], path: pathname };
}

/** A public page's address in a language: the default language keeps the path, the others are prefixed (`/fr/menu`). */
export function pathIn(language: Language, path: string, offered: OfferedLanguages): string {
  if (language === offered[0]) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * The offered language a browser prefers, from its `Accept-Language` header (`fr-FR,fr;q=0.9,en;q=0.8`):
 * its tags by weight, each matched on its primary language; null when none is offered.
 */
export function preferredLanguage(acceptLanguage: string | undefined, offered: OfferedLanguages): Language | null {
  if (!acceptLanguage) return null;
  const wanted = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of wanted) {
    if (isLanguage(primary) && offered.includes(primary)) return primary;
  }
  return null;
}

/**
 * The locale a language's dates and times are written in: English keeps the spec's American
 * forms (`en-US`); the others their language's own (`fr`, `ar`). Money keeps the restaurant's
 * locale (RESTAURANT_LOCALE) whatever the page's language: a price reads the same on every page.
 */
export const intlLocaleOf = (language: Language): string => (language === 'en' ? 'en-US' : language);
