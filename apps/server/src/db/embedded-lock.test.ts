import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimEmbeddedDatabase, DatabaseInUseError } from './embedded-lock.ts';

const freshDir = async () => path.join(await mkdtemp(path.join(os.tmpdir(), 'bistro-lock-')), 'db');

describe('the claim on the embedded database', () => {
  it('refuses a second claim while the first holds, naming the process, and allows one after', async () => {
    const dataDir = await freshDir();
    const release = await claimEmbeddedDatabase(dataDir);
    // Another process's claim: this one's pid written by someone else, as a running site's is.
    const other = path.join(path.dirname(dataDir), 'other');
    await writeFile(`${other}.lock`, String(process.ppid));
    await expect(claimEmbeddedDatabase(other)).rejects.toThrowError(DatabaseInUseError);
    await expect(claimEmbeddedDatabase(other)).rejects.toThrowError(
      new RegExp(`in use by process ${process.ppid} .*Stop it first`),
    );
    await release();
    await (await claimEmbeddedDatabase(dataDir))();
  });

  it('takes over a claim left by a process that is gone (a crash, kill -9)', async () => {
    const dataDir = await freshDir();
    const gone = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']));
    await writeFile(`${dataDir}.lock`, String(gone));
    const release = await claimEmbeddedDatabase(dataDir);
    await release();
  });
});
