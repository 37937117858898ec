import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type PictureFolder, pictureFileName, pictureFolders, pictureWidths } from '@bistro/contract/pictures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../../http/problems.ts';

/** Sized pictures kept in memory, the oldest dropped first: a menu's worth, at both widths. */
const KEPT_PICTURES = 400;

const params = z.object({
  width: z.coerce.number().pipe(z.literal(pictureWidths)),
  folder: z.enum(pictureFolders),
  file: z.string().regex(pictureFileName, 'a picture’s file name'),
});

/**
 * GET /images/sized/{width}/{menu|uploads}/{file}: a dish picture this server keeps, at a width
 * the pages show it at (`pictureAt`), made on first request and kept. A menu line shows an
 * upload of up to 1200 px at 104.
 */
export const sizedPictures: FastifyPluginAsyncZod<{
  folders: Record<PictureFolder, string | null>;
}> = async (app, { folders }) => {
  const kept = new Map<string, Promise<Buffer>>();

  async function resize(file: string, width: number): Promise<Buffer> {
    const original = await readFile(file).catch(() => {
      throw notFound('No such picture');
    });
    return sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  }

  app.get('/images/sized/:width/:folder/:file', { schema: { hide: true, params } }, async (request, reply) => {
    const { width, folder, file } = request.params;
    const dir = folders[folder];
    if (!dir) throw notFound('No such picture');
    const key = `${width}/${folder}/${file}`;
    let picture = kept.get(key);
    if (!picture) {
      picture = resize(path.join(dir, file), width);
      kept.set(key, picture);
      picture.catch(() => kept.delete(key));
      if (kept.size > KEPT_PICTURES) kept.delete(kept.keys().next().value ?? '');
    }
    const body = await picture;
    // An upload's name is its content's hash; a seeded picture changes only with a release.
    const maxAge = folder === 'uploads' ? 'public, max-age=31536000, immutable' : 'public, max-age=604800';
    return reply.type('image/webp').header('cache-control', maxAge).send(body);
  });
};
