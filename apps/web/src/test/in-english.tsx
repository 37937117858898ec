import type { Language } from '@bistro/contract/languages';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { loadI18n } from '@/lib/i18n.ts';

/** The web app's messages in English, the spec's words, as a component test reads them. */
export const english = await loadI18n('en');

/** What a component test renders the app's components in: the English messages. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}

/** A wrapper rendering in another of the app's languages, for a test of a page's words in it. */
export async function inLanguage(language: Language) {
  const i18n = await loadI18n(language);
  return ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
