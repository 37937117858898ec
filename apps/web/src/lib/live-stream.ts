import type { BookingStreamEvent } from '@bistro/contract/bookings';
import type { OrderStreamEvent } from '@bistro/contract/orders';
import { useEffect, useRef, useState } from 'react';
import { accessToken } from '@/lib/access-token.ts';

/** How long to wait before opening the stream again after it failed (the token may be renewed meanwhile). */
const RETRY_MS = 3000;

/** What a page hears on the live stream: each kind of event it cares for. */
export interface LiveHandlers {
  order?: (event: OrderStreamEvent) => void;
  booking?: (event: BookingStreamEvent) => void;
  /**
   * The stream started afresh (no Last-Event-ID to resume from, or one the server can no longer
   * catch up from): what changed between the page's first read and now was not sent, so what the
   * page shows is read again.
   */
  resync?: () => void;
}

/**
 * GET /api/events: each order and booking as it changes, through an EventSource-style client
 * that sends our API token (read afresh at every connection). Every frame is numbered: the client
 * resumes after its Last-Event-ID by itself, and after a refusal (an expired token) a new one
 * starts a little later from the last number seen; either way the server sends what changed
 * meanwhile, so nothing is read again. A stream that starts afresh (a `ready` frame: the first
 * connection, or a server that cannot say all that changed since the last number seen) has nothing
 * to resume from: the page reads again what it shows (`resync`), or a change made between its
 * first read and the stream's start would never reach it. Answers the function that stops listening.
 */
export function listenLive(handlers: LiveHandlers, onConnected: (connected: boolean) => void): () => void {
  let stopped = false;
  let source: { close(): void } | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;

  async function connect() {
    const { EventSource } = await import('eventsource');
    if (stopped) return;
    const url = `/api/events${lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : ''}`;
    const stream = new EventSource(url, {
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...init.headers, authorization: `Bearer ${accessToken.get() ?? ''}` } }),
    });
    source = stream;
    stream.addEventListener('open', () => onConnected(true));
    for (const type of ['ready', 'order', 'booking'] as const) {
      stream.addEventListener(type, (event) => {
        if (type === 'ready') handlers.resync?.();
        lastEventId = event.lastEventId || lastEventId;
        if (type === 'order') handlers.order?.(JSON.parse(event.data) as OrderStreamEvent);
        if (type === 'booking') handlers.booking?.(JSON.parse(event.data) as BookingStreamEvent);
      });
    }
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

/**
 * Listens to the live stream while the calling component is mounted, with its latest handlers
 * (without reopening the stream when it renders again). Answers whether the stream is connected.
 */
export function useLiveStream(handlers: LiveHandlers): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      listenLive(
        {
          order: (event) => latest.current.order?.(event),
          booking: (event) => latest.current.booking?.(event),
          resync: () => latest.current.resync?.(),
        },
        setConnected,
      ),
    [],
  );
  return connected;
}
