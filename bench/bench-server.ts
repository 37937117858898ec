// The real app plus a bare route, so the API bench can compare /api/menu with Fastify's floor.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';

const config = loadConfig({ ...process.env, WEB_DIST_DIR: '' });
const app = await buildApp({ config });
app.get('/bench/bare', async () => ({ hello: 'world' }));
await app.listen({ port: config.port, host: config.host });
