import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, StoredObject } from './object-store.ts';

/** A key as a path under the root; `..`, absolute keys and hidden names (drafts) are refused. */
function fileOf(root: string, key: string): string {
  const parts = key.split('/');
  if (parts.some((part) => part === '' || part === '..' || part.startsWith('.'))) {
    throw new Error(`not a key of this store: ${key}`);
  }
  return path.join(root, ...parts);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Writes go to a hidden draft beside the file and are renamed into place once whole. */
async function intoPlace(file: string, write: (draft: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const draft = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}`);
  try {
    await write(draft);
    await rename(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
}

/** Objects as files under a folder of this machine (DATA_DIR/uploads, BACKUP_DIR). */
export function diskStore(root: string): ObjectStore {
  const dir = path.resolve(root);
  return {
    location: dir,
    shared: false,
    async put(key, body) {
      await intoPlace(fileOf(dir, key), (draft) => writeFile(draft, body));
    },
    async putFile(key, file) {
      const target = fileOf(dir, key);
      if (path.resolve(file) === target) return;
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await intoPlace(target, (draft) => copyFile(file, draft));
        await rm(file, { force: true });
      });
    },
    async read(key, { start, end } = {}) {
      const file = fileOf(dir, key);
      // Opened before answering, so that a missing file is null rather than a failing stream.
      const opened = await stat(file).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!opened?.isFile()) return null;
      return createReadStream(file, {
        ...(start === undefined ? {} : { start }),
        ...(end === undefined ? {} : { end }),
      });
    },
    async stat(key) {
      const info = await stat(fileOf(dir, key)).catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      return info?.isFile() ? { key, bytes: info.size, modifiedAt: info.mtime } : null;
    },
    async list(prefix = '') {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      const objects: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (!key.startsWith(prefix) || key.split('/').some((part) => part.startsWith('.'))) continue;
        const info = await stat(path.join(dir, key)).catch(() => null);
        if (info) objects.push({ key, bytes: info.size, modifiedAt: info.mtime });
      }
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async remove(key) {
      await rm(fileOf(dir, key), { force: true });
    },
    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK).catch(() => {
        throw new Error(`${dir} cannot be written to by this process`);
      });
    },
  };
}
