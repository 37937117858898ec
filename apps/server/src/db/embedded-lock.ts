import { readFile, rm, writeFile } from 'node:fs/promises';

/** Refused: another process has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database at `dataDir` for this process, or refuses (DatabaseInUseError)
 * while another running process holds it: PGlite is one process's database, and a second one
 * writing the same directory corrupts it (PGlite issues #1106, #709). The claim is a file beside
 * the directory naming this process; one left by a process that is gone (a crash, `kill -9`) is
 * taken over. Answers how to release it.
 */
export async function claimEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder} (a running \`npm start\`?). Stop it first: only one process at a time may open it.`,
      );
    }
    // Left by a process that is gone: take it over.
    await rm(file, { force: true });
  }
}
