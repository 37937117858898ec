import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { loadI18n } from '@/lib/i18n.ts';

/** The web app's messages in English, the spec's words, as a component test reads them. */
export const english = await loadI18n('en');

/** What a component test renders the app's components in: the English messages. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}
