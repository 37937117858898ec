import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['./test/setup.ts'],
    pool: 'forks',
    // Each test file builds its own app, database and stand-ins (buildTestApp in test/helper.ts), so the files
    // of a worker can share its loaded modules: the suite stops spending half its time importing.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
