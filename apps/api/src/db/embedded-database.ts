import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openPglite, type Database } from './client';
import { claimDataDir, DataDirError, failureReason, type DataDirUser } from './data-dir-lock';
import {
  damagedFolder,
  inspectDataDir,
  markComplete,
  markInitialising,
  pgliteDir,
  statusFile,
  timestamp,
} from './embedded-folder';
import { countRows, isCompletedDatabase } from './table-counts';

export type EmbeddedDatabase = {
  /** close() also releases DATA_DIR's lock. */
  database: Database;
  /** The folder was empty before this start: the caller creates what a new installation gets. */
  isNew: boolean;
  /** Records that the new database is complete; before it, a failed start is made again from scratch. */
  markComplete(): void;
};

type Options = {
  /** Whether an empty folder gets a new database (the server, the seeder) or is refused (migrate, backup). */
  mayCreate: boolean;
  log?: (line: string) => void;
};

/**
 * Opens DATA_DIR's embedded database for one user at a time (data-dir-lock.ts), only when the folder holds a
 * complete database or nothing at all (embedded-folder.ts). Anything else is refused with a DataDirError.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  user: DataDirUser,
  options: Options,
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir, user);
  try {
    const opened = await openFolder(dataDir, options);
    const closeAndRelease = async () => {
      try {
        await opened.database.close();
      } finally {
        release();
      }
    };
    return { ...opened, database: { ...opened.database, close: closeAndRelease } };
  } catch (err) {
    release();
    throw err;
  }
}

async function openFolder(dataDir: string, { mayCreate, log }: Options): Promise<EmbeddedDatabase> {
  const found = inspectDataDir(dataDir);
  const existing = (database: Database) => ({ database, isNew: false, markComplete: () => undefined });
  switch (found.kind) {
    case 'damaged':
      throw damagedFolder(dataDir, found.problem, true);
    case 'complete':
      return existing(await openInPlace(dataDir));
    case 'unmarked':
      await checkOnACopy(dataDir, log);
      markComplete(dataDir, 'bestaande database');
      return existing(await openInPlace(dataDir));
    case 'unfinished':
    case 'empty':
      if (!mayCreate)
        throw new DataDirError(
          `Er staat nog geen (volledige) database in ${dataDir}. \`npm start\` maakt ze aan; herstel een back-up met \`npm run restore -- <bestand>\`.`,
        );
      if (found.kind === 'unfinished') {
        // Made by a first start that failed (a full disk…): nothing in it was ever used.
        log?.(
          `De eerste start in ${dataDir} werd niet afgewerkt: de half aangemaakte database wordt opnieuw gemaakt.`,
        );
        rmSync(pgliteDir(dataDir), { recursive: true, force: true });
      }
      return createNew(dataDir);
  }
}

async function createNew(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(pgliteDir(dataDir), { recursive: true });
  markInitialising(dataDir);
  const database = await openPglite(dataDir).catch((err: unknown) => {
    throw firstStartFailed(dataDir, err);
  });
  return { database, isNew: true, markComplete: () => markComplete(dataDir, 'eerste start') };
}

/** The message of a first start that stopped before it finished; the next start makes the database again. */
export function firstStartFailed(dataDir: string, err: unknown): DataDirError {
  return new DataDirError(
    `De eerste start van de ingebouwde database in ${dataDir} is mislukt: ${failureReason(err)}\n` +
      `Is de schijf vol, maak dan ruimte vrij. De volgende start wist de half aangemaakte database en begint opnieuw (${statusFile(dataDir)} zegt "initialising").`,
  );
}

async function openInPlace(dataDir: string): Promise<Database> {
  try {
    return await openPglite(dataDir);
  } catch (err) {
    throw damagedFolder(dataDir, `PGlite kan de bestanden niet openen (${failureReason(err)}).`, false);
  }
}

/**
 * Database files without a status: opened as a copy (opening writes to the files, and a damaged folder must
 * stay as it is), each table counted. A database that a start finished is adopted; anything else refused.
 */
async function checkOnACopy(dataDir: string, log?: (line: string) => void) {
  const scratch = path.join(dataDir, `pglite.controle-${timestamp()}`);
  log?.(`Eenmalige controle van de bestaande database in ${pgliteDir(dataDir)}…`);
  let problem: string | null = null;
  try {
    cpSync(pgliteDir(dataDir), pgliteDir(scratch), { recursive: true });
    const copy = await openPglite(scratch);
    try {
      if (!isCompletedDatabase(await countRows(copy.db)))
        problem = `${pgliteDir(dataDir)} bevat een database die nooit afgewerkt werd (geen migraties of geen gebruikers).`;
    } finally {
      await copy.close().catch(() => undefined);
    }
  } catch (err) {
    problem = `${pgliteDir(dataDir)} bevat bestanden die geen bruikbare database zijn (${failureReason(err)}).`;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (problem) throw damagedFolder(dataDir, problem, true);
}
