/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repository = path.resolve(import.meta.dirname, '../../../..');
const sourceFolders = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

/** The app and contract sources that are not tests nor test helpers, as absolute paths. */
export function productionSources(): string[] {
  return sourceFolders.flatMap((folder) =>
    readdirSync(path.join(repository, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.split(path.sep).includes('test')),
  );
}

/** A pattern a source line must not have, and what to do instead. */
export interface LineRule {
  pattern: RegExp;
  why: string;
}

/** The lines of a text that break one of the rules: "line N: … — why". */
export const linesBreaking =
  (rules: readonly LineRule[]) =>
  (text: string): string[] =>
    text
      .split('\n')
      .flatMap((line, index) =>
        rules
          .filter(({ pattern }) => pattern.test(line))
          .map(({ why }) => `line ${index + 1}: ${line.trim()} — ${why}`),
      );

/** Each line of the production sources (but `except`) that `findings` flags: "file line N: … — why". */
export function findInSources(findings: (text: string) => string[], except: readonly string[] = []): string[] {
  const skipped = new Set(except.map((file) => path.join(repository, file)));
  return productionSources()
    .filter((file) => !skipped.has(file))
    .flatMap((file) =>
      findings(readFileSync(file, 'utf8')).map((finding) => `${path.relative(repository, file)} ${finding}`),
    );
}
