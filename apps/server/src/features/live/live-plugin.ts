import { readFileSync } from 'node:fs';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createLiveStream, type LiveStream } from './live-stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's live stream: features publish their changes on it and say how each becomes a frame. */
    liveStream: LiveStream;
  }
}

/** How soon a client whose stream ended because this process stops connects again (to another one). */
const RECONNECT_ELSEWHERE_MS = 250;
/** File handles kept for everything but the streams: the database, health checks, mail, backups, pictures. */
export const STREAM_HEADROOM = 256;

/** How many files this process may open (Linux; Node raises its soft limit to the hard one), or null when unknown. */
function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isInteger(soft) && soft > 0 ? soft : null;
  } catch {
    return null;
  }
}

/** LIVE_STREAMS_MAX, lowered so that STREAM_HEADROOM file handles stay free whatever the streams hold. */
export function streamCeiling(configured: number, fileLimit = openFileLimit()): number {
  return fileLimit === null ? configured : Math.max(1, Math.min(configured, fileLimit - STREAM_HEADROOM));
}

/**
 * The one live stream per client: features publish their changes and topics on it (see
 * live-stream.ts), within the caps per account, per client address and per process.
 */
export default featurePlugin('live', ['database', 'clock', 'users'], async (app, { config }) => {
  const { perAccount, perAddress, max, keptEvents } = config.liveStreams;
  const total = streamCeiling(max);
  if (total < max) {
    app.log.warn(
      { configured: max, ceiling: total },
      `at most ${total} live streams at once (LIVE_STREAMS_MAX is ${max}): this process may open too few files for more; raise its limit (ulimit -n)`,
    );
  }
  const stream = createLiveStream({
    database: app.database,
    clock: app.clock,
    log: app.log,
    limits: { perAccount, perAddress, total },
    keptEvents,
  });
  await stream.start();
  app.decorate('liveStream', stream);
  // Before the server stops listening: open streams would otherwise keep it waiting to the deadline.
  app.addHook('preClose', async () => stream.endAll(RECONNECT_ELSEWHERE_MS));
});
