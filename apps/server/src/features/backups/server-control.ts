import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * DATA_DIR/server.json: how a command on this machine reaches the running server that owns the
 * data (its local address and a token), readable by the owner only. Written once the server
 * listens, removed when it stops; one left by a process that is gone is ignored.
 */
const controlFile = (dataDir: string) => path.join(dataDir, 'server.json');
const controlSchema = z.object({ pid: z.number().int(), url: z.url(), token: z.string().min(32) });
export type RunningServer = z.infer<typeof controlSchema>;

/** The header a command sends its token in. */
export const CONTROL_TOKEN_HEADER = 'x-bistro-control-token';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Makes the token a command must show; answers it and how to remove the file again. */
export async function announceServer(
  dataDir: string,
  url: string,
): Promise<{ token: string; remove(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  const file = controlFile(dataDir);
  await rm(file, { force: true });
  await writeFile(file, JSON.stringify({ pid: process.pid, url, token }), { mode: 0o600, flag: 'wx' });
  return { token, remove: () => rm(file, { force: true }) };
}

/** The server running on this DATA_DIR, if one is. */
export async function findRunningServer(dataDir: string): Promise<RunningServer | null> {
  const text = await readFile(controlFile(dataDir), 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = controlSchema.safeParse(
    (() => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })(),
  );
  return parsed.success && isRunning(parsed.data.pid) ? parsed.data : null;
}

/** Whether a request's token is the running server's own (compared in constant time). */
export function isControlToken(given: unknown, token: string | null): boolean {
  if (typeof given !== 'string' || !token) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
