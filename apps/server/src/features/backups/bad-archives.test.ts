import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { create as tarCreate, extract as tarExtract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { loadConfig } from '../../config/env.ts';
import { createImageStore } from '../images/index.ts';
import { checksum, MANIFEST_PART, type Manifest } from './archive.ts';
import { BackupError, openArchive, restoreArchive, takeBackup, verifyArchive } from './index.ts';
import { ARCHIVE_LIMITS } from './restore-backup.ts';

const PASSPHRASE = 'correct horse battery staple';

describe('restore refuses a bad archive, saying what is wrong, and writes nothing', () => {
  let app: FastifyInstance;
  let dir: string;
  let workDir: string;
  let good: string;
  let encrypted: string;
  beforeAll(async () => {
    app = await buildTestApp({ BACKUP_PASSPHRASE: PASSPHRASE });
    dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-bad-archives-'));
    workDir = path.join(dir, 'work');
    await mkdir(workDir);
    await writeFile(path.join(dir, '.keep'), '');
    good = (
      await takeBackup(
        { database: app.database, pictures: app.imageStore, dataDir: dir },
        { out: path.join(dir, 'good.backup'), clock: app.clock },
      )
    ).file;
    encrypted = (await app.backups.take(path.join(dir, 'encrypted.backup'))).file;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The error opening it gives; and nothing left behind in the work folder. */
  async function refusal(file: string, passphrase?: string): Promise<string> {
    const error = await openArchive(file, { workDir, passphrase }).then(
      () => new Error('opened'),
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect(await readdir(workDir)).toEqual([]);
    return (error as Error).message;
  }

  /** The good archive unpacked, changed by `change`, and packed again. */
  async function repacked(name: string, change: (unpacked: string) => Promise<void>): Promise<string> {
    const unpacked = await mkdtemp(path.join(dir, 'unpacked-'));
    await tarExtract({ file: good, cwd: unpacked });
    await change(unpacked);
    const file = path.join(dir, name);
    const entries = await readdir(unpacked);
    await tarCreate({ file, cwd: unpacked, portable: true }, [
      MANIFEST_PART,
      ...entries.filter((e) => e !== MANIFEST_PART),
    ]);
    return file;
  }

  /** The good archive with a row the database refuses (a dish at no price), its checksums made to match. */
  const refusedRowArchive = (name: string) =>
    repacked(name, async (unpacked) => {
      const part = path.join(unpacked, 'database/menu_items.jsonl.gz');
      const rows = gunzipSync(await readFile(part))
        .toString('utf8')
        .trimEnd()
        .split('\n');
      rows[rows.length - 1] = JSON.stringify({ ...JSON.parse(rows.at(-1) ?? '{}'), price_cents: 0 });
      await writeFile(part, gzipSync(`${rows.join('\n')}\n`));
      const manifestFile = path.join(unpacked, MANIFEST_PART);
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      manifest.parts['database/menu_items.jsonl.gz'] = await checksum(part);
      await writeFile(manifestFile, JSON.stringify(manifest));
    });

  it('opens the good ones, plain and encrypted, with every part checked', async () => {
    for (const [file, passphrase] of [
      [good, undefined],
      [encrypted, PASSPHRASE],
    ] as const) {
      const opened = await openArchive(file, { workDir, passphrase });
      expect(opened.manifest.tables.find((table) => table.name === 'menu_items')?.rows).toBeGreaterThan(0);
      await opened.dispose();
    }
    expect((await readFile(encrypted)).subarray(0, 21).toString()).toBe('age-encryption.org/v1');
  });

  it('a truncated one', async () => {
    const bytes = await readFile(good);
    const truncated = path.join(dir, 'truncated.backup');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refusal(truncated)).toMatch(/truncated/);
  });

  it('a foreign file, and a tar that is not ours', async () => {
    const text = path.join(dir, 'notes.backup');
    await writeFile(text, 'shopping list: eggs, flour\n'.repeat(100));
    expect(await refusal(text)).toMatch(/is not a Bistro Boss backup/);
    const foreignTar = path.join(dir, 'foreign.backup');
    await tarCreate({ file: foreignTar, cwd: dir }, ['.keep']);
    expect(await refusal(foreignTar)).toMatch(/is not a Bistro Boss backup.*no Bistro Boss manifest/);
  });

  it('a tampered one: a byte changed in its dishes, or a file added', async () => {
    const bytes = await readFile(good);
    // The last mention is the part's own tar header (the manifest names it first).
    const at = bytes.lastIndexOf('database/menu_items.jsonl.gz') + 512 + 100;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    const tampered = path.join(dir, 'tampered.backup');
    await writeFile(tampered, bytes);
    expect(await refusal(tampered)).toMatch(/changed or damaged: the checksum of database\/menu_items\.jsonl\.gz/);
    const added = await repacked('added.backup', (unpacked) =>
      copyFile(path.join(dir, '.keep'), path.join(unpacked, 'extra.txt')),
    );
    expect(await refusal(added)).toMatch(/was changed: extra\.txt is not in its manifest/);
  });

  /** The good archive with its dishes' part replaced by `rows` (gzipped), its checksum made to match. */
  const withDishRows = (name: string, rows: Buffer) =>
    repacked(name, async (unpacked) => {
      const part = path.join(unpacked, 'database/menu_items.jsonl.gz');
      await writeFile(part, gzipSync(rows));
      const manifestFile = path.join(unpacked, MANIFEST_PART);
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      manifest.parts['database/menu_items.jsonl.gz'] = await checksum(part);
      await writeFile(manifestFile, JSON.stringify(manifest));
    });

  it('one that unpacks into a row of gigabytes, or into more rows than it lists, before reading a row of it', async () => {
    // 64 MB of one row packs into about 64 KB: a restore once read such a row whole into memory.
    const bomb = await withDishRows('bomb.backup', Buffer.alloc(64 * 1024 * 1024, 'x'));
    const memoryBefore = process.memoryUsage().rss;
    expect(await refusal(bomb)).toMatch(
      /changed or damaged: database\/menu_items\.jsonl\.gz has a row longer than 4194304 bytes/,
    );
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(48 * 1024 * 1024);
    const many = await withDishRows('many-rows.backup', Buffer.from('{}\n'.repeat(500_000)));
    expect(await refusal(many)).toMatch(/menu_items\.jsonl\.gz holds more rows than its manifest lists/);
  });

  it('one of too many entries, before unpacking them all', async () => {
    const crowded = await repacked('crowded.backup', async (unpacked) => {
      await mkdir(path.join(unpacked, 'crowd'));
      for (let index = 0; index <= ARCHIVE_LIMITS.entries; index++) {
        await writeFile(path.join(unpacked, 'crowd', String(index)), '');
      }
    });
    expect(await refusal(crowded)).toMatch(/holds more than 10000 entries: no archive of ours does/);
  }, 60_000);

  it('one made by a newer release', async () => {
    const newer = await repacked('newer.backup', async (unpacked) => {
      const file = path.join(unpacked, MANIFEST_PART);
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
      manifest.migration = { tag: '0099_from_the_future', when: manifest.migration.when + 1_000_000 };
      await writeFile(file, JSON.stringify(manifest));
    });
    expect(await refusal(newer)).toMatch(/was made by a newer release of Bistro Boss .*upgrade this one first/);
  });

  it('an encrypted one without its passphrase, or with a wrong one', async () => {
    expect(await refusal(encrypted)).toMatch(/is encrypted: set BACKUP_PASSPHRASE/);
    expect(await refusal(encrypted, 'not the passphrase at all')).toMatch(
      /could not be decrypted .*passphrase is wrong/,
    );
  });

  it('one whose rows the database refuses half-way (checksums made to match): the new shop is not there, nothing is left behind', {
    timeout: 60_000,
  }, async () => {
    const refusedRow = await refusedRowArchive('refused-row.backup');
    const dataDir = path.join(dir, 'target');
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: 'off' });
    const archive = await openArchive(refusedRow, { workDir });
    const failure = await restoreArchive(archive, {
      database: config.database,
      pictures: createImageStore(config.images.store),
      dataDir,
      replace: false,
      backUp: async () => 'nothing to replace',
    }).then(
      () => null,
      (error: unknown) => error,
    );
    await archive.dispose();
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toMatch(
      /^The database refused the archive's menu_items, and nothing was restored: .*menu_items_price_positive/,
    );
    expect((failure as Error).message).not.toContain('Bubble Tea');
    expect(await readdir(dataDir).catch(() => [])).toEqual([]);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('verification, in a process of its own: the good encrypted one restores with the manifest’s rows; one the database refuses fails with the refusal; nothing is left behind', {
    timeout: 120_000,
  }, async () => {
    const opened = await openArchive(encrypted, { workDir, passphrase: PASSPHRASE });
    const manifestRows = Object.fromEntries(opened.manifest.tables.map((table) => [table.name, table.rows]));
    await opened.dispose();
    expect(await verifyArchive(encrypted, { passphrase: PASSPHRASE, workDir, dataDir: dir })).toEqual(manifestRows);
    // The empty template is kept for the next one; the scratch copy the shop was restored into is gone.
    const scratch = path.join(dir, 'verification-db');
    expect(await readdir(scratch)).toEqual(['template']);

    const failure = await verifyArchive(await refusedRowArchive('refused-on-verifying.backup'), {
      passphrase: null,
      workDir,
      dataDir: dir,
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as Error).message).toMatch(
      /^The database refused the archive's menu_items, and nothing was restored/,
    );
    await expect(
      verifyArchive(encrypted, { passphrase: 'not the passphrase at all', workDir, dataDir: dir }),
    ).rejects.toThrow(/could not be decrypted .*passphrase is wrong/);
    expect(await readdir(workDir)).toEqual([]);

    // A killed verification's copy goes, and a template damaged on disk is made again.
    await mkdir(path.join(scratch, 'run-killed', 'base'), { recursive: true });
    await rm(path.join(scratch, 'template', 'global'), { recursive: true });
    expect(await verifyArchive(encrypted, { passphrase: PASSPHRASE, workDir, dataDir: dir })).toEqual(manifestRows);
    expect(await readdir(scratch)).toEqual(['template']);
  });
});
