import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { failureReason } from '../db/data-dir-lock';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';

/**
 * `npm run backup [-- --out <file>]` and `npm run restore -- <file> [--force]` (issue 12), for the
 * database the server would use: DATABASE_URL's PostgreSQL, else the embedded one in DATA_DIR, which has
 * one user at a time: both refuse while the server runs on it (issue 25). README "Backups" says how to
 * encrypt them.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [command, file] = positionals;
const out = (line: string) => process.stdout.write(`${line}\n`);
const config = loadConfigOrExit();
const postgres = config.databaseUrl;

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target =
      values.out ??
      path.join(
        'backups',
        `mvm-${postgres ? 'postgres' : 'pglite'}-${stamp}.${postgres ? 'dump' : 'tar.gz'}`,
      );
    mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    if (postgres) await backupPostgres(postgres, target);
    else await backupPglite(config.dataDir, target);
    out(
      `Back-up geschreven naar ${target} — versleutel hem voor je hem ergens anders bewaart (README, "Back-ups").`,
    );
  } else if (command === 'restore' && file) {
    if (!existsSync(file)) throw new Error(`Het bestand ${file} bestaat niet. Er is niets veranderd.`);
    if (postgres) await restorePostgres(file, postgres);
    else {
      const { keptAside, counts } = await restorePglite(file, config.dataDir, values.force);
      const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
      out(`Gecontroleerd: ${Object.keys(counts).length} tabellen, ${rows} rijen.`);
      for (const [table, n] of Object.entries(counts)) out(`  ${table}: ${n}`);
      if (keptAside) out(`De vorige database staat nu in ${keptAside}`);
    }
    out(`Hersteld uit ${file}.`);
  } else {
    process.stderr.write(
      'Gebruik: npm run backup [-- --out <bestand>]  |  npm run restore -- <bestand> [--force]\n',
    );
    process.exit(2);
  }
} catch (err) {
  process.stderr.write(`${failureReason(err)}\n`);
  process.exit(1);
}
