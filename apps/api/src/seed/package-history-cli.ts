import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { openPostgres } from '../db/client';
import { failureReason } from '../db/data-dir-lock';
import { openEmbeddedDatabase } from '../db/embedded-database';
import { vacuumAndAnalyze } from '../db/maintenance';
import { seedPackageHistory } from './package-history';

/**
 * `tsx apps/api/src/seed/package-history-cli.ts --years 5 [--received 0.2]`: after `npm run db:seed`, adds the
 * older years of food and soap-house packages the dashboard and the reports are measured on (npm run bench).
 */
const { values } = parseArgs({
  options: { years: { type: 'string', default: '5' }, received: { type: 'string', default: '0.2' } },
});
const years = Number(values.years);
const intensity = Number(values.received);
if (!Number.isInteger(years) || years < 1 || !(intensity >= 0)) {
  process.stderr.write('Gebruik: package-history-cli.ts --years 5 [--received 0.2]\n');
  process.exit(2);
}
const config = loadConfigOrExit();
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openEmbeddedDatabase(config.dataDir, 'seed', { mayCreate: false }).then(
      (embedded) => embedded.database,
      (err: unknown) => {
        process.stderr.write(`${failureReason(err)}\n`);
        process.exit(1);
      },
    );
await database.migrate();
const out = (line: string) => process.stdout.write(`${line}\n`);
const rows = await seedPackageHistory(database.db, { years, intensity, log: out });
await vacuumAndAnalyze(database);
out(`Pakketgeschiedenis: ${rows} rijen over ${years - 1} oudere jaren`);
await database.close();
