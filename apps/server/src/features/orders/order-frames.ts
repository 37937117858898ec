import type { Order, OrderStreamEvent } from '@bistro/contract/orders';
import { sseFrame } from '../live/index.ts';

/** A Server-Sent Events frame carrying an order as it is now, numbered by its latest live event. */
export function orderFrame(eventId: number, order: Order): string {
  return sseFrame('order', { type: 'order', order } satisfies OrderStreamEvent, eventId);
}
