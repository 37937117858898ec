import type { Order, OrderStreamEvent } from '@bistro/contract/orders';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { accessToken } from '@/lib/access-token.ts';
import { orderQueryOptions } from './get-order.ts';
import { ordersKey } from './get-orders.ts';

/** How long to wait before opening the stream again after it failed (the token may be renewed meanwhile). */
const RETRY_MS = 3000;

/**
 * GET /api/orders/events: each order as it changes, through an EventSource-style client that
 * sends our API token (read afresh at every connection). The client resumes after its
 * Last-Event-ID by itself; after a refusal (an expired token) a new one starts a little later.
 * Answers the function that stops listening.
 */
export function listenToOrders(onOrder: (order: Order) => void, onConnected: (connected: boolean) => void): () => void {
  let stopped = false;
  let source: { close(): void } | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;

  async function connect() {
    const { EventSource } = await import('eventsource');
    if (stopped) return;
    const url = `/api/orders/events${lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;
    const stream = new EventSource(url, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, authorization: `Bearer ${accessToken.get() ?? ''}` } }),
    });
    source = stream;
    stream.addEventListener('open', () => onConnected(true));
    stream.addEventListener('ready', (event) => {
      lastEventId = event.lastEventId || lastEventId;
    });
    stream.addEventListener('order', (event) => {
      lastEventId = event.lastEventId || lastEventId;
      onOrder((JSON.parse(event.data) as OrderStreamEvent).order);
    });
    stream.addEventListener('error', () => {
      onConnected(false);
      // The client reconnects by itself after a dropped connection; after a refusal it stops.
      if (stream.readyState === stream.CLOSED && !stopped) {
        retry = setTimeout(() => void connect(), RETRY_MS);
      }
    });
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
}

/** Puts an order as it is now into every cached list and its own entry. */
export function storeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderQueryOptions(order._id).queryKey, order);
  queryClient.setQueriesData<Order[]>({ queryKey: [...ordersKey, 'list'] }, (list) =>
    list ? [...list.filter((listed) => listed._id !== order._id), order] : list,
  );
}

/**
 * Keeps the cached orders live while a page that shows them is open; `onOrder` hears each update
 * too (the board's new-order sound). Answers whether the stream is connected.
 */
export function useOrderStream(onOrder?: (order: Order) => void): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  // The latest listener, without reopening the stream when the caller renders again.
  const listener = useRef(onOrder);
  listener.current = onOrder;
  useEffect(
    () =>
      listenToOrders((order) => {
        storeOrder(queryClient, order);
        listener.current?.(order);
      }, setConnected),
    [queryClient],
  );
  return connected;
}
