import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createLiveStream, type LiveStream } from './live-stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's live stream: features publish their changes on it and say how each becomes a frame. */
    liveStream: LiveStream;
  }
}

/** The one live stream per client: features publish their changes and topics on it (see live-stream.ts). */
export default featurePlugin('live', ['database', 'clock', 'users'], async (app) => {
  const stream = createLiveStream({ database: app.database, clock: app.clock, log: app.log });
  await stream.start();
  app.decorate('liveStream', stream);
});
