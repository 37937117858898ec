import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config/env.ts';
import { claimEmbeddedDatabase } from './embedded-lock.ts';
import { createNoticeListener, type OnNotice } from './notice-listener.ts';
import * as schema from './schema.ts';

/** The query builder both drivers share: one SQL dialect, one schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repository methods accept either. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Runs a statement written in SQL and answers its rows (both drivers answer `{ rows }`). */
export async function queryRows<Row>(tx: DbOrTx, statement: SQL): Promise<Row[]> {
  const result: unknown = await tx.execute(statement);
  return (result as { rows: Row[] }).rows;
}

/**
 * Inside a transaction: waits until no other transaction holds the lock named `key`, and holds
 * it until this one commits or rolls back (a count and the row it allows, taken together).
 */
export async function lockUntilCommit(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

interface HandleBase {
  db: Db;
  /** Runs `work` while holding a database-wide lock, so concurrent app processes migrate and seed once. */
  withStartupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Runs `work` while no other process or request holds the lock named `key` (e.g. one payment intent). */
  withLock<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** One round trip to the database: throws when it does not answer. */
  ping(): Promise<void>;
  /**
   * Subscribes to a Postgres NOTIFY channel; used to drop caches when another process changes
   * data. A null payload: the connection was lost and is back, and notices may have been missed.
   */
  listen(channel: string, onNotice: OnNotice): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database: one connection inside this process, which every request shares. */
export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  /**
   * Runs `work` on one consistent view of the database (REPEATABLE READ), read through a cursor
   * per query of `cursors` (name → select) on a connection of its own, while other requests go on.
   */
  readSnapshot<T>(cursors: Record<string, string>, work: (fetch: SnapshotFetch) => Promise<T>): Promise<T>;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

/** The next rows (at most `count`, none at the end) of one of a snapshot's cursors. */
export type SnapshotFetch = (cursor: string, count: number) => Promise<Record<string, unknown>[]>;

const declareCursors = (cursors: Record<string, string>) =>
  Object.entries(cursors).map(([name, query]) => `declare ${pg.escapeIdentifier(name)} no scroll cursor for ${query}`);
const fetchStatement = (cursor: string, count: number) =>
  `fetch forward ${Math.trunc(count)} from ${pg.escapeIdentifier(cursor)}`;

const STARTUP_LOCK_KEY = 727_274_001;

/** Serializes work per key inside this process (PGlite has no other process to coordinate with). */
function keyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => {}).then(work);
    tails.set(key, current);
    try {
      return await current;
    } finally {
      if (tails.get(key) === current) tails.delete(key);
    }
  };
}

export function pgliteHandle(client: PGlite, release: () => Promise<void> = async () => {}): PgliteHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const withLock = keyedMutex();
  return {
    kind: 'pglite',
    db,
    // PGlite is a single connection inside this process: nothing else can run concurrently.
    withStartupLock: (work) => work(db),
    withLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/**
 * `onConnectionError`: told of a connection lost while idle (the server restarted, the connection
 * was cut). The pools make a new one for the next query, the notices' listener connects again.
 */
export function postgresHandle(url: string, onConnectionError: (error: Error) => void = () => {}): PostgresHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Advisory locks hold their connection while the work runs its queries on `pool`: from the same
  // pool, ten lock holders would wait forever for an eleventh connection.
  const lockPool = new pg.Pool({ connectionString: url, max: 20 });
  // Without a listener, a pool's idle connection that fails ends the process.
  pool.on('error', onConnectionError);
  lockPool.on('error', onConnectionError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const notices = createNoticeListener(url, onConnectionError);
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
    withLock: async (key, work) => {
      const client = await lockPool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtext($1))', [key]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: notices.listen,
    readSnapshot: async (cursors, work) => {
      const client = await pool.connect();
      try {
        await client.query('begin isolation level repeatable read read only');
        for (const statement of declareCursors(cursors)) await client.query(statement);
        const result = await work(async (cursor, count) => (await client.query(fetchStatement(cursor, count))).rows);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await notices.close();
      await Promise.all([pool.end(), lockPool.end()]);
    },
  };
}

export async function openDatabase(
  config: AppConfig['database'],
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return postgresHandle(config.url, onConnectionError);
  await mkdir(config.dataDir, { recursive: true });
  const release = await claimEmbeddedDatabase(config.dataDir);
  try {
    return pgliteHandle(await PGlite.create(config.dataDir), release);
  } catch (error) {
    await release();
    throw error;
  }
}
