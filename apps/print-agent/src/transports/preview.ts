import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PrintError } from '../errors';
import { escposToPng } from '../escpos/to-png';
import { escposToText } from '../escpos/to-text';
import type { Transport } from './types';

export type PreviewTarget = { dir: string; maxFiles?: number; now?: () => Date };

/** DESIGN.md: without a printer, tickets land under DATA_DIR; keep only the newest ones. */
export const PREVIEW_MAX_FILES = 200;

// 2025-03-01T09:05:07.123Z → 20250301T090507123Z: sorts by time, safe in every file system.
const stamp = (d: Date) => d.toISOString().replace(/[-:.]/g, '');
const safeJobName = (name: string) => name.replace(/[^a-z0-9-]/gi, '_').slice(0, 40) || 'ticket';

/**
 * Writes `<timestamp>-<job>.bin` (the exact bytes) and `.txt` (what would print, readable): ~1 kB for a
 * food ticket, ~150 kB for the longest body the 64 kB limit lets in. The picture is drawn only when someone looks at it
 * (previewPicture): drawn per ticket it cost up to a second of the event loop and a megabyte (issue 24).
 */
export function previewTransport({
  dir,
  maxFiles = PREVIEW_MAX_FILES,
  now = () => new Date(),
}: PreviewTarget): Transport {
  return {
    probe: () => Promise.resolve(),
    async send({ name, bytes }) {
      try {
        await mkdir(dir, { recursive: true });
        const base = await reserve(dir, `${stamp(now())}-${safeJobName(name)}`, bytes);
        await writeFile(path.join(dir, `${base}.txt`), escposToText(bytes), 'utf8');
        await prune(dir, maxFiles);
      } catch (err) {
        throw new PrintError(`Afdrukvoorbeeld kon niet bewaard worden in ${dir}`, { cause: err });
      }
    },
  };
}

/**
 * A ticket's picture is drawn for tickets up to this size (a food or market ticket is ~0.5 kB, a material
 * receipt of a few items 2–4 kB): ~250 lines, ~0.5 s and ~0.4 MB at most. A longer ticket is shown as text.
 */
export const PICTURE_MAX_TICKET_BYTES = 8 * 1024;

/** Whether the ticket `base` (its .bin) is small enough to be drawn. */
export async function hasPicture(dir: string, base: string): Promise<boolean> {
  const info = await stat(path.join(dir, `${base}.bin`)).catch(() => null);
  return info !== null && info.size <= PICTURE_MAX_TICKET_BYTES;
}

/**
 * The ticket's picture (PNG): drawn from its bytes the first time it is asked for and kept beside them
 * (pruned with them). null when the ticket is gone, too long, or cannot be drawn (no font on the machine).
 */
export async function previewPicture(dir: string, base: string, columns: number): Promise<Buffer | null> {
  const file = path.join(dir, `${base}.png`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  if (!(await hasPicture(dir, base))) return null;
  const bytes = await readFile(path.join(dir, `${base}.bin`)).catch(() => null);
  if (!bytes) return null;
  try {
    const png = escposToPng(bytes, columns);
    await writeFile(file, png);
    return png;
  } catch {
    return null; // e.g. no font on the machine: the .txt says the same
  }
}

/** Two tickets in the same millisecond get `-2`, `-3`: never overwrite a preview. */
async function reserve(dir: string, base: string, bytes: Uint8Array): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    try {
      await writeFile(path.join(dir, `${candidate}.bin`), bytes, { flag: 'wx' });
      return candidate;
    } catch (err) {
      const code = err instanceof Error && 'code' in err ? err.code : undefined;
      if (code !== 'EEXIST' || n > 50) throw err;
    }
  }
}

/** Deletes the oldest tickets (their .bin and .txt together) beyond maxFiles files. */
async function prune(dir: string, maxFiles: number) {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.bin') || f.endsWith('.txt')).sort();
  // The .png goes with its .bin and .txt.
  const excess = files.length - maxFiles;
  if (excess <= 0) return;
  const oldest = new Set(files.slice(0, excess).map((f) => f.slice(0, -4)));
  await Promise.all(
    [...oldest].flatMap((base) =>
      ['.bin', '.txt', '.png'].map((ext) => unlink(path.join(dir, `${base}${ext}`)).catch(() => undefined)),
    ), // a concurrent prune got there first, or a ticket without a picture
  );
}
