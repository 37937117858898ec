import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The maps stay true: every file or folder the README and docs/ name exists in the repository.

const root = path.resolve(import.meta.dirname, '..');
/** The repository's files, as git knows them (new ones included, once added). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
/** The maps: the README, the guides in docs/ and the workspaces' READMEs. The decisions are records of their day, kept as written. */
const docs = files.filter(
  (file) =>
    file === 'README.md' ||
    (/^docs\/.*\.md$/.test(file) && !file.startsWith('docs/decisions/')) ||
    /^[\w-]+\/README\.md$/.test(file),
);
/** What the site makes as it runs (in DATA_DIR, a build, a backup archive), named by the docs but never in the repository. */
const madeAtRunTime = /^([A-Z_]+\/|dist\/|apps\/web\/dist(-ssr)?\/)|^(manifest|secrets|server)\.json$/;

/**
 * The paths a text names: relative links, and `code` that reads as a file (`checkout.ts`,
 * `features/orders/flows/`, `e2e/support/sites.ts`). Names with a pattern in them
 * (`<feature>-plugin.ts`, `*.test.ts`, `NNN-title.md`) are not paths.
 */
function pathsIn(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target));
  const code = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => /^[\w.-][\w./-]*(\.(tsx?|jsx?|md|json|sql|sh|ya?ml|css|svg|html)|\/)$/.test(name))
    .filter((name) => name.includes('/') || /\.(tsx?|md|sql|sh|json)$/.test(name));
  return [...links, ...code].filter((name) => !/[<>*{}]|NNN|^\.\.?\/?$/.test(name));
}

/** Whether a path a doc names is in the repository: from the doc's folder, the root, or as the end of a path. */
function exists(name: string, doc: string): boolean {
  const clean = name.replace(/^\.\//, '').replace(/\/$/, '');
  const fromDoc = path.normalize(path.join(path.dirname(doc), clean));
  return files.some(
    (file) =>
      file === fromDoc ||
      file.startsWith(`${fromDoc}/`) ||
      file === clean ||
      file.startsWith(`${clean}/`) ||
      file.endsWith(`/${clean}`) ||
      file.includes(`/${clean}/`),
  );
}

describe('the paths the docs name', () => {
  it('reads links and file names, not patterns or addresses', () => {
    const text =
      'See [orders](orders.md#live-updates), `features/orders/flows/checkout.ts`, `e2e/`, `<feature>-plugin.ts`, `*.test.ts`, [the site](https://example.com), `npm test`, `GET /api/events`.';
    expect(pathsIn(text)).toEqual(['orders.md', 'features/orders/flows/checkout.ts', 'e2e/']);
  });

  it('all exist', () => {
    const missing = docs.flatMap((doc) =>
      pathsIn(readFileSync(path.join(root, doc), 'utf8'))
        .filter((name) => !madeAtRunTime.test(name) && !exists(name, doc))
        .map((name) => `${doc}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
