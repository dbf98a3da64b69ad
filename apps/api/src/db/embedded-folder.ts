import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirError } from './data-dir-lock';

/**
 * What DATA_DIR holds (issue 24 finding 7). The files of the embedded database are in DATA_DIR/pglite; beside
 * them DATA_DIR/pglite.status.json says whether a start finished creating them:
 * - `initialising`: written by a first start into an empty folder before PGlite creates anything, with the
 *   identity (device, inode) of the pglite folder it made;
 * - `complete`: written only once the first start finished everything (migrations, admin, demo data), or by a
 *   restore after it checked the backup, or when a database from before this marker was found whole.
 * Only an empty folder gets a new database (and so a new admin and demo data).
 */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
export const statusFile = (dataDir: string) => path.join(dataDir, 'pglite.status.json');
/** Where a restore with --force keeps the database it replaced. */
export const KEPT_ASIDE_PREFIX = 'pglite.voor-herstel-';

type FolderId = { dev: number; ino: number };
type Status =
  | { state: 'initialising'; folder: FolderId; since: string }
  | { state: 'complete'; how: 'eerste start' | 'herstel' | 'bestaande database'; since: string };

export type FolderState =
  /** Nothing of a database: a first start may create one. */
  | { kind: 'empty' }
  /** A first start that did not finish made the pglite folder: it may be cleared and made again. */
  | { kind: 'unfinished' }
  | { kind: 'complete' }
  /** Database files without a status: made before the status existed, or left by something else. */
  | { kind: 'unmarked' }
  | { kind: 'damaged'; problem: string };

export const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

const folderId = (dir: string): FolderId => {
  const { dev, ino } = statSync(dir);
  return { dev, ino };
};

export const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** Written to a new file and renamed over the old one, so a full disk never leaves half a status. */
function writeStatus(dataDir: string, status: Status) {
  const file = statusFile(dataDir);
  writeFileSync(`${file}.nieuw`, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.nieuw`, file);
}

export function markInitialising(dataDir: string) {
  writeStatus(dataDir, {
    state: 'initialising',
    folder: folderId(pgliteDir(dataDir)),
    since: new Date().toISOString(),
  });
}

export function markComplete(dataDir: string, how: 'eerste start' | 'herstel' | 'bestaande database') {
  writeStatus(dataDir, { state: 'complete', how, since: new Date().toISOString() });
}

function readStatus(dataDir: string): Status | 'absent' | 'unreadable' {
  const file = statusFile(dataDir);
  if (!existsSync(file)) return 'absent';
  try {
    const status = JSON.parse(readFileSync(file, 'utf8')) as Partial<Status>;
    return status.state === 'initialising' || status.state === 'complete' ? (status as Status) : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** The files PGlite cannot start without; a cheap look before opening, which would write to the folder. */
function missingPart(dir: string): string | null {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) return 'PG_VERSION';
  const control = path.join(dir, 'global', 'pg_control');
  if (!existsSync(control) || statSync(control).size === 0) return 'global/pg_control';
  if (!hasFiles(path.join(dir, 'base'))) return 'base/';
  return null;
}

export const keptAside = (dataDir: string) =>
  existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name.startsWith(KEPT_ASIDE_PREFIX)) : [];

export function inspectDataDir(dataDir: string): FolderState {
  const dir = pgliteDir(dataDir);
  const status = readStatus(dataDir);
  if (status === 'unreadable')
    return { kind: 'damaged', problem: `${statusFile(dataDir)} is onleesbaar of onvolledig.` };
  if (status === 'absent') {
    if (hasFiles(dir)) return { kind: 'unmarked' };
    const aside = keptAside(dataDir);
    if (aside.length > 0)
      return {
        kind: 'damaged',
        problem: `er staat geen database in ${dir}, maar wel een opzijgezette: ${aside.join(', ')} (een herstel dat niet afgewerkt werd?).`,
      };
    return { kind: 'empty' };
  }
  if (status.state === 'initialising') {
    if (!hasFiles(dir)) return { kind: 'unfinished' };
    const { dev, ino } = folderId(dir);
    if (dev === status.folder.dev && ino === status.folder.ino) return { kind: 'unfinished' };
    return {
      kind: 'damaged',
      problem: `${dir} is niet meer de map die de mislukte eerste start aanmaakte (ze werd vervangen); ze wordt niet gewist.`,
    };
  }
  if (!hasFiles(dir))
    return {
      kind: 'damaged',
      problem: `${dir} is leeg of bestaat niet, terwijl er een volledige database stond (${statusFile(dataDir)}).`,
    };
  const missing = missingPart(dir);
  if (missing) return { kind: 'damaged', problem: `${dir} mist ${missing}: de bestanden zijn onvolledig.` };
  return { kind: 'complete' };
}

/** The refusal of a folder that holds something a start cannot use; `untouched`: not opened, so not changed. */
export function damagedFolder(dataDir: string, problem: string, untouched: boolean): DataDirError {
  const aside = keptAside(dataDir);
  return new DataDirError(
    [
      `De ingebouwde database in ${dataDir} kan niet gestart worden: ${problem}`,
      `${untouched ? 'Er is niets aan de map veranderd, en' : 'Er is'} geen nieuwe database of beheerder aangemaakt.`,
      `Wat nu: herstel een back-up met \`npm run restore -- <bestand> --force\` (de huidige map blijft bewaard)` +
        (aside.length > 0 ? `, of zet een opzijgezette database terug (${aside.join(', ')})` : '') +
        `. Alleen als er niets te bewaren is: verplaats ${pgliteDir(dataDir)} en ${statusFile(dataDir)}, dan maakt de volgende start een nieuwe database.`,
    ].join('\n'),
  );
}
