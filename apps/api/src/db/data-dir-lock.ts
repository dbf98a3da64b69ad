import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has one user at a time: a second PGlite on the same files (a backup or restore beside
 * the running server) corrupts them (issue 25: the next start died with `RuntimeError: Aborted()`). Whoever
 * opens DATA_DIR's database first writes its process id into DATA_DIR/pglite.lock; the others refuse. A lock
 * whose process no longer runs (a crash, a power cut) is taken over.
 */
export type DataDirUser = 'server' | 'back-up' | 'herstel' | 'migratie' | 'seed';

type LockContent = { pid: number; user: DataDirUser; since: string };

/** A refusal the command line prints as it is: Dutch, naming the folder and what to do. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/**
 * What went wrong, in one line: a failed query's cause rather than DrizzleQueryError's own message, which
 * carries the statement's parameters (personal data must not reach a console or log).
 */
export function failureReason(err: unknown): string {
  if (err instanceof Error && err.cause instanceof Error) return err.cause.message;
  // PGlite stops with Emscripten's ExitStatus, which has a message but is no Error.
  const message: unknown =
    typeof err === 'object' && err !== null && 'message' in err ? err.message : undefined;
  return typeof message === 'string' ? message : String(err);
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

const described: Record<DataDirUser, string> = {
  server: 'de draaiende server',
  'back-up': 'een back-up',
  herstel: 'een herstel',
  migratie: 'de migraties (npm run db:migrate)',
  seed: 'het laden van fictieve gegevens (npm run db:seed)',
};

const advice: Record<DataDirUser, string> = {
  server: 'Er draait al iets op deze gegevensmap; start de server pas als dat gedaan is.',
  'back-up':
    'Een tweede opening van de ingebouwde database naast de server kan ze beschadigen. De server maakt zelf back-ups: met de knop in Beheer > Back-ups, elke nacht, en op vraag van npm run backup zodra hij DATA_DIR/server.json schreef (bij een start van deze versie).',
  herstel: 'Stop de server eerst en herstel dan opnieuw.',
  migratie: 'Stop de server eerst: hij past de migraties zelf toe bij elke start.',
  seed: 'Stop de server eerst.',
};

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' && parsed.user ? (parsed as LockContent) : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR's lock for `user`, or throws a DataDirError saying who holds it. Returns the release (also run
 * when the process exits). Nothing else is touched before the lock is held.
 */
export function claimDataDir(dataDir: string, user: DataDirUser): () => void {
  const file = lockFile(dataDir);
  const content: LockContent = { pid: process.pid, user, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx': created only when absent, so two starters cannot both win.
      writeFileSync(file, JSON.stringify(content), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readLock(file);
    if (holder && isRunning(holder.pid))
      throw new DataDirError(
        `De ingebouwde database in ${dataDir} is in gebruik door ${described[holder.user]} (proces ${holder.pid}, sinds ${holder.since}). ` +
          `${advice[user]} Er is niets veranderd. (Draait proces ${holder.pid} niet meer of is het iets anders, verwijder dan ${file}.)`,
      );
    // Left behind by a process that no longer runs (or unreadable): take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirError(`Kon ${file} niet aanmaken: een ander proces nam de gegevensmap net in gebruik.`);
}
