import pg from 'pg';

/** A notice's payload, or null once the connection is back after it was lost: notices sent meanwhile were missed. */
export type OnNotice = (payload: string | null) => void;

/** The listener connection's name in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'bistro-notices';

/** The pause before each try to connect the listener again: it grows with each failed try. */
const RECONNECT_DELAYS_MS = [250, 1000, 5000, 15_000];

/**
 * The one connection on which a process LISTENs (PostgreSQL). When it is lost (the server
 * restarted, the connection was cut), it is made again with the same channels, and every
 * follower is told that it may have missed notices (a null payload): caches are dropped, live
 * streams start again from what they can read.
 */
export function createNoticeListener(url: string, onConnectionError: (error: Error) => void) {
  const followers = new Map<string, OnNotice[]>();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listenTo = (connection: pg.Client, channel: string) =>
    connection.query(`listen ${pg.escapeIdentifier(channel)}`);

  async function connect(): Promise<pg.Client> {
    const connection = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    connection.on('notification', (message) => {
      for (const onNotice of followers.get(message.channel) ?? []) onNotice(message.payload ?? '');
    });
    connection.on('error', (error) => {
      onConnectionError(error);
      lost(connection);
    });
    connection.on('end', () => lost(connection));
    await connection.connect();
    for (const channel of followers.keys()) await listenTo(connection, channel);
    return connection;
  }

  function lost(connection: pg.Client) {
    if (closed || client !== connection) return;
    client = null;
    reconnect(0);
  }

  function reconnect(attempt: number) {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(async () => {
      try {
        const connection = await connect();
        if (closed) {
          await connection.end();
          return;
        }
        client = connection;
        for (const list of followers.values()) for (const onNotice of list) onNotice(null);
      } catch (error) {
        onConnectionError(error as Error);
        if (!closed) reconnect(attempt + 1);
      }
    }, delay);
    retry.unref();
  }

  return {
    async listen(channel: string, onNotice: OnNotice): Promise<void> {
      const known = followers.has(channel);
      followers.set(channel, [...(followers.get(channel) ?? []), onNotice]);
      if (!started) {
        started = true;
        client = await connect().catch((error: unknown) => {
          started = false;
          throw error;
        });
      } else if (client && !known) {
        await listenTo(client, channel);
      }
      // While it reconnects, the new connection listens to every channel followed by then.
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
