import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs, waitForMail } from '../../../test/helper.ts';
import { openArchive } from './index.ts';

describe('scheduled backups and the admin’s Backups API', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let diner: SignedIn;
  let backupDir: string;
  beforeAll(async () => {
    backupDir = await mkdtemp(path.join(os.tmpdir(), 'bistro-backups-'));
    app = await buildTestApp({ BACKUP_EVERY: '15s', BACKUP_KEEP: '2', BACKUP_DIR: backupDir });
    admin = await signInAs(app, { email: 'owner@bistro.test', role: 'admin' });
    diner = await signInAs(app, { email: 'diner@bistro.test' });
  });
  afterAll(async () => {
    await app.close();
    await rm(backupDir, { recursive: true, force: true });
  });

  const list = () => app.inject({ method: 'GET', url: '/api/backups', headers: admin.headers });

  // Each verification creates a new embedded database (4–8 s on a quiet machine).
  it('takes one on schedule, restores it into a scratch database to verify it, and lists it', {
    timeout: 60_000,
  }, async () => {
    await app.backups.schedule?.runNow();
    const overview = (await list()).json();
    expect(overview).toMatchObject({ dir: backupDir, everySeconds: 15, keep: 2, encrypted: false });
    expect(overview.backups).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(/^bistro-boss-.*\.backup$/),
        verified: true,
        encrypted: false,
      }),
    ]);
    // It restores: the archive opens whole, and holds the shop's dishes and owner.
    const archive = await openArchive(path.join(backupDir, overview.backups[0].name), { workDir: backupDir });
    expect(archive.manifest.tables.find((table) => table.name === 'users')?.rows).toBe(2);
    await archive.dispose();
  });

  it('lets an admin take one now and download it; keeps BACKUP_KEEP of them', { timeout: 60_000 }, async () => {
    const taken = await app.inject({ method: 'POST', url: '/api/backups', headers: admin.headers });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ verified: true, bytes: expect.any(Number) });
    const download = await app.inject({
      method: 'GET',
      url: `/api/backups/${taken.json().name}`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${taken.json().name}"`);
    expect(download.rawPayload.length).toBe(taken.json().bytes);
    // Both are in the audit log: this one as the admin's, the schedule's (one or more by now) as the system's.
    const log = (
      await app.inject({ method: 'GET', url: '/api/audit-log?action=backup', headers: admin.headers })
    ).json();
    const [newest, ...scheduled] = log.entries.map((entry: { actor: { email: string } | null }) => entry.actor?.email);
    expect(newest).toBe(admin.user.email);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((email: string | undefined) => email === undefined)).toBe(true);

    await app.inject({ method: 'POST', url: '/api/backups', headers: admin.headers });
    expect((await list()).json().backups).toHaveLength(2);
  });

  it('answers 4xx to a diner, a bad name and an unknown one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/backups', headers: diner.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/backups', headers: diner.headers })).statusCode).toBe(403);
    const get = (name: string) => app.inject({ method: 'GET', url: `/api/backups/${name}`, headers: admin.headers });
    expect((await get('..%2Fsecrets.json')).statusCode).toBe(400);
    expect((await get('nothing-here.backup')).statusCode).toBe(404);
    const byCommand = await app.inject({
      method: 'POST',
      url: '/api/backups/by-command',
      payload: { out: '/tmp/x.backup' },
    });
    expect(byCommand.statusCode).toBe(403);
  });
});

describe('a scheduled backup that fails', () => {
  it('is logged and mailed to the admins', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-backups-'));
    const notAFolder = path.join(dir, 'file');
    await writeFile(notAFolder, '');
    const app = await buildTestApp({ BACKUP_EVERY: '1d', BACKUP_DIR: notAFolder });
    try {
      await signInAs(app, { email: 'owner@bistro.test', role: 'admin' });
      await expect(app.backups.schedule?.runNow()).rejects.toThrow();
      const mail = await waitForMail(app, 'owner@bistro.test', /A backup of the restaurant failed/);
      expect(mail.text).toContain(notAFolder);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
