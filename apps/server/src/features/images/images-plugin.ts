import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { createImageStore, type ImageStore } from './image-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where dish pictures are kept: this server's disk, or the image host. */
    imageStore: ImageStore;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('imageStore', createImageStore(config.images.store));
  },
  { name: 'images' },
);
