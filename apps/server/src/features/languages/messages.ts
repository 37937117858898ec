import { readFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocaleOf, type Language } from '@bistro/contract/languages';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ProblemWords } from '../../http/problems.ts';
import type english from './locales/en.json';

/** A message of the server's own words (mails), by its id in the catalogs (locales/<language>.json). */
export type ServerMessageId = keyof typeof english;

type MessageValues = Record<string, string | number>;

/** Sentences said one after the other, each in the reader's language (none: left out). */
export const sentences =
  (...said: (ProblemWords | null)[]): ProblemWords =>
  (language) =>
    said.flatMap((words) => (words ? [words(language)] : [])).join(' ');

/** Items one after another as a language lists them: "#1001, #1002", « n° 1001 et n° 1002 ». */
export const itemsIn = (language: Language, items: readonly string[]): string =>
  new Intl.ListFormat(intlLocaleOf(language), { type: 'unit', style: 'short' }).format(items);

/** The server's words in one language: `t('mail.hello', { name })`. */
export type Translate = (id: ServerMessageId, values?: MessageValues) => string;

/** A language's catalog: ICU MessageFormat by id, as the web app's (docs/languages.md). */
export const serverCatalogOf = (language: Language): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'));

const translators = new Map<Language, Translate>();

/**
 * A problem's words from the catalogs (`conflict(wordsOf('refusal.tableTaken', ...))`): its
 * values as they are, or worked out in each language (a day and time written in it).
 */
export const wordsOf =
  (id: ServerMessageId, values?: MessageValues | ((language: Language) => MessageValues)) =>
  (language: Language): string =>
    translatorFor(language)(id, typeof values === 'function' ? values(language) : values);

/** The server's words in a language, with Lingui as the web app has them: its catalog compiled on first use. */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const compiled = Object.fromEntries(
      Object.entries(serverCatalogOf(language)).map(([id, message]) => [id, compileMessage(message)]),
    );
    const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
    translate = (id, values) => i18n._(id, values);
    translators.set(language, translate);
  }
  return translate;
}
