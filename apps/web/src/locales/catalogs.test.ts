import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@bistro/contract/languages';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/** The contract's module that says the opening hours with each catalog's `hours.*` messages. */
const HOURS_IN_LANGUAGE = path.resolve(import.meta.dirname, '../../../../packages/contract/src/hours-in-language.ts');
const src = path.resolve(import.meta.dirname, '..');
const catalogOf = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(src, 'locales', `${language}.json`), 'utf8'));
const english = catalogOf('en');

/** The app's source files, tests and the catalogs left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The placeholders a message fills in (`{name}`, `{count, plural, …}`), by name. */
const placeholdersOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(([, name]) => name))].sort();

describe('the message catalogs', () => {
  it('has a catalog for each of the product’s languages, each with every message and no other', () => {
    for (const language of LANGUAGES) {
      const ids = Object.keys(catalogOf(language)).sort();
      expect(ids, `${language}.json`).toEqual(Object.keys(english).sort());
    }
  });

  it('has every message written in ICU MessageFormat, with the placeholders the English one has', () => {
    for (const language of LANGUAGES) {
      for (const [id, message] of Object.entries(catalogOf(language))) {
        expect(message.trim(), `${language}: ${id} is empty`).not.toBe('');
        expect(() => compileMessage(message), `${language}: ${id}`).not.toThrow();
        expect(placeholdersOf(message), `${language}: ${id}`).toEqual(placeholdersOf(english[id] ?? ''));
      }
    }
  });

  it('has no message the app does not use', () => {
    const source = [...sourceFiles(src), HOURS_IN_LANGUAGE].map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused = Object.keys(english).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });
});
