import type { Plugin } from 'vite';
import { landingPages, startModule } from './landing-pages.ts';

/**
 * Puts the code a first visit needs into a few chunks instead of dozens.
 *
 * Left to itself, Rolldown gives every small module that the entry and a lazy page share a
 * chunk of its own (rolldown/rolldown#10731): the home page asked for 40 files of about a
 * kilobyte each, and on a phone's connection each costs a round trip. Here the modules the
 * app's start imports, directly or not, become one chunk (`app`); what a landing page imports
 * besides goes into that page's chunk, or into `pages` when two landing pages share it. The
 * forms' kit (zod, react-hook-form and the contract's schemas and rules, which nearly every other
 * page has a form of) is one chunk, `forms`: a table's menu asked for 64 files before it showed a
 * dish, 46 with it (Lighthouse's LCP 4.2 s, then 3.7; sign-in's pages load 22 kB more of it).
 * Everything else (the dashboard, Swiper, the dialogs) keeps Rolldown's splitting.
 *
 * The start module itself stays in a chunk of its own, outside `app`: it awaits the first page's
 * chunk, which imports `app`, and a chunk that awaited its own importer would wait for ever.
 */
const FORMS_KIT = /\/packages\/contract\/src\/|\/node_modules\/(?:zod|react-hook-form|@hookform)\//;

export function firstLoadChunks(): Plugin {
  const appGraph = new Set<string>();
  /** For each module a landing page imports (and `app` does not hold), the chunk it goes to. */
  const pageChunk = new Map<string, string>();
  return {
    name: 'bistro:first-load-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The entry imports it too: in `app`, it would have the entry run `app` first.
                { name: 'preload-helper', test: (id: string) => id.includes('vite/preload-helper'), priority: 3 },
                { name: 'app', test: (id: string) => appGraph.has(id), priority: 2 },
                // Before the pages' own groups: a group takes in what its modules import.
                { name: 'pages', test: (id: string) => pageChunk.get(id) === 'pages', priority: 1 },
                { name: (id: string) => pageChunk.get(id), test: (id: string) => pageChunk.has(id), priority: 0 },
                { name: 'forms', test: (id: string) => FORMS_KIT.test(id), priority: 0 },
              ],
            },
          },
        },
      },
    }),
    // The module graph is complete here, and chunks are not yet made.
    buildEnd() {
      /** Adds to `into` the roots and what they import, not dynamically, short of `except`. */
      const staticGraph = (roots: string[], into: Set<string>, except?: Set<string>) => {
        const pending = [...roots];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (into.has(id) || except?.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const ids = [...this.getModuleIds()];
      const start = ids.find((id) => id.endsWith(startModule));
      if (!start) throw new Error(`first-load-chunks: ${startModule} is not in the build`);
      staticGraph(this.getModuleInfo(start)?.importedIds ?? [], appGraph);
      for (const { chunk: name, module } of landingPages) {
        const root = ids.find((id) => id.endsWith(module));
        if (!root) throw new Error(`first-load-chunks: ${module} is not in the build`);
        const pageGraph = new Set<string>();
        staticGraph([root], pageGraph, appGraph);
        for (const id of pageGraph) pageChunk.set(id, pageChunk.has(id) ? 'pages' : name);
      }
    },
  };
}
