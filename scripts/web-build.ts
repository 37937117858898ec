import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const stampFile = path.join(distDir, '.build-hash');
const serverRenderer = path.join(webDir, 'dist-ssr/entry-server.js');

/** Everything the web build reads: its sources, assets, config and the shared contract. */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

function* filesUnder(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    yield* filesUnder(path.join(entry, child.name));
  }
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const entry of inputs) {
    for (const file of filesUnder(entry)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds apps/web (the browser's bundle and the server renderer) when either is missing or older
 * than its sources; returns whether it built.
 */
export function ensureWebBuild(): boolean {
  const current = inputsHash();
  const upToDate = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current && existsSync(serverRenderer);
  if (upToDate) return false;
  console.log('Building the web app (its build is missing or stale)…');
  // Always a production build, even when the server itself runs with NODE_ENV=test.
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
  writeFileSync(stampFile, current);
  return true;
}

// Run directly (`tsx scripts/web-build.ts`, as `npm test` does), it builds if the build is stale.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureWebBuild();
