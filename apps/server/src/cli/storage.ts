// `npm run storage -- copy [--backups-from DIR]`: copies the pictures (DATA_DIR/uploads) and the
// backups (DATA_DIR/backups, or DIR) of a site that ran on this disk into the object store its
// configuration now names (S3_BUCKET with IMAGE_STORE=s3, BACKUP_DIR=s3://…). See docs/deploy.md.
import { loadConfig } from '../config/env.ts';
import { copyToStore } from './copy-to-store.ts';

const usage = 'Usage: npm run storage -- copy [--backups-from DIR]';

async function main(args: string[]): Promise<number> {
  const [command, flag, dir, ...rest] = args;
  if (command !== 'copy' || rest.length > 0 || (flag !== undefined && (flag !== '--backups-from' || !dir))) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const picturesToStore = config.images.store.kind === 's3';
  const backupsToStore = config.backups.location.kind === 's3';
  if (!picturesToStore && !backupsToStore) {
    console.error(
      'Nothing to copy to: the object store is not configured for pictures (S3_BUCKET, IMAGE_STORE=s3) nor for backups (BACKUP_DIR=s3://…). See docs/deploy.md.',
    );
    return 1;
  }
  const { pictures, backups } = await copyToStore(config, dir ? { backupsFrom: dir } : {});
  if (picturesToStore) {
    console.log(`Pictures: ${pictures.copied} copied to the object store, ${pictures.there} were there already.`);
  }
  if (backupsToStore) {
    console.log(`Backups: ${backups.copied} copied to ${config.backups.where}, ${backups.there} were there already.`);
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
