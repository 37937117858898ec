import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';

try {
  const config = loadConfig();
  const app = await buildApp({ config });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', 'localhost', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  console.log(`\nBistro Boss is open at http://${shownHost}:${port} (database: ${app.database.kind})\n`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
