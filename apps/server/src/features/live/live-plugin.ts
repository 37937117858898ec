import fp from 'fastify-plugin';
import { createLiveStream, type LiveStream } from './live-stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live updates (orders, bookings) for the streams open on this process. */
    liveStream: LiveStream;
  }
}

/** How soon a client whose stream ended because this process stops connects again (to another one). */
const RECONNECT_ELSEWHERE_MS = 250;

/** The one live stream per client: features follow their NOTIFY channels on it (see live-stream.ts). */
export default fp(
  async (app) => {
    const stream = createLiveStream({ database: app.database, clock: app.clock, log: app.log });
    await stream.start();
    app.decorate('liveStream', stream);
    // Before the server stops listening: open streams would otherwise keep it waiting to the deadline.
    app.addHook('preClose', async () => stream.endAll(RECONNECT_ELSEWHERE_MS));
  },
  { name: 'live', dependencies: ['database', 'clock'] },
);
