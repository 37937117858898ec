import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/postgres-server.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  /** Resident memory of the server's process group, in kB (what `ps` reports). */
  memoryKb(): number;
  stop(): Promise<void>;
}

function groupMemoryKb(groupId: number): number {
  const rss = execFileSync('ps', ['-o', 'rss=', '-g', String(groupId)], { encoding: 'utf8' });
  return rss
    .split('\n')
    .map(Number)
    .filter(Number.isFinite)
    .reduce((sum, kb) => sum + kb, 0);
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
    setTimeout(() => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 5000).unref();
  });
}

/**
 * Runs a TypeScript entry point of this repo in its own process group on a fresh data dir,
 * waits until `GET readyPath` answers, and returns its address and a way to stop it.
 */
export async function startServer(
  entry: string,
  env: Record<string, string> = {},
  readyPath = '/api/health',
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bistro-bench-'));
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, entry)], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child);
  process.once('exit', () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGKILL'));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop, memoryKb: () => groupMemoryKb(child.pid ?? 0) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${entry} did not answer on ${url} within 60 s`);
}

/** Prints a table of rows with aligned columns. */
export function printTable(rows: (string | number)[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  '));
}

export const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
