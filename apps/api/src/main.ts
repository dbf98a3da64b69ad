import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openPostgres, type Database } from './db/client';
import { DataDirError, failureReason } from './db/data-dir-lock';
import { firstStartFailed, openEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded-database';
import { ensureAdmin } from './seed/bootstrap';
import { seedDemo } from './seed/demo';
import { startSessionHousekeeping } from './auth/public';
import { startEmbeddedMaintenance } from './db/maintenance';
import { startRetentionJob } from './privacy/retention-job';
import { localUrl, writeControlFile } from './backups/control-file';
import { startBackupSchedule } from './backups/schedule';

const config = loadConfigOrExit();
const out = (line: string) => process.stdout.write(`${line}\n`);

/** A start that cannot go on: a Dutch message (a DataDirError names the folder and what to do), no stack. */
function stop(err: unknown): never {
  const message = err instanceof DataDirError ? err.message : `Starten mislukt: ${failureReason(err)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function openDatabase(): Promise<{ database: Database; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl)
    return { database: await openPostgres(config.databaseUrl, config.databasePoolSize) };
  const embedded = await openEmbeddedDatabase(config.dataDir, 'server', { mayCreate: true, log: out });
  return { database: embedded.database, embedded };
}

const { database, embedded } = await openDatabase().catch(stop);
let admin: Awaited<ReturnType<typeof ensureAdmin>>;
try {
  await database.migrate();
  admin = await ensureAdmin(database.db, config.adminPassword);
  // DESIGN.md: demo data on a new embedded database unless SEED_DEMO=0; on PostgreSQL only with SEED_DEMO=1.
  // New embedded = its folder was empty before this start: a restored or adopted database never gets it.
  const wantDemo = embedded ? embedded.isNew && config.seedDemo !== false : config.seedDemo === true;
  if (admin.created && wantDemo) await seedDemo(database.db, out);
  // Only now is a new embedded database complete; until then the next start makes it again.
  embedded?.markComplete();
} catch (err) {
  await database.close().catch(() => undefined);
  stop(embedded?.isNew ? firstStartFailed(config.dataDir, err) : err);
}

const app = await buildApp({ db: database.db, config });
const stopMaintenance = await startEmbeddedMaintenance(database, (err) =>
  app.log.warn({ err }, 'vacuum failed'),
);
const stopSessionPurge = startSessionHousekeeping(database, config, (err) =>
  app.log.warn({ err }, 'session purge failed'),
);
const stopRetention = startRetentionJob(database.db, config, app.log);
await app.backups.recover();
const stopBackups = startBackupSchedule(app.backups, app.log);
let removeControlFile = () => {};

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Finish requests in flight, then close the database so nothing is half-written.
  stopMaintenance();
  stopSessionPurge();
  stopRetention();
  stopBackups();
  removeControlFile();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// Issue 25: `npm run backup` finds this server here and asks it to make the backup.
removeControlFile = writeControlFile(config.dataDir, localUrl(config.host, config.port), app.controlToken);
// localhost rather than 127.0.0.1: USB keys (WebAuthn) refuse an IP address as the site's name.
const shownHost = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(config.host) ? 'localhost' : config.host;
out('');
out(
  `Het back office draait op http://${shownHost}:${config.port}  (database: ${database.kind === 'pglite' ? `ingebouwd, ${config.dataDir}` : 'PostgreSQL'})`,
);
if (admin.generatedPassword)
  out(`Aanmelden als 'admin' met wachtwoord: ${admin.generatedPassword}  (eenmalig getoond)`);
