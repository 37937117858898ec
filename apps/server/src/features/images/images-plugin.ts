import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createImageStore, type ImageStore } from './image-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where dish pictures are kept: this server's disk, the object store, or the image host. */
    imageStore: ImageStore;
  }
}

export default featurePlugin('images', [], async (app, { config }) => {
  const store = createImageStore(config.images.store);
  // A store that cannot be reached stops the start, saying why, rather than the first upload.
  await store.objects?.check();
  app.decorate('imageStore', store);
});
