import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { vacuumAndAnalyze } from '../db/maintenance';
import { openPostgres } from '../db/client';
import { failureReason } from '../db/data-dir-lock';
import { openEmbeddedDatabase } from '../db/embedded-database';
import { ensureAdmin } from './bootstrap';
import { loadCatalogue, seedDemoCatalogue } from './demo-catalogue';
import { seedHouseholds } from './demo-households';

/**
 * `npm run db:seed -- --households 100000 [--received 0.2] [--batch 2000]`: fills DATA_DIR's embedded
 * database or DATABASE_URL with fake households (multi-row inserts, one transaction per batch), for
 * the benchmark. `--received` scales the received rows per household (1 = the demo's year of goods).
 */
const { values } = parseArgs({
  options: {
    households: { type: 'string', default: '300' },
    received: { type: 'string', default: '0.2' },
    batch: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '42' },
  },
});
const count = Number(values.households);
const intensity = Number(values.received);
const batch = Number(values.batch);
if (!Number.isInteger(count) || count < 1 || !(intensity >= 0) || !Number.isInteger(batch) || batch < 1) {
  process.stderr.write('Gebruik: npm run db:seed -- --households 100000 [--received 0.2] [--batch 2000]\n');
  process.exit(2);
}

const out = (line: string) => process.stdout.write(`${line}\n`);
const config = loadConfigOrExit();
// An empty DATA_DIR gets a new database, complete (embedded-folder.ts) once the households are in.
const opened = config.databaseUrl
  ? { database: await openPostgres(config.databaseUrl), markComplete: () => undefined }
  : await openEmbeddedDatabase(config.dataDir, 'seed', { mayCreate: true }).catch((err: unknown) => {
      process.stderr.write(`${failureReason(err)}\n`);
      process.exit(1);
    });
const { database } = opened;
await database.migrate();
const admin = await ensureAdmin(database.db, config.adminPassword);
if (admin.generatedPassword)
  out(`Aanmelden als 'admin' met wachtwoord: ${admin.generatedPassword}  (eenmalig getoond)`);

const started = Date.now();
let catalogue = await loadCatalogue(database.db);
if (catalogue.length === 0) catalogue = await seedDemoCatalogue(database.db);
out(`Fictieve gezinnen laden: ${count} (${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
await seedHouseholds(database.db, catalogue, {
  count,
  batch,
  intensity,
  seed: Number(values.seed),
  log: out,
});
// Fresh statistics for both databases (PGlite has no autovacuum to gather them).
await vacuumAndAnalyze(database);
opened.markComplete();
out(`Klaar in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
