import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config/env.ts';
import * as schema from './schema.ts';

/** The query builder both drivers share: one SQL dialect, one schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repository methods accept either. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `work` while holding a database-wide lock, so concurrent app processes migrate and seed once. */
  withStartupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Subscribes to a Postgres NOTIFY channel; used to drop caches when another process changes data. */
  listen(channel: string, onNotify: () => void): Promise<void>;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 727_274_001;

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // PGlite is a single connection inside this process: nothing else can run concurrently.
    withStartupLock: (work) => work(db),
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    close: () => client.close(),
  };
}

export function postgresHandle(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  return {
    kind: 'postgres',
    db,
    withStartupLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: async (channel, onNotify) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        await listener.connect();
      }
      listener.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    close: async () => {
      await listener?.end();
      await pool.end();
    },
  };
}

export async function openDatabase(config: AppConfig['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return postgresHandle(config.url);
  await mkdir(config.dataDir, { recursive: true });
  return pgliteHandle(await PGlite.create(config.dataDir));
}
