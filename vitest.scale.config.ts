import { defineConfig } from 'vitest/config';

// `npm run test:scale`: the tests that run the site as a deployment does (bench/scale: HAProxy,
// two app processes, PostgreSQL, the object store) and restart or kill its processes under
// simulated diners. Apart from `npm test`: they take a few minutes and the whole machine.
export default defineConfig({
  test: {
    name: 'scale',
    root: './bench/scale',
    include: ['**/*.scale.test.ts'],
    setupFiles: ['../../apps/server/test/setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 240_000,
  },
});
