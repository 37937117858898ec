import { mkdirSync } from 'node:fs';
import { apiErrorSchema } from '@bistro/contract/errors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
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
      preValidation: app.requireAdmin,
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
      const upload = await readUpload(request);
      try {
        return { success: true as const, data: { display_url: await store.save(await normalizeImage(upload)) } };
      } catch (error) {
        if (error instanceof NotAnImageError) throw app.httpErrors.badRequest(error.message);
        throw error;
      }
    },
  );
};

/**
 * The picture in the multipart field `image`, the only part of the request. A picture over the
 * size limit is 413; any other malformed upload (no boundary, cut short, other fields) is 400.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const fileTooLarge = request.server.multipartErrors.RequestFileTooLargeError;
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw badUpload();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof fileTooLarge) throw error;
    throw badUpload();
  }
}

const badUpload = () =>
  Object.assign(new Error('Send one picture, alone, in the multipart field "image"'), { statusCode: 400 });

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
