import type { RoutePreloads } from '@bistro/contract/preloads';
import type { Plugin, Rolldown } from 'vite';

/**
 * The pages people land on, with the route module and the main picture each one needs first.
 * The server announces them in the HTML it sends for that page (see apps/server web plugin),
 * so the browser fetches them alongside the main bundle instead of after it.
 */
const landingPages: Record<string, { module: string; image: [small: string, large: string] }> = {
  '/': {
    module: 'src/app/routes/home.tsx',
    image: ['src/assets/home/carousel-1-800.webp', 'src/assets/home/carousel-1-1440.webp'],
  },
  '/menu': {
    module: 'src/app/routes/menu.tsx',
    image: ['src/assets/banners/menu-hero-800.webp', 'src/assets/banners/menu-hero-1440.webp'],
  },
  '/order/': {
    module: 'src/app/routes/order.tsx',
    image: ['src/assets/banners/order-hero-800.webp', 'src/assets/banners/order-hero-1440.webp'],
  },
};

/** Writes dist/preloads.json: for each landing page, the hashed files to preload. */
export function routePreloads(): Plugin {
  return {
    name: 'bistro:route-preloads',
    // The client build only: the server renderer's build has no pages' chunks or pictures to list.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const chunks = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const assets = files.filter((file): file is Rolldown.OutputAsset => file.type === 'asset');
      const url = (fileName: string) => `/${fileName}`;

      const assetUrl = (source: string) => {
        const asset = assets.find((file) => file.originalFileNames.some((name) => name.endsWith(source)));
        if (!asset) throw new Error(`route-preloads: ${source} is not in the bundle`);
        return url(asset.fileName);
      };

      /** The given chunks and the chunks they import, directly or not. */
      const withImports = (start: Rolldown.OutputChunk[]) => {
        const found = [...start];
        for (const file of found) {
          for (const name of file.imports) {
            const imported = chunks.find((other) => other.fileName === name);
            if (imported && !found.includes(imported)) found.push(imported);
          }
        }
        return found;
      };

      const preloads: RoutePreloads = {};
      for (const [page, { module, image }] of Object.entries(landingPages)) {
        const chunk = chunks.find((file) => file.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
        // The entry and what it imports are already in index.html; announce the rest.
        const loaded = new Set(withImports(chunks.filter((file) => file.isEntry)));
        const related = withImports([chunk]).filter((file) => !loaded.has(file));
        preloads[page] = {
          modules: related.map((file) => url(file.fileName)),
          styles: related.flatMap((file) => [...(file.viteMetadata?.importedCss ?? [])].map(url)),
          image: { small: assetUrl(image[0]), large: assetUrl(image[1]) },
        };
      }
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}
