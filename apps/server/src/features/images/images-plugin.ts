import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createImageStore, type ImageStore } from './image-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where dish pictures are kept: this server's disk, or the image host. */
    imageStore: ImageStore;
  }
}

export default featurePlugin('images', [], async (app, { config }) => {
  app.decorate('imageStore', createImageStore(config.images.store));
});
