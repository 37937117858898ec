import fp from 'fastify-plugin';
import { createLiveStream, type LiveStream } from './live-stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live updates (orders, bookings) for the streams open on this process. */
    liveStream: LiveStream;
  }
}

/** The one live stream per client: features follow their NOTIFY channels on it (see live-stream.ts). */
export default fp(
  async (app) => {
    const stream = createLiveStream({ database: app.database, clock: app.clock, log: app.log });
    await stream.start();
    app.decorate('liveStream', stream);
  },
  { name: 'live', dependencies: ['database', 'clock'] },
);
