import type { Plugin } from 'vite';

const preloadTag = (font: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${font}">`;

/**
 * Announces the fonts of index.html's stylesheets in its head, at low priority: they start loading
 * with the document instead of once the stylesheet is parsed and the page laid out, so the text
 * takes them sooner (and moves less as it does), yet they never hold back the stylesheet and the
 * hero picture, which the first paint needs and they are not (`font-display: swap`).
 */
export function earlyFonts(): Plugin {
  return {
    name: 'bistro:early-fonts',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = new Set<string>();
        for (const [, sheet] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)) {
          const asset = sheet ? bundle?.[sheet] : undefined;
          if (asset?.type !== 'asset') throw new Error(`early-fonts: ${sheet} is not in the bundle`);
          for (const [, font] of String(asset.source).matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)) {
            if (font) fonts.add(font);
          }
        }
        return html.replace('</head>', `${[...fonts].map(preloadTag).join('')}</head>`);
      },
    },
  };
}
