import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's files are its own: diners' emails and payment secrets are in the database (its WAL
 * too), the signing secrets beside it. Whatever another account on the machine runs reads or
 * writes none of them.
 */

/** No right for the group or others on anything made from now on (folders 0700, files 0600). */
const PRIVATE_UMASK = 0o077;
const GROUP_AND_OTHERS = 0o077;

/**
 * Makes every file and folder this process creates from now on its owner's alone. The server,
 * every command and the verification's process call it first. The embedded database sets its
 * files' modes itself (0666): they sit in folders made private by this, which no one else enters.
 */
export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes the group's and others' rights away from `dir` and everything under it (links are left
 * as they are, never followed): what an earlier release, or the embedded database, left open.
 * Answers how many files and folders were open (0 when `dir` does not exist yet).
 */
export async function tightenPrivateFiles(dir: string): Promise<number> {
  const stats = await lstat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!stats || stats.isSymbolicLink()) return 0;
  let tightened = 0;
  if (stats.mode & GROUP_AND_OTHERS) {
    await chmod(dir, stats.mode & 0o7777 & ~GROUP_AND_OTHERS);
    tightened += 1;
  }
  if (!stats.isDirectory()) return tightened;
  for (const entry of await readdir(dir)) tightened += await tightenPrivateFiles(path.join(dir, entry));
  return tightened;
}
