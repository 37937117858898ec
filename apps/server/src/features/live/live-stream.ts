import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { ACCOUNT_CHANGED_CHANNEL } from '../users/index.ts';

/** One open stream: whose it is and from where, whether it sees everything (staff, admins), where its frames go, and how it ends. */
interface StreamSubscriber {
  userId: string;
  address: string;
  seesEverything: boolean;
  write(frame: string): void;
  end(): void;
}

/**
 * A Server-Sent Events frame: `event` with `data` as JSON, numbered by `id` when it has one (a
 * frame without an id leaves the client's Last-Event-ID as it was).
 */
export function sseFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What every notice a stream follows says: whose the changed thing is (null: no diner's, staff only). */
export interface LiveNotice {
  userId: string | null;
}

/** Who a stream is for, from where, and until when. */
export interface StreamViewer {
  userId: string;
  /** The client's address (the request's `ip`, through the trusted proxies). */
  address: string;
  /** Whether it sees every change (staff, admins), or only its own account's. */
  seesEverything: boolean;
  /** When the token it was opened with expires: the stream ends then (the client reconnects with a fresh one). */
  until: Date;
  /** Whether the viewer may still see what they saw when authenticated (their role unchanged). */
  stillAllowed(): Promise<boolean>;
  /** The frames that start the stream once it is allowed: what it missed since it last saw, or where it starts. */
  catchUp(): Promise<string[]>;
}

const KEEP_ALIVE_MS = 25_000;

/**
 * How many streams may be open at once on this process: per account, per client address, and in
 * all. Every open stream holds a file handle; a process that runs out of them answers nothing
 * else, health checks and scheduled jobs included.
 */
export interface StreamLimits {
  perAccount: number;
  perAddress: number;
  total: number;
}

/** The 429 a stream over its limits is answered, as the API's errors are written. */
function refuse(raw: ServerResponse, message: string, retryAfterSeconds: number): void {
  raw.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfterSeconds) });
  raw.end(JSON.stringify({ error: 'Too Many Requests', message }));
}

const canSee = (subscriber: StreamSubscriber, userId: string | null) =>
  subscriber.seesEverything || (userId !== null && subscriber.userId === userId);

/**
 * Live updates for the streams open on this process, on one stream per client whatever it
 * follows (orders, bookings). Each feature announces its changes by Postgres NOTIFY (at commit,
 * from whichever process made them) on its channel and tells here how a notice becomes a frame;
 * each notice is read once, turned into one frame, and written to every stream allowed to see
 * it. Notices are handled in the order they arrive, so a stream never sees a thing go back to an
 * older state.
 *
 * A stream shows what its account's role allowed when it opened, so it ends when any process
 * announces that the account changed (its role, its deletion, its tokens ended): the client
 * reconnects and is shown what the account may see now, or is refused.
 */
export function createLiveStream({
  database,
  clock,
  log,
  limits,
}: {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  limits: StreamLimits;
}) {
  const subscribers = new Set<StreamSubscriber>();

  /** Why one more stream for this viewer would be one too many, or undefined when it may open. */
  function overLimit({ userId, address }: StreamViewer): { message: string; retryAfterSeconds: number } | undefined {
    if (subscribers.size >= limits.total) {
      return {
        message: 'Too many live updates are open on the site just now: try again in a minute',
        retryAfterSeconds: 60,
      };
    }
    const open = [...subscribers];
    if (open.filter((subscriber) => subscriber.userId === userId).length >= limits.perAccount) {
      return {
        message: `This account has ${limits.perAccount} live updates open already: close a tab or a device showing them first`,
        retryAfterSeconds: 30,
      };
    }
    if (open.filter((subscriber) => subscriber.address === address).length >= limits.perAddress) {
      return {
        message: `Your address has ${limits.perAddress} live updates open already: close some first`,
        retryAfterSeconds: 30,
      };
    }
    return undefined;
  }
  let handling: Promise<void> = Promise.resolve();

  /** Ends an account's streams; every stream for null (notices were missed): each client connects again and catches up. */
  const endStreamsOf = (userId: string | null) => {
    for (const subscriber of subscribers) if (userId === null || subscriber.userId === userId) subscriber.end();
  };

  return {
    /** Ends the streams of an account when any process announces that it changed. */
    async start() {
      await database.listen(ACCOUNT_CHANGED_CHANNEL, endStreamsOf);
    },

    /**
     * Follows a NOTIFY channel whose payloads are JSON notices: each becomes the frame `frameOf`
     * answers (read only when some stream may see it; undefined when the thing is gone), for the
     * staff's streams and its diner's.
     */
    async follow<Notice extends LiveNotice>(
      channel: string,
      frameOf: (notice: Notice) => Promise<string | undefined>,
    ): Promise<void> {
      async function deliver(notice: Notice) {
        const audience = [...subscribers].filter((subscriber) => canSee(subscriber, notice.userId));
        if (audience.length === 0) return;
        const frame = await frameOf(notice);
        if (frame === undefined) return;
        for (const subscriber of audience) subscriber.write(frame);
      }
      await database.listen(channel, (payload) => {
        if (payload === null) return endStreamsOf(null);
        handling = handling
          .then(() => deliver(JSON.parse(payload) as Notice))
          .catch((error: unknown) => log.error({ err: error, channel }, 'could not deliver a live update'));
      });
    },

    /**
     * Ends every stream open here, telling each client to connect again in `retryMs` (the
     * process is stopping): behind the load balancer it reaches another process, which resumes
     * after the Last-Event-ID it saw.
     */
    endAll(retryMs: number) {
      for (const subscriber of subscribers) {
        subscriber.write(`retry: ${retryMs}\n\n`);
        subscriber.end();
      }
    },

    /** How many streams are open here (for the benchmark and the logs). */
    get size() {
      return subscribers.size;
    },

    /**
     * Serves one stream on `raw` until the client leaves, its token expires or its account
     * changes: first the viewer's catch-up frames, then every change it may see, and a comment
     * every 25 s to keep proxies from closing it. A stream over the limits (its account's, its
     * address's, the process's) is answered 429 instead. Any stream endpoint serves its streams here.
     */
    async serve(raw: ServerResponse, viewer: StreamViewer): Promise<void> {
      const refusal = overLimit(viewer);
      if (refusal) return refuse(raw, refusal.message, refusal.retryAfterSeconds);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const subscriber: StreamSubscriber = {
        userId: viewer.userId,
        address: viewer.address,
        seesEverything: viewer.seesEverything,
        // An update already on its way when the stream ended goes nowhere.
        write: (frame) => {
          if (!raw.writableEnded) raw.write(frame);
        },
        end: () => {
          if (!raw.writableEnded) raw.end();
        },
      };
      subscribers.add(subscriber);
      const ending = setTimeout(subscriber.end, viewer.until.getTime() - clock.now().getTime());
      const keepAlive = setInterval(() => subscriber.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      raw.on('close', () => {
        clearTimeout(ending);
        clearInterval(keepAlive);
        subscribers.delete(subscriber);
      });
      // An account change announced before the subscription went by unheard: look once more.
      if (!(await viewer.stillAllowed())) return subscriber.end();
      subscriber.write('retry: 2000\n\n');
      for (const frame of await viewer.catchUp()) subscriber.write(frame);
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;
