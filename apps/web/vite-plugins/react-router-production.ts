import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

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

/**
 * Lets the bundler leave out the parts of React Router a page never uses (`NavLink`, `Form`,
 * `HistoryRouter`, the framework's contexts): the package names its components and contexts in
 * top-level `X.displayName = "…"` statements and makes them with calls not marked pure, so each
 * counts as a side effect and stays, used or not (1.3 kB gzipped of every first load). The names
 * only serve React's developer tools, which a production build does not talk to.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'bistro:react-router-tree-shaking',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/ },
      handler: (code) => ({
        code: code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.(?:createContext|forwardRef|memo)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      }),
    },
  };
}
