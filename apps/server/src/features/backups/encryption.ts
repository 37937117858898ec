import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import { BackupError } from './archive.ts';

/** How every age file begins: how a restore tells an encrypted archive from a plain one. */
export const AGE_HEADER = 'age-encryption.org/v1';

/**
 * scrypt's cost for the passphrase (2^16: 64 MB and about a second once per archive). age's own
 * default, 2^18, needs 256 MB: the whole memory budget of a backup.
 */
const SCRYPT_WORK_FACTOR = 16;

type Bytes = WebReadableStream<Uint8Array>;

/** The archive's bytes encrypted to the passphrase with age (scrypt recipient). */
export async function encrypt(plain: Readable, passphrase: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.setScryptWorkFactor(SCRYPT_WORK_FACTOR);
  encrypter.setPassphrase(passphrase);
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as unknown as ReadableStream<Uint8Array>);
  return Readable.fromWeb(sealed as unknown as Bytes);
}

/** The plain bytes of an age-encrypted archive; a wrong passphrase is said so. */
export async function decrypt(sealed: Readable, passphrase: string | undefined): Promise<Readable> {
  if (!passphrase) {
    throw new BackupError('The archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.');
  }
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  try {
    const plain = await decrypter.decrypt(Readable.toWeb(sealed) as unknown as ReadableStream<Uint8Array>);
    return Readable.fromWeb(plain as unknown as Bytes);
  } catch (error) {
    throw new BackupError(
      `The archive could not be decrypted with this BACKUP_PASSPHRASE: the passphrase is wrong, or the file is damaged (${(error as Error).message}).`,
    );
  }
}
