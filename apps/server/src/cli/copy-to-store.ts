import { randomBytes } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { backupNameSchema } from '@bistro/contract/backups';
import type { AppConfig } from '../config/env.ts';
import { backupStore } from '../features/backups/index.ts';
import { createImageStore } from '../features/images/index.ts';
import { openObjectStore } from '../storage/object-store.ts';

const PICTURE_NAME = /^[\w-]+\.webp$/;

export interface CopyOutcome {
  pictures: { copied: number; there: number };
  backups: { copied: number; there: number };
}

/**
 * `npm run storage -- copy`: the pictures in DATA_DIR/uploads and the backups in `backupsFrom`
 * (by default DATA_DIR/backups) copied into the object store the configuration names
 * (IMAGE_STORE=s3, BACKUP_DIR=s3://…), each with what it says of itself (a backup's
 * verification). One already there, the same size, is left as it is: the command can run again.
 * The files on disk stay, for you to remove once the site runs on the store.
 */
export async function copyToStore(
  config: AppConfig,
  { backupsFrom }: { backupsFrom?: string } = {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { pictures: { copied: 0, there: 0 }, backups: { copied: 0, there: 0 } };
  const pictures = createImageStore(config.images.store);
  if (pictures.objects?.shared) {
    const from = openObjectStore({ kind: 'disk', dir: path.join(config.dataDir, 'uploads') }, null);
    for (const { key, bytes } of await from.list()) {
      if (!PICTURE_NAME.test(key)) continue;
      if ((await pictures.objects.stat(key))?.bytes === bytes) {
        outcome.pictures.there++;
        continue;
      }
      await pictures.addAll([{ name: key, file: path.join(config.dataDir, 'uploads', key) }]);
      outcome.pictures.copied++;
    }
  }
  if (config.backups.location.kind === 's3') {
    const dir = path.resolve(backupsFrom ?? path.join(config.dataDir, 'backups'));
    const to = backupStore(config);
    const from = openObjectStore({ kind: 'disk', dir }, null);
    const names = (await from.list()).filter(({ key }) => backupNameSchema.safeParse(key).success);
    await mkdir(config.backups.workDir, { recursive: true });
    for (const { key, bytes } of names) {
      if ((await to.stat(key))?.bytes === bytes) {
        outcome.backups.there++;
        continue;
      }
      // The archive first, then its verification: never a verification for an archive not there.
      const draft = path.join(config.backups.workDir, `.copying-${randomBytes(4).toString('hex')}-${key}`);
      await copyFile(path.join(dir, key), draft);
      await to.putFile(key, draft);
      const verification = `${key}.verified.json`;
      const record = await from.read(verification);
      if (record)
        await to.put(verification, Buffer.concat(await record.toArray()), { contentType: 'application/json' });
      outcome.backups.copied++;
    }
  }
  return outcome;
}
