import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';

/**
 * `npm run backup [-- --out <file>]` and `npm run restore -- <file> [--force]` (issue 12), for the
 * database the server would use: DATABASE_URL's PostgreSQL, else the embedded one in DATA_DIR (stop the
 * server first: the embedded database has one user at a time). README "Backups" says how to encrypt them.
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
    if (postgres) await restorePostgres(file, postgres);
    else {
      const kept = await restorePglite(file, config.dataDir, values.force);
      if (kept) out(`De vorige database staat nu in ${kept}`);
    }
    out(`Hersteld uit ${file}.`);
  } else {
    process.stderr.write(
      'Gebruik: npm run backup [-- --out <bestand>]  |  npm run restore -- <bestand> [--force]\n',
    );
    process.exit(2);
  }
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
