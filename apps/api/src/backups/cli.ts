import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit, type AppConfig } from '../config';
import { openPostgres } from '../db/client';
import { failureReason } from '../db/data-dir-lock';
import { openEmbeddedDatabase } from '../db/embedded-database';
import { BackupService } from './backup-service';
import { readControlFile } from './control-file';
import { restorePglite, restorePostgres } from './dump';
import { withPlainBackup } from './plain-file';
import { verifyBackup } from './verify';

/**
 * `npm run backup [-- --out <file>]`, `npm run restore -- <file> [--force]` and `npm run backup:verify -- <file>`
 * (issues 12 and 25), for the database the server would use: DATABASE_URL's PostgreSQL, else the embedded one in
 * DATA_DIR. A backup is made by the running server when there is one (it owns the database); otherwise here,
 * the same way (encrypted, kept by the retention rule, recorded). A restore refuses while the server runs.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [command, file] = positionals;
const out = (line: string) => process.stdout.write(`${line}\n`);
const config = loadConfigOrExit();
const megabytes = (bytes: number | null) => `${((bytes ?? 0) / 1024 / 1024).toFixed(1)} MB`;

type Made = { file: string; sizeBytes: number | null; encrypted: boolean };

/** Asks the server that runs on DATA_DIR, if any; null when none does. */
async function askServer(): Promise<Made | null> {
  const server = readControlFile(config.dataDir);
  if (!server) return null;
  const res = await fetch(`${server.url}/intern/back-up`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
  }).catch(() => null);
  // A server that no longer answers on its address (it is stopping): do it here, as without a server.
  if (!res) return null;
  const body = (await res.json()) as {
    message?: string;
    data?: { bestand: string | null; grootte: number | null; versleuteld: boolean };
  };
  if (!res.ok || !body.data?.bestand) throw new Error(body.message ?? `De server antwoordde ${res.status}`);
  out('De draaiende server maakte de back-up.');
  return {
    file: path.join(config.backups.dir, body.data.bestand),
    sizeBytes: body.data.grootte,
    encrypted: body.data.versleuteld,
  };
}

/** No server runs: open the database here (the embedded one under its lock) and back it up the same way. */
async function backUpHere(settings: AppConfig): Promise<Made> {
  const database = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl, 2)
    : (await openEmbeddedDatabase(settings.dataDir, 'back-up', { mayCreate: false })).database;
  try {
    // As a start would: the backups table is there (an older database gets this version's migrations).
    await database.migrate();
    const log = { info: () => undefined, warn: () => undefined };
    const service = new BackupService(database.db, settings.backups, settings.databaseUrl, log);
    const run = await service.run('opdrachtregel');
    if (run.result !== 'ok' || !run.file) throw new Error(`De back-up is mislukt: ${run.message ?? ''}`);
    return {
      file: path.join(settings.backups.dir, run.file),
      sizeBytes: run.sizeBytes,
      encrypted: run.encrypted === 'age',
    };
  } finally {
    await database.close();
  }
}

async function backup() {
  const made = (await askServer()) ?? (await backUpHere(config));
  out(`Back-up geschreven naar ${made.file} (${megabytes(made.sizeBytes)}).`);
  if (!made.encrypted)
    out(
      'Let op: niet versleuteld. Zet BACKUP_PASSPHRASE of BACKUP_RECIPIENTS (docs/install.md, "Back-ups") voor je hem ergens anders bewaart.',
    );
  if (values.out) {
    mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
    copyFileSync(made.file, values.out);
    out(`Gekopieerd naar ${values.out}.`);
  }
}

async function restore(source: string) {
  await withPlainBackup(source, config.backups, async (plain, kind) => {
    const here = config.databaseUrl ? 'postgres' : 'pglite';
    if (kind !== here)
      throw new Error(
        `${source} is een back-up van ${kind === 'pglite' ? 'de ingebouwde database' : 'PostgreSQL'}, maar deze configuratie gebruikt ${here === 'pglite' ? 'de ingebouwde database' : 'PostgreSQL (DATABASE_URL)'}. Er is niets veranderd.`,
      );
    if (config.databaseUrl) return restorePostgres(plain, config.databaseUrl);
    const { keptAside, counts } = await restorePglite(plain, config.dataDir, values.force);
    printCounts(counts);
    if (keptAside) out(`De vorige database staat nu in ${keptAside}`);
  });
  out(`Hersteld uit ${source}.`);
}

function printCounts(counts: Record<string, number>) {
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  out(`Gecontroleerd: ${Object.keys(counts).length} tabellen, ${rows} rijen.`);
  for (const [table, n] of Object.entries(counts)) out(`  ${table}: ${n}`);
}

async function verify(source: string) {
  const { kind, counts } = await verifyBackup(source, config.backups, config.databaseUrl);
  out(`${source}: een goede back-up van ${kind === 'pglite' ? 'de ingebouwde database' : 'PostgreSQL'}.`);
  printCounts(counts);
}

try {
  if (command === 'backup') await backup();
  else if ((command === 'restore' || command === 'verify') && file) {
    if (!existsSync(file)) throw new Error(`Het bestand ${file} bestaat niet. Er is niets veranderd.`);
    await (command === 'restore' ? restore(file) : verify(file));
  } else {
    process.stderr.write(
      'Gebruik: npm run backup [-- --out <bestand>]  |  npm run restore -- <bestand> [--force]  |  npm run backup:verify -- <bestand>\n',
    );
    process.exit(2);
  }
} catch (err) {
  process.stderr.write(`${failureReason(err)}\n`);
  process.exit(1);
}
