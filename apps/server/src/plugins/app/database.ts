import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../../db/connect.ts';
import { knownMigrations, lastAppliedMigration, migrate } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig['database'];
  /** An already open database (tests); the app then leaves closing it to the caller. */
  handle?: DatabaseHandle;
  /** Runs before migrations change a database that has data's tables already (a backup of it). */
  beforeMigrating?: (handle: DatabaseHandle, pending: string[]) => Promise<void>;
}

/** Opens the database, applies pending migrations once across processes, and closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, { config, handle: given, beforeMigrating }) => {
    const handle =
      given ??
      (await openDatabase(config, (error) =>
        app.log.warn({ err: error }, 'a database connection was lost; the next query or the notices open another'),
      ));
    await handle.withStartupLock(async (db) => {
      const applied = await lastAppliedMigration(db);
      const pending = knownMigrations().filter((migration) => applied !== null && migration.when > applied);
      if (pending.length > 0)
        await beforeMigrating?.(
          handle,
          pending.map((migration) => migration.tag),
        );
      await migrate(handle, db);
    });
    app.decorate<DatabaseHandle>('database', handle);
    if (!given) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
