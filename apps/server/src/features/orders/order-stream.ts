import type { ServerResponse } from 'node:http';
import type { Order, OrderStreamEvent } from '@bistro/contract/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { ACCOUNT_CHANGED_CHANNEL } from '../users/index.ts';
import { ORDER_EVENTS_CHANNEL, type OrderNotice, type OrdersRepository } from './orders-repository.ts';

/** One open stream: whose it is, whether it sees every order (staff, admins), where its frames go, and how it ends. */
export interface StreamSubscriber {
  userId: string;
  everyOrder: boolean;
  write(frame: string): void;
  end(): void;
}

/** A Server-Sent Events frame carrying an order as it is now, numbered by its latest event. */
export function orderFrame(eventId: number, order: Order): string {
  const event: OrderStreamEvent = { type: 'order', order };
  return `id: ${eventId}\nevent: order\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Who a stream is for, and until when. */
export interface StreamViewer {
  userId: string;
  everyOrder: boolean;
  /** When the token it was opened with expires: the stream ends then (the client reconnects with a fresh one). */
  until: Date;
  /** Event id the client last saw (its Last-Event-ID), to catch up from. */
  lastEventId: number | undefined;
  /** Whether the viewer may still see what they saw when authenticated (their role unchanged). */
  stillAllowed(): Promise<boolean>;
}

const KEEP_ALIVE_MS = 25_000;

const canSee = (subscriber: StreamSubscriber, userId: string | null) =>
  subscriber.everyOrder || (userId !== null && subscriber.userId === userId);

/**
 * Live order updates for the streams open on this process. Every order change is announced by
 * Postgres NOTIFY (at commit, from whichever process made it); each notice is read once here,
 * turned into one frame, and written to every stream allowed to see it. Notices are handled in
 * the order they arrive, so a stream never sees an order go back to an older state.
 *
 * A stream shows what its account's role allowed when it opened, so it ends when any process
 * announces that the account changed (its role, its deletion, its tokens ended): the client
 * reconnects and is shown what the account may see now, or is refused.
 */
export function createOrderStream({
  database,
  orders,
  clock,
  log,
}: {
  database: DatabaseHandle;
  orders: OrdersRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const subscribers = new Set<StreamSubscriber>();
  let handling: Promise<void> = Promise.resolve();

  async function deliver(notice: OrderNotice) {
    const audience = [...subscribers].filter((subscriber) => canSee(subscriber, notice.userId));
    if (audience.length === 0) return;
    const order = await orders.view(notice.orderId);
    if (!order) return;
    const frame = orderFrame(notice.eventId, order);
    for (const subscriber of audience) subscriber.write(frame);
  }

  return {
    /** Starts listening for order and account changes from every process. */
    async start() {
      await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
        handling = handling
          .then(() => deliver(JSON.parse(payload) as OrderNotice))
          .catch((error: unknown) => log.error({ err: error }, 'could not deliver an order update'));
      });
      await database.listen(ACCOUNT_CHANGED_CHANNEL, (userId) => {
        for (const subscriber of subscribers) if (subscriber.userId === userId) subscriber.end();
      });
    },

    /** How many streams are open here (for the benchmark and the logs). */
    get size() {
      return subscribers.size;
    },

    /**
     * Serves one stream on `raw` until the client leaves, its token expires or its account
     * changes: first what it missed since its last event (or a `ready` event with the latest
     * id), then every change it may see, and a comment every 25 s to keep proxies from closing it.
     */
    async serve(raw: ServerResponse, viewer: StreamViewer): Promise<void> {
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const subscriber: StreamSubscriber = {
        userId: viewer.userId,
        everyOrder: viewer.everyOrder,
        // An update already on its way when the stream ended goes nowhere.
        write: (frame) => {
          if (!raw.writableEnded) raw.write(frame);
        },
        end: () => raw.end(),
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
      if (viewer.lastEventId === undefined) {
        subscriber.write(`id: ${await orders.latestEventId()}\nevent: ready\ndata: {}\n\n`);
        return;
      }
      const changed = await orders.changedSince(viewer.lastEventId, viewer.everyOrder ? null : viewer.userId);
      for (const { eventId, order } of changed) subscriber.write(orderFrame(eventId, order));
    },
  };
}

export type OrderStream = ReturnType<typeof createOrderStream>;
