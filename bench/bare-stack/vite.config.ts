import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction, reactRouterTreeShaking } from '../../apps/web/vite-plugins/react-router-production.ts';

// As the app's browser build (apps/web/vite.config.ts): React Router's production build, trimmed alike, the same target.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), reactRouterTreeShaking()],
  resolve: { alias: [reactRouterProduction] },
  build: { target: 'es2022', modulePreload: { polyfill: false }, reportCompressedSize: false },
  logLevel: 'warn',
});
