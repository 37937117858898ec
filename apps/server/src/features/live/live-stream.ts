import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { and, desc, eq, gt, lte, max, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, DbOrTx } from '../../db/connect.ts';
import { liveEvents } from '../../db/schema.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { ACCOUNT_CHANGED_CHANNEL } from '../users/index.ts';

/** Postgres NOTIFY channel on which every live event is announced to every app process, at commit. */
const LIVE_EVENTS_CHANNEL = 'live_events';

/** How many changed things a reconnecting stream is caught up on, the latest ones. */
const CATCH_UP_LIMIT = 200;

const KEEP_ALIVE_MS = 25_000;

/**
 * A Server-Sent Events frame: `event` with `data` as JSON, numbered by `id` when it has one (a
 * frame without an id leaves the client's Last-Event-ID as it was).
 */
export function sseFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A change to show on the streams: what kind of thing (its topic), which one, whose, and how it changed. */
export interface LiveChange {
  topic: string;
  subjectId: string;
  /** Its diner's account (null: no diner's; staff streams only). */
  userId: string | null;
  /** How it changed, where the topic tells (a booking: made, reconfirm, changed). */
  change?: string;
}

/** A live event as announced: the change and its number. */
interface LiveNotice extends Required<Omit<LiveChange, 'change'>> {
  id: number;
  change: string | null;
}

/**
 * How a topic's thing becomes a frame: as it is now, numbered by `eventId`; undefined when it is
 * gone. `changes` are how it changed since the stream last saw it, oldest first (one for a live
 * frame, the missed ones when a stream catches up).
 */
export type FrameOf = (
  subjectId: string,
  eventId: number,
  changes: readonly (string | null)[],
) => Promise<string | undefined>;

/** One open stream: whose it is and from where, which notices it sees, where its frames go, and how it ends. */
interface StreamSubscriber {
  /** Its account (a stream of one subject, which needs none: the stream's own id), for the per-account limit. */
  userId: string;
  address: string;
  sees(notice: Pick<LiveNotice, 'topic' | 'subjectId' | 'userId'>): boolean;
  write(frame: string): void;
  end(): void;
}

/**
 * Who follows one thing of one topic without an account (a table's diners their table): anyone
 * who knows its name, from where, until when.
 */
export interface SubjectViewer {
  topic: string;
  subjectId: string;
  address: string;
  until: Date;
}

/** Who a stream is for, from where, from when, and until when. */
export interface StreamViewer {
  userId: string;
  /** The client's address (the request's `ip`, through the trusted proxies). */
  address: string;
  /** Whether it sees every change (staff, admins), or only its own account's. */
  seesEverything: boolean;
  /** When the token it was opened with expires: the stream ends then (the client reconnects with a fresh one). */
  until: Date;
  /** The last event the client saw (Last-Event-ID): it is caught up on what followed; none for a new stream. */
  lastEventId: number | undefined;
  /** Whether the viewer may still see what they saw when authenticated (their role unchanged). */
  stillAllowed(): Promise<boolean>;
}

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

const canSee = (viewer: Pick<StreamViewer, 'userId' | 'seesEverything'>, userId: string | null) =>
  viewer.seesEverything || (userId !== null && viewer.userId === userId);

