import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/helper.ts';
import { type PostgresHandle, postgresHandle } from './connect.ts';
import { LISTENER_APPLICATION_NAME } from './notice-listener.ts';

/** Until `condition` holds, asked every 50 ms for at most 10 s. */
async function eventually(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a connection to PostgreSQL lost while idle (a restart, a cut)', () => {
  let url: string;
  let admin: pg.Client;
  let handle: PostgresHandle;
  const connectionErrors: Error[] = [];
  beforeAll(async () => {
    url = await createPostgresTestDatabase();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    handle = postgresHandle(url, (error) => connectionErrors.push(error));
  });
  afterAll(async () => {
    await handle.close();
    await admin.end();
  });

  /**
   * Ends this database's connections the handle holds, as a server restart would: client
   * connections only (an autovacuum worker busy on this database is no connection of the handle's,
   * and counting it had the test wait for a loss never told).
   */
  const cut = (which: 'the listener' | 'the pools') =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
         and ${which === 'the listener' ? 'application_name = $1' : 'application_name is distinct from $1'}`,
      [LISTENER_APPLICATION_NAME],
    );

  it('the notices connect again, tell their followers that some may have been missed, and come on', async () => {
    const heard: (string | null)[] = [];
    await handle.listen('menu_test_changed', (payload) => heard.push(payload));
    await admin.query(`select pg_notify('menu_test_changed', 'before')`);
    await eventually(() => heard.includes('before'));

    await cut('the listener');
    await eventually(() => heard.includes(null));
    await admin.query(`select pg_notify('menu_test_changed', 'after')`);
    await eventually(() => heard.includes('after'));
    expect(heard).toEqual(['before', null, 'after']);
  });

  it('the pools’ idle connections go without ending the process, and the next query opens another', async () => {
    await handle.ping();
    connectionErrors.length = 0;
    const { rowCount: ended } = await cut('the pools');
    // Each pool connection ended tells of it once; until then a pool may still hand out one the
    // server has ended. (The listener is left alone: it may tell of its loss twice, once when cut
    // and once if its first reconnection fails, which would make this count arrive early.)
    await eventually(() => connectionErrors.length >= (ended ?? 1));
    await handle.ping();
    await handle.withLock('test', () => handle.ping());
  });
});
