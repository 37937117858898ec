import type { Order, OrderStreamEvent } from '@bistro/contract/orders';
import { sseFrame } from '../live/index.ts';
import type { OrdersRepository } from './orders-repository.ts';

/** A Server-Sent Events frame carrying an order as it is now, numbered by its latest event. */
export function orderFrame(eventId: number, order: Order): string {
  return sseFrame('order', { type: 'order', order } satisfies OrderStreamEvent, eventId);
}

/**
 * How a live stream starts for orders: what it missed after the event the client last saw (its
 * Last-Event-ID), the orders it may see each once as they are now; or, for a new stream, a
 * `ready` event with the latest id to resume from.
 */
export async function orderCatchUp(
  orders: OrdersRepository,
  { lastEventId, userId }: { lastEventId: number | undefined; userId: string | null },
): Promise<string[]> {
  if (lastEventId === undefined) return [sseFrame('ready', {}, await orders.latestEventId())];
  const changed = await orders.changedSince(lastEventId, userId);
  return changed.map(({ eventId, order }) => orderFrame(eventId, order));
}
