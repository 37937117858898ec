import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// As the app's build (apps/web/vite.config.ts): React Router's production build, the same target.
const reactRouterProduction = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  build: { target: 'es2022', modulePreload: { polyfill: false }, reportCompressedSize: false },
  logLevel: 'warn',
});
