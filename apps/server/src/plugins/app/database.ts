import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../../db/connect.ts';
import { migrate } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig['database'];
  /** An already open database (tests); the app then leaves closing it to the caller. */
  handle?: DatabaseHandle;
}

/** Opens the database, applies pending migrations once across processes, and closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, { config, handle: given }) => {
    const handle = given ?? (await openDatabase(config));
    await handle.withStartupLock((db) => migrate(handle, db));
    app.decorate('database', handle);
    if (!given) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
