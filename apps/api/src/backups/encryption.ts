import { createReadStream, createWriteStream, readFileSync, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import type { BackupSettings } from './settings';

// Issue 25: backups are encrypted by the product with age (https://age-encryption.org), through the age authors'
// own TypeScript library; files are streamed, so a backup of any size never sits whole in memory.

export const AGE_SUFFIX = '.age';

/** A refusal the command line and the admin screen show as it is (Dutch). */
export class BackupKeyError extends Error {}

type WebBytes = ReadableStream<Uint8Array>;

const readStream = (file: string) => Readable.toWeb(createReadStream(file)) as unknown as WebBytes;

async function writeStream(stream: WebBytes, file: string) {
  await pipeline(
    Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>),
    createWriteStream(file, { mode: 0o600 }),
  );
}

/** Encrypts `source` into `target` to the passphrase or the recipients of the settings. */
export async function encryptFile(source: string, target: string, settings: BackupSettings): Promise<void> {
  const encrypter = new Encrypter();
  if (settings.passphrase) encrypter.setPassphrase(settings.passphrase);
  for (const recipient of settings.recipients) encrypter.addRecipient(recipient);
  await writeStream(await encrypter.encrypt(readStream(source)), target);
}

/** The secret key of BACKUP_IDENTITY: the key itself, or the path of a file holding it (age-keygen's format). */
function identitiesOf(identity: string): string[] {
  const text = identity.startsWith('AGE-SECRET-KEY-')
    ? identity
    : existsSync(identity)
      ? readFileSync(identity, 'utf8')
      : '';
  const keys = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'));
  if (keys.length === 0)
    throw new BackupKeyError(
      'BACKUP_IDENTITY is geen geheime age-sleutel (AGE-SECRET-KEY-1…) en geen bestand dat er een bevat.',
    );
  return keys;
}

/**
 * Decrypts `source` into `target` with the passphrase or the secret key of the settings. A wrong key or a damaged
 * file is refused before anything is written (age checks the header first) or fails the stream (each 64 KiB
 * chunk is authenticated), and `target` is then removed by the caller's scratch folder.
 */
export async function decryptFile(source: string, target: string, settings: BackupSettings): Promise<void> {
  if (!settings.passphrase && !settings.identity)
    throw new BackupKeyError(
      'Deze back-up is versleuteld: zet BACKUP_PASSPHRASE (de wachtzin) of BACKUP_IDENTITY (de geheime sleutel) om hem te openen.',
    );
  const decrypter = new Decrypter();
  if (settings.passphrase) decrypter.addPassphrase(settings.passphrase);
  if (settings.identity) for (const key of identitiesOf(settings.identity)) decrypter.addIdentity(key);
  try {
    await writeStream(await decrypter.decrypt(readStream(source)), target);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new BackupKeyError(
      `De back-up kon niet ontsleuteld worden: verkeerde wachtzin of sleutel, of een beschadigd bestand (${reason}).`,
    );
  }
}