/**
 * The app's live stream (GET /api/events): one stream per client for whatever it follows
 * (orders, bookings, and any topic a feature adds). A feature publishes each change in the
 * transaction that makes it (`publish`): it is kept in one numbered log and announced by Postgres
 * NOTIFY at commit, to every process; the feature says how its thing becomes a frame (`topic`).
 * Each notice is read once, turned into one frame, and written to every stream allowed to see it,
 * in the order notices arrive, so a stream never sees a thing go back to an older state. Every
 * frame carries its event's number, and a stream that reconnects with the last one it saw
 * (Last-Event-ID) is sent each thing that changed since, once, as it is now. The log keeps the
 * latest events only: a stream whose last one is older starts afresh (a `ready` frame), and its
 * page reads everything again.
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
  keptEvents,
}: {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  limits: StreamLimits;
  /** How many of the latest events the log keeps for catching up (the older go as new ones come). */
  keptEvents: number;
}) {
  const { db } = database;
  // The log is trimmed once in this many events, so that it holds between keptEvents and a tenth more.
  const trimEvery = Math.max(1, Math.floor(keptEvents / 10));
  const subscribers = new Set<StreamSubscriber>();
  const topics = new Map<string, FrameOf>();
  const subjectTopics = new Set<string>();

  /** Why one more stream for this viewer would be one too many, or undefined when it may open. */
  function overLimit({
    userId,
    address,
  }: Pick<StreamSubscriber, 'userId' | 'address'>): { message: string; retryAfterSeconds: number } | undefined {
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

  /** Sends a notice's frame to the streams that may see it (read only when one may). */
  async function deliver(notice: LiveNotice) {
    const audience = [...subscribers].filter((subscriber) => subscriber.sees(notice));
    const frameOf = topics.get(notice.topic);
    if (audience.length === 0 || !frameOf) return;
    const frame = await frameOf(notice.subjectId, notice.id, [notice.change]);
    if (frame === undefined) return;
    for (const subscriber of audience) subscriber.write(frame);
  }

  /**
   * The frames a stream missed after event `afterId`: each thing it may see that changed since,
   * once, as it is now; null when the log cannot tell it all (the events after `afterId` were
   * trimmed or are not this log's, or more than CATCH_UP_LIMIT things changed): the stream then
   * starts afresh.
   */
  async function missedSince(afterId: number, viewer: StreamViewer): Promise<string[] | null> {
    const [kept] = await db.select({ oldest: min(liveEvents.id), latest: max(liveEvents.id) }).from(liveEvents);
    const { oldest = null, latest = null } = kept ?? {};
    // Not trimmed past it, and reached by this log (not one restored from a backup, or a new one).
    const reachesIt = oldest !== null && latest !== null ? oldest <= afterId + 1 && afterId <= latest : afterId === 0;
    if (!reachesIt) return null;
    const changed = await db
      .select({
        topic: liveEvents.topic,
        subjectId: liveEvents.subjectId,
        id: sql<number>`max(${liveEvents.id})`.mapWith(Number),
        changes: sql<(string | null)[]>`array_agg(${liveEvents.change} order by ${liveEvents.id})`,
      })
      .from(liveEvents)
      .where(and(gt(liveEvents.id, afterId), viewer.seesEverything ? undefined : eq(liveEvents.userId, viewer.userId)))
      .groupBy(liveEvents.topic, liveEvents.subjectId)
      .orderBy(desc(sql`max(${liveEvents.id})`))
      .limit(CATCH_UP_LIMIT + 1);
    if (changed.length > CATCH_UP_LIMIT) return null;
    const frames = await Promise.all(
      changed.reverse().map(({ topic, subjectId, id, changes }) => topics.get(topic)?.(subjectId, id, changes)),
    );
    return frames.filter((frame) => frame !== undefined);
  }

  /**
   * Opens a stream on `raw` for `subscriber` until the client leaves or `until`, a comment every
   * 25 s keeping proxies from closing it; over the limits, answers 429 and undefined.
   */
  function open(
    raw: ServerResponse,
    { until, ...subscriber }: Pick<StreamSubscriber, 'userId' | 'address' | 'sees'> & { until: Date },
  ): StreamSubscriber | undefined {
    const refusal = overLimit(subscriber);
    if (refusal) {
      refuse(raw, refusal.message, refusal.retryAfterSeconds);
      return undefined;
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const opened: StreamSubscriber = {
      ...subscriber,
      // An update already on its way when the stream ended goes nowhere.
      write: (frame) => {
        if (!raw.writableEnded) raw.write(frame);
      },
      end: () => {
        if (!raw.writableEnded) raw.end();
      },
    };
    subscribers.add(opened);
    const ending = setTimeout(opened.end, until.getTime() - clock.now().getTime());
    const keepAlive = setInterval(() => opened.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    raw.on('close', () => {
      clearTimeout(ending);
      clearInterval(keepAlive);
      subscribers.delete(opened);
    });
    return opened;
  }

  /** Where a new stream starts: a `ready` frame numbered by the latest event. */
  async function startingPoint(): Promise<string> {
    const [row] = await db
      .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)`.mapWith(Number) })
      .from(liveEvents);
    return sseFrame('ready', {}, row?.id ?? 0);
  }

  return {
    /** Starts listening: to live events, and to accounts that change (their streams end). */
    async start() {
      await database.listen(ACCOUNT_CHANGED_CHANNEL, endStreamsOf);
      await database.listen(LIVE_EVENTS_CHANNEL, (payload) => {
        if (payload === null) return endStreamsOf(null);
        handling = handling
          .then(() => deliver(JSON.parse(payload) as LiveNotice))
          .catch((error: unknown) => log.error({ err: error }, 'could not deliver a live update'));
      });
    },

    /** Says how a topic's thing becomes a frame (the feature that publishes it, once, at start-up). */
    topic(name: string, frameOf: FrameOf): void {
      topics.set(name, frameOf);
    },

    /**
     * Keeps a change in the log (dropping those more than `keptEvents` behind, once in a while)
     * and announces it to every process when `tx` commits (at once outside a transaction).
     * Answers its event's number (0 for a subject topic's, not kept).
     */
    async publish(tx: DbOrTx, change: LiveChange): Promise<number> {
      if (subjectTopics.has(change.topic)) {
        // Its streams catch up on nothing: announced, not kept (number 0).
        const notice: LiveNotice = { ...change, id: 0, change: change.change ?? null };
        await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
        return 0;
      }
      const [row] = await tx
        .insert(liveEvents)
        .values({ topic: change.topic, subjectId: change.subjectId, userId: change.userId, change: change.change })
        .returning({ id: liveEvents.id });
      if (!row) throw new Error('the live event was not kept');
      if (row.id % trimEvery === 0) await tx.delete(liveEvents).where(lte(liveEvents.id, row.id - keptEvents));
      const notice: LiveNotice = { ...change, id: row.id, change: change.change ?? null };
      await tx.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
      return row.id;
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
     * changes: first what it missed since its Last-Event-ID (or where it starts, when it has none
     * or the log no longer reaches back to it), then every change it may see, and a comment every
     * 25 s to keep proxies from closing it. A stream over the limits (its account's, its
     * address's, the process's) is answered 429 instead.
     */
    async serve(raw: ServerResponse, viewer: StreamViewer): Promise<void> {
      const subscriber = open(raw, {
        userId: viewer.userId,
        address: viewer.address,
        until: viewer.until,
        // Its account's changes, or everyone's; a subject's stream of its own topic is for its viewers.
        sees: (notice) => !subjectTopics.has(notice.topic) && canSee(viewer, notice.userId),
      });
      if (!subscriber) return;
      subscriber.write('retry: 2000\n\n');
      try {
        // An account change announced before the subscription went by unheard: look once more.
        if (!(await viewer.stillAllowed())) return subscriber.end();
        const { lastEventId } = viewer;
        const missed = lastEventId === undefined ? null : await missedSince(lastEventId, viewer);
        for (const frame of missed ?? [await startingPoint()]) subscriber.write(frame);
      } catch (error) {
        // The database failed it (restarting, say): ended, the client comes back in 2 s and
        // catches up then, where an open stream that never started would keep it waiting for good.
        log.error({ err: error }, 'could not start a live stream');
        subscriber.end();
      }
    },

    /**
     * Serves a stream of one subject of a topic (`subjectTopic`) on `raw`, for anyone who knows it,
     * until the client leaves or `until`: a `ready` frame, then a frame each time it changes. It
     * catches up on nothing: the client reads the subject again each time it connects. Its
     * address's and the process's limits apply.
     */
    serveSubject(raw: ServerResponse, viewer: SubjectViewer): void {
      const subscriber = open(raw, {
        userId: `subject:${randomUUID()}`,
        address: viewer.address,
        until: viewer.until,
        sees: (notice) => notice.topic === viewer.topic && notice.subjectId === viewer.subjectId,
      });
      subscriber?.write(`retry: 2000\n\n${sseFrame('ready', {})}`);
    },

    /**
     * Makes `topic` one whose subjects are followed each on a stream of its own (`serveSubject`),
     * not on the accounts' streams.
     */
    subjectTopic(topic: string): void {
      subjectTopics.add(topic);
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;
