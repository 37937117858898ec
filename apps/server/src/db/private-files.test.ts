import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tightenPrivateFiles } from './private-files.ts';

describe('tightening the shop’s files', () => {
  it('takes the group’s and others’ rights away from every file and folder, following no link', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-private-'));
    const outside = await mkdtemp(path.join(os.tmpdir(), 'bistro-outside-'));
    try {
      await mkdir(path.join(dir, 'db', 'pg_wal'), { recursive: true });
      await writeFile(path.join(dir, 'db', 'pg_wal', '000000010000000000000001'), 'diner@example.com');
      await writeFile(path.join(dir, 'secrets.json'), '{}');
      await writeFile(path.join(outside, 'theirs'), '');
      await symlink(path.join(outside, 'theirs'), path.join(dir, 'link'));
      for (const entry of ['', 'db', 'db/pg_wal']) await chmod(path.join(dir, entry), 0o755);
      await chmod(path.join(dir, 'db', 'pg_wal', '000000010000000000000001'), 0o666);
      await chmod(path.join(dir, 'secrets.json'), 0o640);
      await chmod(path.join(outside, 'theirs'), 0o644);

      expect(await tightenPrivateFiles(dir)).toBe(5);
      const mode = async (entry: string) => (await stat(path.join(dir, entry))).mode & 0o777;
      expect(await mode('')).toBe(0o700);
      expect(await mode('db/pg_wal')).toBe(0o700);
      expect(await mode('db/pg_wal/000000010000000000000001')).toBe(0o600);
      expect(await mode('secrets.json')).toBe(0o600);
      expect((await stat(path.join(outside, 'theirs'))).mode & 0o777).toBe(0o644);
      expect(await tightenPrivateFiles(dir)).toBe(0);
      expect(await tightenPrivateFiles(path.join(dir, 'not-there'))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    }
  });
});
