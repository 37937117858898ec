import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { picturesPath } from '@bistro/contract/pictures';
import type { AppConfig } from '../../config/env.ts';
import { type ObjectStore, openObjectStore } from '../../storage/object-store.ts';

/** Where a normalized WebP picture is kept; answers the address to show it at. */
export interface ImageStore {
  save(webp: Buffer): Promise<string>;
  /** The names of the pictures kept here, for a backup (an image host keeps its own: none). */
  list(): Promise<string[]>;
  /** One kept picture's bytes, or null when there is no such picture. */
  read(name: string): Promise<Readable | null>;
  /** Keeps these pictures (files on disk, by name) beside the ones kept already: a restore. */
  addAll(pictures: { name: string; file: string }[]): Promise<void>;
  /** The store this server keeps and serves its pictures from (null: the image host keeps them). */
  objects: ObjectStore | null;
}

const PICTURE_NAME = /^[\w-]+\.webp$/;

/** URL prefix of pictures kept by this server (on its disk or in the object store) and served by it. */
export const UPLOADS_PREFIX = picturesPath('uploads');

/** An upload kept for good: its name is its content's hash, so it never changes. */
export const FOREVER = 'public, max-age=31536000, immutable';

function checkedName(name: string): string {
  if (!PICTURE_NAME.test(name)) throw new Error(`not a picture's name: ${name}`);
  return name;
}

/**
 * Pictures in a store this server reads: DATA_DIR/uploads, or `uploads/` in the object store,
 * each named by its content's hash so it can be cached forever; their sized copies beside them
 * under `sized/<width>/`.
 */
function keptPictures(objects: ObjectStore): ImageStore {
  return {
    objects,
    async save(webp) {
      const name = `${createHash('sha256').update(webp).digest('base64url').slice(0, 22)}.webp`;
      await objects.put(name, webp, { contentType: 'image/webp', cacheControl: FOREVER });
      return UPLOADS_PREFIX + name;
    },
    async list() {
      return (await objects.list()).map((object) => object.key).filter((key) => PICTURE_NAME.test(key));
    },
    read: (name) => objects.read(checkedName(name)),
    // Names are the content's hash: a picture already kept is the same picture.
    async addAll(pictures) {
      for (const { name, file } of pictures) {
        await objects.put(checkedName(name), await readFile(file), {
          contentType: 'image/webp',
          cacheControl: FOREVER,
        });
      }
    },
  };
}

/** An imgbb-style image host: POST multipart `image` to its upload URL with `?key=`; the key stays here. */
function imageHostStore({ key, url }: { key: string; url: string }): ImageStore {
  return {
    async save(webp) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(webp)], { type: 'image/webp' }), 'dish.webp');
      const response = await fetch(`${url}?key=${encodeURIComponent(key)}`, { method: 'POST', body: form });
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean;
        data?: { display_url?: string };
      } | null;
      if (!response.ok || !answer?.success || !answer.data?.display_url) {
        throw new Error(`The image host refused the upload (${response.status})`);
      }
      return answer.data.display_url;
    },
    objects: null,
    // The host keeps the pictures; the database keeps their addresses.
    list: async () => [],
    read: async () => null,
    async addAll(pictures) {
      if (pictures.length > 0) {
        throw new Error(
          'This archive holds pictures from disk, but IMAGE_STORE=imgbb keeps pictures on the image host',
        );
      }
    },
  };
}

export function createImageStore(config: AppConfig['images']['store']): ImageStore {
  if (config.kind === 'imgbb') return imageHostStore(config);
  return keptPictures(
    config.kind === 'local'
      ? openObjectStore({ kind: 'disk', dir: config.dir }, null)
      : openObjectStore({ kind: 's3', bucket: config.bucket, prefix: 'uploads' }, config.settings),
  );
}
