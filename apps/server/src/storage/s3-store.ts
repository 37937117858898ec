import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStoreSettings } from '../config/env.ts';
import type { ObjectStore, StoredObject } from './object-store.ts';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** One client per endpoint and credentials: it keeps its connections open for every store on them. */
const clients = new Map<string, S3Client>();

function clientFor(settings: ObjectStoreSettings): S3Client {
  const id = JSON.stringify(settings);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // The SDK's default since 2025 adds CRC32 checksums in trailers, which several S3-compatible
      // stores refuse; checksums then go only where the S3 API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(id, client);
  }
  return client;
}

/** Why the store refused, in words, with what to check. */
function described(error: unknown, where: string): Error {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const hint =
    status === 403
      ? 'check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may read and write this bucket'
      : status === 404
        ? 'check S3_BUCKET (or the bucket in BACKUP_DIR): the bucket must exist'
        : 'check S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE';
  return new Error(`The object store refused ${where} (${reason}): ${hint}.`, { cause: error });
}

/**
 * Objects under `prefix` in an S3-compatible bucket (AWS S3, MinIO, Garage, R2, …), through the
 * AWS SDK v3. A put is atomic on S3's side: readers see the old object or the new one.
 */
export function s3Store(settings: ObjectStoreSettings, bucket: string, prefix: string): ObjectStore {
  const client = clientFor(settings);
  const root = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  const Key = (key: string) => `${root}${key}`;
  return {
    location: `s3://${bucket}/${root}`,
    shared: true,
    async put(key, body, { contentType, cacheControl } = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: Key(key),
          Body: body,
          ...(contentType ? { ContentType: contentType } : {}),
          ...(cacheControl ? { CacheControl: cacheControl } : {}),
        }),
      );
    },
    async putFile(key, file) {
      // In parts of 8 MB, four at a time: a large archive never sits whole in memory.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: Key(key), Body: createReadStream(file) },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
      });
      await upload.done();
      await rm(file, { force: true });
    },
    async read(key, { start, end } = {}) {
      const range = start === undefined && end === undefined ? {} : { Range: `bytes=${start ?? 0}-${end ?? ''}` };
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key), ...range }));
        return answer.Body as Readable;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return { key, bytes: answer.ContentLength ?? 0, modifiedAt: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async list(listPrefix = '') {
      const objects: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: Key(listPrefix), ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          objects.push({
            key: object.Key.slice(root.length),
            bytes: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
        throw described(error, `s3://${bucket}`);
      });
    },
  };
}
