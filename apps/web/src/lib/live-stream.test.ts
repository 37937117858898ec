import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenLive } from './live-stream.ts';

/** A response of the server's stream: these frames, then the connection drops. */
const streamOf = (frames: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(frames));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

describe('the live stream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the page to read again what it shows when it starts afresh, not when it resumes', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string | URL) => {
      asked.push(String(input));
      // A new stream starts with `ready`, numbered by the latest event; it says to come back at once.
      return streamOf('retry: 10\nevent: ready\nid: 41\ndata: {}\n\n');
    });
    const resync = vi.fn();
    const stop = listenLive({ resync }, () => {});
    try {
      // Dropped after its start, the stream comes back after event 41 and is not read afresh.
      await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
      expect(asked[0]).toMatch(/\/api\/events$/);
      expect(resync).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
