// The real app serving only the API (no web build), for the API and statistics benches.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';

const config = loadConfig({ ...process.env, WEB_DIST_DIR: '' });
const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
