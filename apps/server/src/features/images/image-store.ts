import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { picturesPath } from '@bistro/contract/pictures';
import type { AppConfig } from '../../config/env.ts';

/** Where a normalized WebP picture is kept; answers the address to show it at. */
export interface ImageStore {
  save(webp: Buffer): Promise<string>;
}

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
  };
}

export function createImageStore(config: AppConfig['images']['store']): ImageStore {
  return config.kind === 'local' ? localStore(config.dir) : imageHostStore(config);
}
