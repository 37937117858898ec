import { intlLocaleOf } from '@bistro/contract/languages';
import { uploadedImageSchema } from '@bistro/contract/menu';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { readSingleUpload } from '../../http/single-upload.ts';
import { wordsOf } from '../languages/index.ts';
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
      const megabytes = Math.round(config.images.maxBytes / 100_000) / 10;
      const upload = await readSingleUpload(request, {
        field: 'image',
        tooLarge: wordsOf('refusal.pictureTooLarge', (language) => ({
          size: new Intl.NumberFormat(intlLocaleOf(language)).format(megabytes),
        })),
        malformed: 'Send one picture, alone, in the multipart field "image"',
      });
      const picture = await normalizeImage(upload);
      return { success: true as const, data: { display_url: await app.imageStore.save(picture) } };
    },
  );
};
