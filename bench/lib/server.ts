import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/postgres-server.ts';
import { startChild } from '../../scripts/child-processes.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  /**
   * Resident memory of the server's process group, in kB (what `ps` reports); only of its
   * processes whose command line matches `only`, when given.
   */
  memoryKb(only?: RegExp): number;
  stop(): Promise<void>;
}

function groupMemoryKb(groupId: number, only?: RegExp): number {
  const processes = execFileSync('ps', ['-o', 'rss=,args=', '-g', String(groupId)], { encoding: 'utf8' });
  return processes
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null && (!only || only.test(match[2] ?? '')))
    .reduce((sum, match) => sum + Number(match?.[1]), 0);
}

/**
 * Runs a TypeScript entry point of this repo in its own process group (which ends with this
 * process) on a fresh data dir, waits until `GET readyPath` answers, and returns its address and
 * a way to stop it.
 */
export async function startServer(
  entry: string,
  env: Record<string, string> = {},
  readyPath = '/api/health',
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bistro-bench-'));
  const child = startChild(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, entry)], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const { stop } = child;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!child.running()) throw new Error(`${entry} exited with ${child.process.exitCode}`);
    const healthy = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop, memoryKb: (only) => groupMemoryKb(child.process.pid ?? 0, only) };
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
