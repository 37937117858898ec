import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Opens an app's Server-Sent Events stream over real HTTP (the app must be listening), and
 * collects its events as they come, for a test to wait for the one it expects.
 */
export async function openEventStream(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  events: StreamEvent[];
  waitFor(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Waits until the server has ended the stream. */
  waitForEnd(ms?: number): Promise<void>;
  close(): void;
}> {
  const { port } = app.server.address() as AddressInfo;
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  let ended = false;
  const waiting = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of waiting) wake();
  };
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = block.split('\n').filter((line) => !line.startsWith(':'));
            const field = (name: string) =>
              fields.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2));
            if (field('data').length > 0 || field('event').length > 0) {
              events.push({
                id: field('id')[0] ?? null,
                event: field('event')[0] ?? 'message',
                data: field('data').join('\n'),
              });
              wakeAll();
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Closed by the test.
      }
      ended = true;
      wakeAll();
    })();
  }

  /** Waits until `found` answers something, or throws `failure` after `ms`. */
  async function until<T>(found: () => T | undefined, ms: number, failure: () => string): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const result = found();
      if (result !== undefined) return result;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure());
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          resolve();
        };
        waiting.add(wake);
        setTimeout(wake, left);
      });
    }
  }

  return {
    status: response.status,
    events,
    waitFor: (match, ms = 5000) =>
      until(
        () => events.find(match),
        ms,
        () => `no matching event within ${ms} ms; got ${JSON.stringify(events)}`,
      ),
    waitForEnd: async (ms = 5000) => {
      await until(
        () => ended || undefined,
        ms,
        () => `the stream was still open after ${ms} ms`,
      );
    },
    close: () => abort.abort(),
  };
}

/** The order carried by an `order` event. */
export const orderOf = (event: StreamEvent) =>
  (JSON.parse(event.data) as { order: { _id: string; status: string } }).order;
