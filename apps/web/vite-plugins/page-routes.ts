import path from 'node:path';
import type { PageRoutes } from '@bistro/contract/page-routes';
import { type Plugin, runnerImport } from 'vite';

type PathsModule = typeof import('../src/config/paths.ts');

interface Route {
  path: string;
}

/** Every `path` in the tree of routes. */
function routePaths(tree: object): string[] {
  return Object.values(tree).flatMap((entry: Route | object) =>
    'path' in entry && typeof entry.path === 'string' ? [entry.path] : routePaths(entry),
  );
}

/** Writes dist/page-routes.json: the app's routes, so the server answers 404 for any other address. */
export function pageRoutes(): Plugin {
  return {
    name: 'bistro:page-routes',
    // The client build only: the server renderer's build has no pages' chunks or pictures to list.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async generateBundle() {
      // Through Vite's module runner: paths.ts imports the contract's TypeScript.
      const file = path.resolve(import.meta.dirname, '../src/config/paths.ts');
      const { module } = await runnerImport<PathsModule>(file, { configFile: false });
      const routes: PageRoutes = routePaths(module.paths);
      this.emitFile({ type: 'asset', fileName: 'page-routes.json', source: JSON.stringify(routes, null, 2) });
    },
  };
}
