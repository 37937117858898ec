import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { startChild } from '../../../scripts/child-processes.ts';
import { freePort } from './postgres-server.ts';

/** Where the S3-compatible server's package (fauxqs, from npm) is found from. */
const SERVER_PACKAGE_HOME = path.resolve(import.meta.dirname, '..');

export interface ObjectStoreServer {
  endpoint: string;
  /** The app's settings for a bucket of this server (S3_BUCKET and the rest), made if need be. */
  bucket(name: string): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * A throwaway S3-compatible server (fauxqs, decision 018) on a free port of 127.0.0.1 and a
 * temporary folder, in a process of its own that ends with this one: the object store of the
 * tests that put pictures and backups where every process of a site finds them.
 */
export async function startObjectStoreServer({ port: wanted }: { port?: number } = {}): Promise<ObjectStoreServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-object-store-'));
  const port = wanted ?? (await freePort());
  const script = `import('fauxqs').then(({ startFauxqs }) => startFauxqs({ port: ${port}, logger: false, s3StorageDir: ${JSON.stringify(dir)} }))`;
  const child = startChild(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    cwd: SERVER_PACKAGE_HOME,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${endpoint}/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (!child.running() || Date.now() > deadline) {
      await child.stop();
      throw new Error(`The S3-compatible server did not answer at ${endpoint}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const credentials = { accessKeyId: 'bistro-test', secretAccessKey: 'bistro-test-secret' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    endpoint,
    async bucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name })).catch((error: Error) => {
        if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
      });
      return {
        S3_BUCKET: name,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async stop() {
      client.destroy();
      await child.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
