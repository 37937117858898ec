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

  it('asks the page to read again what it shows when the stream starts afresh, not when it resumes', async () => {
    const resumedFrom: (string | null)[] = [];
    vi.stubGlobal('fetch', async (_input: string | URL, init?: RequestInit) => {
      resumedFrom.push(new Headers(init?.headers).get('last-event-id'));
      // A new stream starts with `ready`, numbered by the latest event (41), and says to come back
      // at once; resumed, it is sent what it missed (nothing here); the third time the server's
      // log no longer reaches back to event 41 and starts it afresh, at 90.
      if (resumedFrom.length === 1) return streamOf('retry: 10\nevent: ready\nid: 41\ndata: {}\n\n');
      if (resumedFrom.length === 3) return streamOf('event: ready\nid: 90\ndata: {}\n\n');
      return streamOf('retry: 10\n\n');
    });
    const resync = vi.fn();
    const stop = listenLive({ resync }, () => {});
    try {
      await vi.waitFor(() => expect(resumedFrom.length).toBeGreaterThanOrEqual(4));
      expect(resumedFrom.slice(0, 4)).toEqual([null, '41', '41', '90']);
      expect(resync).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
