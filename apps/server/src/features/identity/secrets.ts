import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({ authSecret: z.string().min(32), jwtSecret: z.string().min(32) });
export type Secrets = z.infer<typeof secretsSchema>;

const generate = (): Secrets => ({
  authSecret: randomBytes(32).toString('base64url'),
  jwtSecret: randomBytes(32).toString('base64url'),
});

async function readSecrets(file: string): Promise<Secrets | null> {
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${file} is not a valid secrets file; fix or delete it (deleting signs everyone out)`, {
      cause: error,
    });
  }
}

/** Where the secrets the shop generated for itself are kept (an encrypted backup carries this file). */
export const generatedSecretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

/**
 * New generated secrets in DATA_DIR/secrets.json, in place of any there (readable by the owner
 * only, written whole then renamed into place): every session cookie, API token and signed link
 * made with the old ones stops working.
 */
export async function writeNewSecrets(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = generatedSecretsFile(dataDir);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(draft, JSON.stringify(generate()), { mode: 0o600, flag: 'wx' });
    await rename(draft, file);
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * The identity service's and the API tokens' signing secrets: the configured ones, or
 * ones generated on first start and kept (readable by the owner only) in DATA_DIR/secrets.json,
 * so tokens survive a restart. Processes that share DATA_DIR share the file.
 */
export async function loadSecrets(dataDir: string, given: Partial<Secrets>): Promise<Secrets> {
  if (given.authSecret && given.jwtSecret) return { authSecret: given.authSecret, jwtSecret: given.jwtSecret };
  const file = generatedSecretsFile(dataDir);
  let stored = await readSecrets(file);
  if (!stored) {
    await mkdir(dataDir, { recursive: true });
    // Written whole under a name of its own, then linked into place: another process never reads
    // a half-written file, and the first link wins.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      await writeFile(draft, JSON.stringify(generate()), { mode: 0o600, flag: 'wx' });
      await link(draft, file);
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(draft, { force: true });
    }
    stored = (await readSecrets(file)) as Secrets;
  }
  return { authSecret: given.authSecret ?? stored.authSecret, jwtSecret: given.jwtSecret ?? stored.jwtSecret };
}
