import { mkdirSync } from 'node:fs';
import { apiErrorSchema } from '@bistro/contract/errors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import { createImageStore, UPLOADS_PREFIX } from './image-store.ts';
import { NotAnImageError, normalizeImage } from './normalize-image.ts';

const uploadedSchema = z.object({ success: z.literal(true), data: z.object({ display_url: z.string() }) });

/** POST /api/images (admin): a dish picture, answered as the image host in the spec answers. */
export const imagesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const store = createImageStore(config.images.store);
  await app.register(multipart, { limits: { fileSize: config.images.maxBytes, files: 1, fields: 0 } });

  app.post(
    '/images',
    {
      preHandler: app.requireAdmin,
      schema: {
        summary: 'Uploads a dish picture (admin); multipart field `image`',
        response: {
          200: uploadedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const file = await request.file();
      if (file?.fieldname !== 'image')
        throw app.httpErrors.badRequest('Send the picture in the multipart field "image"');
      const upload = await file.toBuffer();
      try {
        return { success: true as const, data: { display_url: await store.save(await normalizeImage(upload)) } };
      } catch (error) {
        if (error instanceof NotAnImageError) throw app.httpErrors.badRequest(error.message);
        throw error;
      }
    },
  );
};

/** Serves the local store's pictures; their names are content hashes, so they never change. */
export const uploadsStatic: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  if (config.images.store.kind !== 'local') return;
  mkdirSync(config.images.store.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.images.store.dir,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
};
