import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router's package exports only its development build, warnings and all
 * (remix-run/react-router#14102): a browser build takes the production one beside it.
 */
export const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('react-router')),
    '../production/index.mjs',
  ),
};
