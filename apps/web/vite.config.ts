import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstLoadChunks } from './vite-plugins/first-load-chunks.ts';
import { messageCatalogs } from './vite-plugins/message-catalogs.ts';
import { pageRoutes } from './vite-plugins/page-routes.ts';
import { reactRouterProduction, reactRouterTreeShaking } from './vite-plugins/react-router-production.ts';
import { routePreloads } from './vite-plugins/route-preloads.ts';

// The API runs on its own port in development (`npm run dev`); Vite proxies to it.
const apiTarget = process.env.API_URL ?? 'http://localhost:5000';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterTreeShaking(),
    messageCatalogs(),
    tailwindcss(),
    routePreloads(),
    pageRoutes(),
    firstLoadChunks(),
    // Scripts and styles compressed once, at the best ratios, beside the originals: the server
    // sends these files as they are instead of compressing each response.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg)$/,
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        logLevel: 'silent',
      }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build' && !isSsrBuild ? [reactRouterProduction] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/images': apiTarget },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself.
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // The server renderer's build (dist-ssr) is loaded by the server, never served: no public files.
    copyPublicDir: !isSsrBuild,
  },
}));
