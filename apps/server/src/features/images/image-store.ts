import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { picturesPath } from '@bistro/contract/pictures';
import type { AppConfig } from '../../config/env.ts';

/** Where a normalized WebP picture is kept; answers the address to show it at. */
export interface ImageStore {
  save(webp: Buffer): Promise<string>;
  /** The names of the pictures kept here, for a backup (an image host keeps its own: none). */
  list(): Promise<string[]>;
  /** One kept picture's bytes. */
  read(name: string): Readable;
  /** Keeps these pictures (files on disk, by name) beside the ones kept already: a restore. */
  addAll(pictures: { name: string; file: string }[]): Promise<void>;
}

const PICTURE_NAME = /^[\w-]+\.webp$/;

/** URL prefix of pictures kept by the local store and served by this server. */
export const UPLOADS_PREFIX = picturesPath('uploads');

/** Files under DATA_DIR/uploads, named by their content's hash so they can be cached forever. */
function localStore(dir: string): ImageStore {
  return {
    async save(webp) {
      const name = `${createHash('sha256').update(webp).digest('base64url').slice(0, 22)}.webp`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), webp);
      return UPLOADS_PREFIX + name;
    },
    async list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return names.filter((name) => PICTURE_NAME.test(name)).sort();
    },
    read(name) {
      if (!PICTURE_NAME.test(name)) throw new Error(`not a picture's name: ${name}`);
      return createReadStream(path.join(dir, name));
    },
    // Names are the content's hash: a picture already kept is the same picture. Each is written
    // under a temporary name and renamed, so a half-copied one is never served.
    async addAll(pictures) {
      await mkdir(dir, { recursive: true });
      for (const { name, file } of pictures) {
        if (!PICTURE_NAME.test(name)) throw new Error(`not a picture's name: ${name}`);
        const draft = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}`);
        try {
          await copyFile(file, draft);
          await rename(draft, path.join(dir, name));
        } finally {
          await rm(draft, { force: true });
        }
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
    // The host keeps the pictures; the database keeps their addresses.
    list: async () => [],
    read(name) {
      throw new Error(`the image host keeps ${name}, not this server`);
    },
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
  return config.kind === 'local' ? localStore(config.dir) : imageHostStore(config);
}
