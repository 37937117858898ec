import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets.ts';

describe('loadSecrets', () => {
  it('generates secrets once, keeps them owner-readable in DATA_DIR, and reuses them', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-secrets-'));
    const first = await loadSecrets(dir, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.authSecret).not.toBe(first.jwtSecret);
    expect((await stat(path.join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    expect(await loadSecrets(dir, {})).toEqual(first);
    expect(JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8'))).toEqual(first);
  });

  it('prefers configured secrets', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-secrets-'));
    const given = { authSecret: 'a'.repeat(32), jwtSecret: 'j'.repeat(32) };
    expect(await loadSecrets(dir, given)).toEqual(given);
  });

  it('two processes starting together agree on one set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bistro-secrets-'));
    const [a, b] = await Promise.all([loadSecrets(dir, {}), loadSecrets(dir, {})]);
    expect(a).toEqual(b);
  });
});
