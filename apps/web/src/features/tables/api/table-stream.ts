import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tableAtHandKey } from './table-at-hand.ts';

/**
 * GET /api/t/:code/events while the calling page is open: no account, a `table` frame each time
 * the table's tab, a round on it or a payment of it changes, and the tab is read again; read again
 * too each time the stream (re)connects, as what changed meanwhile was not sent. The client
 * reconnects by itself after a dropped connection; refused (a renewed code), it stops, and the
 * page's slow reading again is what is left.
 */
export function useTableStream(code: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let source: { close(): void } | null = null;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: tableAtHandKey(code) });
    void (async () => {
      const { EventSource } = await import('eventsource');
      if (stopped) return;
      const stream = new EventSource(`/api/t/${encodeURIComponent(code)}/events`);
      source = stream;
      for (const type of ['ready', 'table'] as const) stream.addEventListener(type, readAgain);
    })();
    return () => {
      stopped = true;
      source?.close();
    };
  }, [code, queryClient]);
}
