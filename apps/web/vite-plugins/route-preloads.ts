import type { RoutePreloads } from '@bistro/contract/preloads';
import type { Plugin, Rolldown } from 'vite';
import { landingPages, startModule } from './landing-pages.ts';

const url = (fileName: string) => `/${fileName}`;

/** The given chunks and the chunks they import, directly or not. */
function withImports(chunks: Rolldown.OutputChunk[], start: Rolldown.OutputChunk[]) {
  const found = [...start];
  for (const file of found) {
    for (const name of file.imports) {
      const imported = chunks.find((other) => other.fileName === name);
      if (imported && !found.includes(imported)) found.push(imported);
    }
  }
  return found;
}

/**
 * The page is whole without its scripts (the server rendered it), and they run only once it is
 * painted (main.tsx): the entry and what it imports load behind the stylesheet and the pictures
 * instead of sharing the connection with them.
 */
const lowPriorityScripts = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

/** The chunks every page runs first: the entry's, and the app's start, which the entry imports. */
function firstChunks(chunks: Rolldown.OutputChunk[]) {
  const start = chunks.find((file) => file.facadeModuleId?.endsWith(startModule));
  if (!start) throw new Error(`route-preloads: no chunk for ${startModule}`);
  return withImports(chunks, [...chunks.filter((file) => file.isEntry), start]);
}

/**
 * Writes dist/preloads.json: for each landing page, its main picture and the stylesheets of its
 * chunks. The scripts are left out: they would load before the page is painted and slow it.
 */
export function routePreloads(): Plugin {
  return {
    name: 'bistro:route-preloads',
    // The client build only: the server renderer's build has no pages' chunks or pictures to list.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const assets = files.filter((file): file is Rolldown.OutputAsset => file.type === 'asset');

      const assetUrl = (source: string) => {
        const asset = assets.find((file) => file.originalFileNames.some((name) => name.endsWith(source)));
        if (!asset) throw new Error(`route-preloads: ${source} is not in the bundle`);
        return url(asset.fileName);
      };

      // The app's own stylesheet is in index.html already.
      const loaded = new Set(firstChunks(chunks));
      const preloads: RoutePreloads = {};
      for (const { path: page, module, image } of landingPages) {
        const chunk = chunks.find((file) => file.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
        const related = withImports(chunks, [chunk]).filter((file) => !loaded.has(file));
        preloads[page] = {
          styles: related.flatMap((file) => [...(file.viteMetadata?.importedCss ?? [])].map(url)),
          image: { small: assetUrl(image[0]), large: assetUrl(image[1]) },
        };
      }
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}
