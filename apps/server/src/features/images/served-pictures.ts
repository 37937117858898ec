import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pictureFileName, pictureFolders, pictureWidths } from '@bistro/contract/pictures';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { notFound } from '../../http/problems.ts';
import { type ObjectStore, readWhole } from '../../storage/object-store.ts';
import { FOREVER, UPLOADS_PREFIX } from './image-store.ts';

/** Sized pictures kept in memory, the oldest dropped first: a menu's worth, at both widths. */
const KEPT_PICTURES = 400;
/** A seeded picture changes only with a release. */
const A_WEEK = 'public, max-age=604800';

const file = z.string().regex(pictureFileName, 'a picture’s file name');
const sizedParams = z.object({
  width: z.coerce.number().pipe(z.literal(pictureWidths)),
  folder: z.enum(pictureFolders),
  file,
});

interface Picture {
  body: Buffer | Readable;
  etag: string;
  cacheControl: string;
}

/** Answers a picture, or 304 when the browser's copy (If-None-Match) is the same. */
function sendPicture(request: FastifyRequest, reply: FastifyReply, { body, etag, cacheControl }: Picture) {
  reply.header('etag', etag).header('cache-control', cacheControl);
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    if ('destroy' in body) body.destroy();
    return reply.code(304).send();
  }
  return reply.type('image/webp').send(body);
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * The dish pictures this server keeps, for the pages: GET /images/uploads/{file} from the store
 * they were uploaded to (this machine's disk or the object store), and
 * GET /images/sized/{width}/{menu|uploads}/{file} at a width the pages show them at
 * (`pictureAt`), made on first request, kept in memory, and for uploads kept in the store beside
 * them (`sized/<width>/`), where every process finds them made. An upload's name is its
 * content's hash: it is cached for good. With PICTURES_PUBLIC_URL, both answer a permanent
 * redirect to the same object at that address (a CDN or the bucket's public address).
 */
export const servedPictures: FastifyPluginAsyncZod<{
  menuDir: string;
  uploads: ObjectStore | null;
  publicUrl: string | null;
}> = async (app, { menuDir, uploads, publicUrl }) => {
  const kept = new Map<string, Promise<Picture & { body: Buffer }>>();

  const redirect = (reply: FastifyReply, key: string) =>
    reply.header('cache-control', FOREVER).redirect(`${publicUrl}/uploads/${key}`, 301);

  if (uploads) {
    app.get(
      `${UPLOADS_PREFIX}:file`,
      { schema: { hide: true, params: z.object({ file }) } },
      async (request, reply) => {
        const { file: name } = request.params;
        if (publicUrl) return redirect(reply, name);
        const body = await uploads.read(name);
        if (!body) throw notFound('No such picture');
        return sendPicture(request, reply, {
          body,
          etag: `"${name.slice(0, -'.webp'.length)}"`,
          cacheControl: FOREVER,
        });
      },
    );
  }

  const resize = (original: Buffer, width: number) =>
    sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();

  async function sizedMenuPicture(name: string, width: number): Promise<Picture & { body: Buffer }> {
    const original = await readFile(path.join(menuDir, name)).catch(() => {
      throw notFound('No such picture');
    });
    const body = await resize(original, width);
    return { body, etag: etagOf(body), cacheControl: A_WEEK };
  }

  async function sizedUpload(store: ObjectStore, name: string, width: number): Promise<Picture & { body: Buffer }> {
    const key = `sized/${width}/${name}`;
    let body = await readWhole(store, key);
    if (!body) {
      const original = await readWhole(store, name);
      if (!original) throw notFound('No such picture');
      body = await resize(original, width);
      await store.put(key, body, { contentType: 'image/webp', cacheControl: FOREVER });
    }
    return { body, etag: etagOf(body), cacheControl: FOREVER };
  }

  app.get(
    '/images/sized/:width/:folder/:file',
    { schema: { hide: true, params: sizedParams } },
    async (request, reply) => {
      const { width, folder, file: name } = request.params;
      if (folder === 'uploads' && !uploads) throw notFound('No such picture');
      const key = `${width}/${folder}/${name}`;
      let picture = kept.get(key);
      if (!picture) {
        picture = uploads && folder === 'uploads' ? sizedUpload(uploads, name, width) : sizedMenuPicture(name, width);
        kept.set(key, picture);
        picture.catch(() => kept.delete(key));
        if (kept.size > KEPT_PICTURES) kept.delete(kept.keys().next().value ?? '');
      }
      const made = await picture;
      if (folder === 'uploads' && publicUrl) return redirect(reply, `sized/${width}/${name}`);
      return sendPicture(request, reply, made);
    },
  );
};
