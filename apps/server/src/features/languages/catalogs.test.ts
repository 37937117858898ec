import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@bistro/contract/languages';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { serverCatalogOf } from './messages.ts';

// The server's words (mails) as the web app's are kept (apps/web/src/locales/catalogs.test.ts).
/** The contract's module that says the opening hours with each catalog's `hours.*` messages. */
const HOURS_IN_LANGUAGE = path.resolve(
  import.meta.dirname,
  '../../../../../packages/contract/src/hours-in-language.ts',
);
const src = path.resolve(import.meta.dirname, '../..');
const english = serverCatalogOf('en');

/** The server's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The placeholders a message fills in (`{name}`, `{count, plural, …}`), by name. */
const placeholdersOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(([, name]) => name))].sort();

/**
 * Refusals only a program reads, English as the API's field names are: a webhook's bad signature
 * (Stripe), a reused Idempotency-Key or JSON nested too deep (an API client), a picture's address
 * (an <img>), a backup asked for without the local command's token, and the cancellation guards
 * the contract's schema answers first.
 */
const SAID_TO_PROGRAMS = [
  'features/payments/stripe-webhook-routes.ts',
  'db/idempotency.ts',
  'plugins/infra/request-shape.ts',
  'features/images/served-pictures.ts',
  'features/backups/backups-routes.ts',
  'features/orders/steps/move.ts',
];

describe('the server’s message catalogs', () => {
  it('has a catalog for each of the product’s languages, each with every message and no other', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(serverCatalogOf(language)).sort(), `${language}.json`).toEqual(Object.keys(english).sort());
    }
  });

  it('has every message written in ICU MessageFormat, with the placeholders the English one has', () => {
    for (const language of LANGUAGES) {
      for (const [id, message] of Object.entries(serverCatalogOf(language))) {
        expect(message.trim(), `${language}: ${id} is empty`).not.toBe('');
        expect(() => compileMessage(message), `${language}: ${id}`).not.toThrow();
        expect(placeholdersOf(message), `${language}: ${id}`).toEqual(placeholdersOf(english[id] ?? ''));
      }
    }
  });

  it('has no message the server does not use', () => {
    const source = [...sourceFiles(src), HOURS_IN_LANGUAGE].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(Object.keys(english).filter((id) => !source.includes(`'${id}'`))).toEqual([]);
  });

  it('has no refusal a person reads written in English only', () => {
    // A refusal with words in every language is `conflict(wordsOf('refusal.…'))`; a string is English only.
    const englishOnly =
      /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|paymentRequired)\(\s*['`"]|new Problem\(\s*\d+,\s*['`"]/g;
    const found = sourceFiles(src)
      .filter((file) => !file.endsWith('.testing.ts'))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(englishOnly)].map(
          (found) => `${path.relative(src, file)}:${text.slice(0, found.index).split('\n').length}`,
        );
      });
    expect(found.filter((place) => !SAID_TO_PROGRAMS.some((file) => place.startsWith(`${file}:`)))).toEqual([]);
  });
});
