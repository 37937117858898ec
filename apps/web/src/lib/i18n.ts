import {
  isLanguage,
  keptLanguageIn,
  LANGUAGE_COOKIE,
  type Language,
  languageOfPath,
  type OfferedLanguages,
  pathIn,
} from '@bistro/contract/languages';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { LinguiContext, useLingui } from '@lingui/react';
import { useCallback, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '@/config/site-config.ts';
import type english from '@/locales/en.json';

/** A message of the web app, by its id in the catalogs (src/locales/<language>.json). */
export type MessageId = keyof typeof english;

/** The values a message's placeholders take (`{count}`, `{name}`). */
export type MessageValues = Record<string, string | number>;

type Catalog = () => Promise<{ messages: Messages }>;

// Chunks per language: a page carries its own language's messages and no other's. The first load
// carries those its own code shows (the landing pages, the navbar, the dialogs they open); the
// rest come with any other page (vite-plugins/message-catalogs.ts).
const catalogs: Record<Language, Catalog> = {
  en: () => import('@/locales/en.json?catalog'),
  fr: () => import('@/locales/fr.json?catalog'),
  es: () => import('@/locales/es.json?catalog'),
  de: () => import('@/locales/de.json?catalog'),
  ar: () => import('@/locales/ar.json?catalog'),
};
const restOfCatalogs: Record<Language, Catalog> = {
  en: () => import('@/locales/en.json?catalog-rest'),
  fr: () => import('@/locales/fr.json?catalog-rest'),
  es: () => import('@/locales/es.json?catalog-rest'),
  de: () => import('@/locales/de.json?catalog-rest'),
  ar: () => import('@/locales/ar.json?catalog-rest'),
};

/** The web app's messages in one language, ready to format: those of the first load. */
export async function loadI18n(language: Language): Promise<I18n> {
  const { messages } = await catalogs[language]();
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

const restLoads = new WeakMap<I18n, Promise<void>>();

/** Adds the rest of the language's messages, once: every page but the landing pages needs them. */
export function loadRestOfMessages(i18n: I18n): Promise<void> {
  const language = i18n.locale as Language;
  const load =
    restLoads.get(i18n) ??
    restOfCatalogs[language]().then(
      ({ messages }) => i18n.load(language, messages),
      (failure: unknown) => {
        // Tried again with the next page (e.g. once back online).
        restLoads.delete(i18n);
        throw failure;
      },
    );
  restLoads.set(i18n, load);
  return load;
}

/** The language a page's document is in (`<html lang>`, set by the server), if the site offers it. */
export function documentLanguage(offered: OfferedLanguages): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) && offered.includes(language) ? language : offered[0];
}

/** A page's messages, as `useTranslate` gives them. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The page's messages: `t('nav.menu')`, `t('cart.items', { count })`. */
export function useTranslate(): Translate {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/**
 * As `useTranslate`, for a shared piece that also shows without a catalog (a form rendered alone,
 * as the dashboard's component tests do): null there, and the piece keeps its own words.
 */
export function useTranslateIfLoaded(): {
  language: Language;
  t: (id: MessageId, values?: MessageValues) => string;
} | null {
  const i18n = useContext(LinguiContext)?.i18n;
  return useMemo(
    () => (i18n ? { language: i18n.locale as Language, t: (id, values) => i18n._(id, values) } : null),
    [i18n],
  );
}

/**
 * A message's words before and after one of its values (`{name}`), as the page's language places
 * them: for a control whose name holds a value only screen readers hear, its visible words kept in
 * its name ("Add <Pepperoni Pizza> to cart", « Ajouter <Pepperoni Pizza> au panier »).
 */
export function useWordsAround(): (
  id: MessageId,
  value: string,
  otherValues?: MessageValues,
) => [before: string, after: string] {
  const t = useTranslate();
  return useCallback(
    (id, value, otherValues) => {
      const marker = '\u0000';
      const [before = '', after = ''] = t(id, { ...otherValues, [value]: marker }).split(marker);
      return [before, after];
    },
    [t],
  );
}

/**
 * Whether a page has an address per language (the public pages search engines list: home, menu,
 * the shop, log in, sign up; the router gives them one), for its path in the default language.
 * Every other page (the cart, the dashboard) is in the visitor's language at its one address.
 */
export const hasLanguageAddress = (path: string) =>
  path === '/' || /^\/(?:menu|order|login|signup)(?:[/?]|$)/.test(path);

/** Each language's name in itself, as a switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  ar: 'العربية',
};

/** Keeps a visitor's choice of language (a year): the server sends the pages without a language in their address in it. */
export function keepLanguageChoice(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language this browser keeps (`keepLanguageChoice`), or null. */
export const keptLanguageChoice = (): Language | null => keptLanguageIn(document.cookie);

/**
 * This page's address in another language: a public page's own address in it (`/menu` →
 * `/fr/menu`), any other page as it is (the server sends it in the language kept).
 */
export function useAddressIn(): (language: Language) => string {
  const { offered } = useLanguage();
  const { pathname, search } = useLocation();
  const { path } = languageOfPath(pathname, offered);
  return (language) => `${hasLanguageAddress(path) ? pathIn(language, path, offered) : path}${search}`;
}

/** The page's language alone (what a page needs to write in it, without the site's settings). */
export function usePageLanguage(): Language {
  return useLingui().i18n.locale as Language;
}

/**
 * The page's language, the languages offered, and `localized`: an address in the page's
 * language (`/menu` → `/fr/menu`; a page without an address per language as it is), so that a
 * link keeps the visitor in theirs.
 */
export function useLanguage() {
  const language = usePageLanguage();
  const configured = useSiteConfig().data?.restaurant.languages;
  const offered: OfferedLanguages = configured ?? [language];
  const localized = useCallback(
    (path: string) => (hasLanguageAddress(path) ? pathIn(language, path, offered) : path),
    [language, offered],
  );
  return { language, offered, localized };
}
