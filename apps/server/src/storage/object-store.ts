import type { Readable } from 'node:stream';
import type { ObjectStoreSettings } from '../config/env.ts';
import { diskStore } from './disk-store.ts';
import { s3Store } from './s3-store.ts';

/** One thing kept in a store: its key (relative to the store's root), size and when it was written. */
export interface StoredObject {
  key: string;
  bytes: number;
  modifiedAt: Date;
}

/**
 * Where pictures and backups are kept, by key (`name.webp`, `sized/240/name.webp`,
 * `bistro-boss-….backup`): a folder on this machine's disk, or a prefix of an S3-compatible
 * bucket that every machine of the site shares. Writes are whole or not at all: a reader never
 * sees half an object.
 */
export interface ObjectStore {
  /** Where it keeps things, for people: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Whether every machine of the site sees the same objects (the object store) or only this one (its disk). */
  readonly shared: boolean;
  put(key: string, body: Buffer, options?: { contentType?: string; cacheControl?: string }): Promise<void>;
  /** Moves a finished file of this machine into the store under `key`; the file is gone afterwards. */
  putFile(key: string, file: string): Promise<void>;
  /** The object's bytes, from `start` when given; null when there is no such object. */
  read(key: string, options?: { start?: number; end?: number }): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix?: string): Promise<StoredObject[]>;
  /** Removes an object; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Throws, saying what is wrong in words, when the store cannot be reached or written. */
  check(): Promise<void>;
}

/** A folder on this disk, or `prefix` in the configured object store's `bucket`. */
export type StoreLocation = { kind: 'disk'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

export function openObjectStore(location: StoreLocation, settings: ObjectStoreSettings | null): ObjectStore {
  if (location.kind === 'disk') return diskStore(location.dir);
  if (!settings) throw new Error(`s3://${location.bucket}/${location.prefix} needs the object store's settings`);
  return s3Store(settings, location.bucket, location.prefix);
}

/** A whole object's bytes, or null when there is none. */
export async function readWhole(store: ObjectStore, key: string): Promise<Buffer | null> {
  const body = await store.read(key);
  return body ? Buffer.concat(await body.toArray()) : null;
}
