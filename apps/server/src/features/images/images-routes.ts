import { mkdirSync } from 'node:fs';
import { uploadedImageSchema } from '@bistro/contract/menu';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { badRequest, Problem } from '../../http/problems.ts';
import { UPLOADS_PREFIX } from './image-store.ts';
import { normalizeImage } from './normalize-image.ts';

/** POST /api/images (admin): a dish picture, answered as the image host in the spec answers. */
export const imagesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: config.images.maxBytes, files: 1, fields: 0 } });

  app.post(
    '/images',
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: 'Uploads a dish picture (admin); multipart field `image`',
        response: { 200: uploadedImageSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const picture = await normalizeImage(await readUpload(request, config.images.maxBytes));
      return { success: true as const, data: { display_url: await app.imageStore.save(picture) } };
    },
  );
};

/**
 * The picture in the multipart field `image`, the only part of the request. A picture over the
 * size limit is 413; any other malformed upload (no boundary, cut short, other fields) is 400.
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const fileTooLarge = request.server.multipartErrors.RequestFileTooLargeError;
  const badUpload = () => badRequest('Send one picture, alone, in the multipart field "image"');
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw badUpload();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof fileTooLarge) {
      const limit = `${Math.round(maxBytes / 100_000) / 10} MB`;
      throw new Problem(413, `This picture is over ${limit}: choose a smaller one, or export it at a smaller size`);
    }
    throw badUpload();
  }
}

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
