import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { create as tarCreate, extract as tarExtract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppOnData,
  buildAppOnHandle,
  createTestDatabase,
  signUpWithIdentity,
  TEST_ORIGIN,
  testConfig,
} from '../../../test/helper.ts';
import type { AppConfig } from '../../config/env.ts';
import { type DatabaseHandle, queryRows } from '../../db/connect.ts';
import { checksum, LEFT_OUT_TABLES, MANIFEST_PART, type Manifest, SECRETS_PART } from './archive.ts';
import { openArchive, takeBackup } from './index.ts';
import { emptyDataDir, restoreInto } from './restored-shop.testing.ts';

const PASSPHRASE = 'a passphrase for the keys test';

/**
 * A backup downloaded through the web once held the shop's signing secrets and its live sessions:
 * a token minted from them was accepted as another admin after the downloader was demoted, and a
 * diner's session was replayed. Archives hold no sessions, links on their way or sign-in attempts,
 * and the secrets only when encrypted; a restore without them makes new ones.
 */
describe('a backup hands out no keys', () => {
  let source: FastifyInstance;
  let config: AppConfig;
  let database: DatabaseHandle;
  let dir: string;
  let cookie: string;
  let token: string;
  const email = 'kept-out@bistro.test';

  beforeAll(async () => {
    config = await testConfig();
    database = await createTestDatabase();
    source = await buildAppOnHandle(config, database);
    dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-keys-'));
    // A signed-in diner (a session), a reset link on its way (a verification), a wrong password (an attempt).
    cookie = await signUpWithIdentity(source, { email, password: 'the-right-password-1' });
    token = (await source.inject({ method: 'POST', url: '/api/jwt', headers: { origin: TEST_ORIGIN, cookie } })).json()
      .token;
    const post = (url: string, payload: object) =>
      source.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });
    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'a-wrong-password-1' })).statusCode).toBe(401);
    const held = async (table: string) =>
      (await queryRows<{ n: number }>(source.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;
    for (const table of LEFT_OUT_TABLES) expect(await held(table), table).toBeGreaterThan(0);
  }, 60_000);
  afterAll(async () => {
    await source?.close();
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const take = (name: string, passphrase?: string) =>
    takeBackup(
      { database: source.database, pictures: source.imageStore, dataDir: config.dataDir },
      { out: path.join(dir, name), clock: source.clock, ...(passphrase ? { passphrase } : {}) },
    );

  it('leaves sessions, links on their way, sign-in attempts and the signing secrets out of a plain archive', async () => {
    const { file, manifest } = await take('plain.backup');
    expect(manifest.secrets).toBeNull();
    const tables = manifest.tables.map((table) => table.name);
    for (const table of LEFT_OUT_TABLES) expect(tables).not.toContain(table);
    expect(tables).toContain('auth_user');
    const opened = await openArchive(file, { workDir: dir });
    try {
      const parts = await readdir(opened.dir, { recursive: true });
      expect(parts).not.toContain(SECRETS_PART);
      expect(parts.filter((part) => /auth_session|auth_verification|sign_in_attempts/.test(String(part)))).toEqual([]);
    } finally {
      await opened.dispose();
    }
  });

  it('carries the secrets only when encrypted, and restores them from it: API tokens hold, sessions do not', async () => {
    const { file, manifest } = await take('sealed.backup', PASSPHRASE);
    expect(manifest.secrets).toBe(SECRETS_PART);
    for (const table of LEFT_OUT_TABLES) expect(manifest.tables.map((t) => t.name)).not.toContain(table);

    const restoredDir = await emptyDataDir();
    try {
      const outcome = await restoreInto(file, { DATA_DIR: restoredDir, BACKUP_PASSPHRASE: PASSPHRASE });
      expect(outcome.newSecrets).toBe(false);
      expect(await readFile(path.join(restoredDir, 'secrets.json'), 'utf8')).toBe(
        await readFile(path.join(config.dataDir, 'secrets.json'), 'utf8'),
      );
      const restored = await buildAppOnData({ DATA_DIR: restoredDir });
      try {
        const me = await restored.inject({
          method: 'GET',
          url: '/api/reviews/mine',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.statusCode).not.toBe(401);
        const session = await restored.inject({
          method: 'POST',
          url: '/api/jwt',
          headers: { origin: TEST_ORIGIN, cookie },
        });
        expect(session.statusCode).toBe(401);
      } finally {
        await restored.close();
      }
    } finally {
      await rm(restoredDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('restores from an earlier release’s plain archive neither its sessions nor its secrets, and makes new ones', async () => {
    // A plain archive as earlier releases wrote it: the sessions and the secrets in the clear.
    const { file } = await take('earlier.backup');
    const unpacked = await mkdtemp(path.join(dir, 'unpacked-'));
    await tarExtract({ file, cwd: unpacked });
    const manifest: Manifest = JSON.parse(await readFile(path.join(unpacked, MANIFEST_PART), 'utf8'));
    const sessions = await queryRows<{ row: string }>(
      source.database.db,
      sql`select to_jsonb(t)::text as row from auth_session t`,
    );
    const sessionPart = 'database/auth_session.jsonl.gz';
    await writeFile(path.join(unpacked, sessionPart), gzipSync(`${sessions.map((s) => s.row).join('\n')}\n`));
    await writeFile(path.join(unpacked, SECRETS_PART), await readFile(path.join(config.dataDir, 'secrets.json')));
    manifest.tables.push({ name: 'auth_session', rows: sessions.length, part: sessionPart });
    manifest.secrets = SECRETS_PART;
    for (const part of [sessionPart, SECRETS_PART]) manifest.parts[part] = await checksum(path.join(unpacked, part));
    await writeFile(path.join(unpacked, MANIFEST_PART), JSON.stringify(manifest));
    const earlier = path.join(dir, 'earlier-with-keys.backup');
    await tarCreate({ file: earlier, cwd: unpacked, portable: true }, [
      MANIFEST_PART,
      ...(await readdir(unpacked)).filter((entry) => entry !== MANIFEST_PART),
    ]);

    const restoredDir = await emptyDataDir();
    try {
      const outcome = await restoreInto(earlier, { DATA_DIR: restoredDir });
      expect(outcome.newSecrets).toBe(true);
      expect(await readFile(path.join(restoredDir, 'secrets.json'), 'utf8')).not.toBe(
        await readFile(path.join(config.dataDir, 'secrets.json'), 'utf8'),
      );
      const restored = await buildAppOnData({ DATA_DIR: restoredDir });
      try {
        const me = await restored.inject({
          method: 'GET',
          url: '/api/reviews/mine',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.statusCode).toBe(401);
        const session = await restored.inject({
          method: 'POST',
          url: '/api/jwt',
          headers: { origin: TEST_ORIGIN, cookie },
        });
        expect(session.statusCode).toBe(401);
        const [kept] = await queryRows<{ n: number }>(
          restored.database.db,
          sql`select count(*)::int as n from auth_session`,
        );
        expect(kept?.n).toBe(0);
      } finally {
        await restored.close();
      }
    } finally {
      await rm(restoredDir, { recursive: true, force: true });
    }
  }, 90_000);
});
