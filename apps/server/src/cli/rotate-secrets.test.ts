import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildAppOnData, signUpWithIdentity, TEST_ORIGIN, testConfig } from '../../test/helper.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** `npm run rotate-secrets` with this environment, as an owner types it. */
const rotate = (env: Record<string, string>) =>
  run('npm', ['run', '--silent', 'rotate-secrets'], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', BACKUP_EVERY: 'off', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run rotate-secrets', () => {
  it('gives the shop new signing secrets and signs everyone out, once the site is stopped', {
    timeout: 90_000,
  }, async () => {
    const { dataDir } = await testConfig();
    const env = { DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, WEB_DIST_DIR: '' };
    try {
      const site = await buildAppOnData(env);
      const cookie = await signUpWithIdentity(site, { email: 'leaving-admin@bistro.test' });
      const jwt = () => site.inject({ method: 'POST', url: '/api/jwt', headers: { origin: TEST_ORIGIN, cookie } });
      expect((await jwt()).statusCode).toBe(200);
      const before = await readFile(path.join(dataDir, 'secrets.json'), 'utf8');

      // While the site runs it refuses: the site keeps its secrets in memory.
      await site.listen({ host: '127.0.0.1', port: 0 });
      const running = await rotate(env);
      expect(running.code).toBe(1);
      expect(running.stderr).toMatch(/is running on .*: stop it .* first/);
      await site.close();

      const rotated = await rotate(env);
      expect(rotated.stderr).toBe('');
      expect(rotated.stdout).toMatch(
        /New signing secrets are in .*secrets\.json\. 1 session ended: everyone signs in again/,
      );
      expect(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')).not.toBe(before);

      const restarted = await buildAppOnData(env);
      try {
        const again = await restarted.inject({
          method: 'POST',
          url: '/api/jwt',
          headers: { origin: TEST_ORIGIN, cookie },
        });
        expect(again.statusCode).toBe(401);
      } finally {
        await restarted.close();
      }

      // Secrets given in the environment are changed there.
      const given = await rotate({ ...env, AUTH_SECRET: 'a'.repeat(32), JWT_SECRET: 'b'.repeat(32) });
      expect(given.code).toBe(1);
      expect(given.stderr).toMatch(/AUTH_SECRET and JWT_SECRET are set in the environment.*change them there/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
