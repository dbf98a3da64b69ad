import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/**
 * A PGlite backup (dumpDataDir: a gzip'd ustar archive), read whole before PGlite sees it (issue 25). gzip's
 * CRC and length catch a cut-off or damaged file; the walk over the archive's headers catches an archive that
 * was cut off before it was compressed. PGlite gets the unpacked archive: given a damaged one, it would retry
 * it as gzip and leave that stream's errors unhandled.
 */
const RECORD = 512;

/** The header's checksum: its bytes summed with the checksum field (148–155) counted as spaces. */
function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < RECORD; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return sum;
}

const octal = (field: Buffer) => parseInt(field.toString('latin1').replace(/[\0 ]+$/, ''), 8);

/** Throws (English, for the restore's message in parentheses) unless `tar` is a whole ustar archive. */
function checkArchive(tar: Buffer): void {
  let offset = 0;
  let entries = 0;
  while (offset + RECORD <= tar.length) {
    const header = tar.subarray(offset, offset + RECORD);
    if (header.every((byte) => byte === 0)) {
      if (entries === 0) throw new Error('empty archive');
      return; // the end-of-archive marker
    }
    if (header.toString('latin1', 257, 262) !== 'ustar') throw new Error(`no tar header at byte ${offset}`);
    if (octal(header.subarray(148, 156)) !== checksumOf(header))
      throw new Error(`tar header checksum wrong at byte ${offset}`);
    const size = octal(header.subarray(124, 136));
    if (!Number.isSafeInteger(size) || size < 0)
      throw new Error(`tar entry size unreadable at byte ${offset}`);
    offset += RECORD + Math.ceil(size / RECORD) * RECORD;
    entries++;
  }
  throw new Error('archive cut off (no end-of-archive marker)');
}

export async function readPgliteBackup(file: string): Promise<Blob> {
  const tar = await promisify(gunzip)(await readFile(file));
  checkArchive(tar);
  // Not a gzip type: PGlite unpacks it as it is.
  return new Blob([tar], { type: 'application/x-tar' });
}
