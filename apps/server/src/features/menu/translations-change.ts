import type { Language } from '@bistro/contract/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Texts by language, as a dish, an option group or a choice keeps them (`{ fr: { name } }`). */
type Translations = Partial<Record<Language, Record<string, string | undefined>>>;

/** Whether a language was sent with any text: one sent without any is none (the default language's shows). */
const hasTexts = (texts: Record<string, string | undefined> | undefined) => Object.values(texts ?? {}).some(Boolean);

/** The languages sent with texts, as a new row keeps them. */
export function givenTranslations<Sent extends Translations>(sent: Sent): Sent {
  return Object.fromEntries(Object.entries(sent).filter(([, texts]) => hasTexts(texts))) as Sent;
}

/**
 * A stored row's translations changed as sent: each language sent with texts replaces its own,
 * one sent without any is taken away, and those not sent are kept.
 */
export function changedTranslations(column: AnyPgColumn, sent: Translations): SQL {
  const emptied = (Object.keys(sent) as Language[]).filter((language) => !hasTexts(sent[language]));
  return emptied.reduce(
    (translations, language) => sql`(${translations}) - ${language}::text`,
    sql`${column} || ${JSON.stringify(givenTranslations(sent))}::jsonb`,
  );
}
