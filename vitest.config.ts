import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, five projects: the server on PGlite, its API tests again on a real PostgreSQL
// server the harness starts itself, the web app's component tests, the shared contract, and
// the scripts (what the test harnesses and `npm run dev` use to start processes) and the docs' paths.
export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a two-core machine means one file at a
    // time; the test files are independent, so use both cores.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // After the run: the ten slowest files and the tests closest to their timeout.
    reporters: ['default', './scripts/vitest-timing-report.ts'],
    projects: [
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server:pglite',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.postgres.test.ts'],
          globalSetup: ['./test/global-setup.pglite.ts'],
        },
      },
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server:postgres',
          root: './apps/server',
          include: ['src/**/*.api.test.ts', 'src/**/*.postgres.test.ts'],
          // Run once, on PGlite: what an archive holds and when backups are taken and kept does not
          // depend on the database, and each of them starts verification processes (a minute on
          // this tier). Backups of PostgreSQL are tested by several-machines.postgres.test.ts,
          // up-to-postgres.postgres.test.ts, backup.api and backup-while-writing.api, here too.
          exclude: ['src/features/backups/archive-keys.api.test.ts', 'src/features/backups/backups.api.test.ts'],
          globalSetup: ['./test/global-setup.postgres.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.ts'] } },
    ],
  },
});
