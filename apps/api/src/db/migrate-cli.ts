import { loadConfigOrExit } from '../config';
import { openPostgres } from './client';
import { failureReason } from './data-dir-lock';
import { openEmbeddedDatabase } from './embedded-database';

/**
 * `npm run db:migrate`: applies the committed migrations to DATA_DIR's embedded database or DATABASE_URL.
 * An embedded database must exist (a new one is made by `npm start`) and not be in use.
 */
const config = loadConfigOrExit();
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openEmbeddedDatabase(config.dataDir, 'migratie', { mayCreate: false }).then(
      (embedded) => embedded.database,
      (err: unknown) => {
        process.stderr.write(`${failureReason(err)}\n`);
        process.exit(1);
      },
    );
await database.migrate();
await database.close();
process.stdout.write(
  `Migraties toegepast op ${database.kind === 'pglite' ? `de ingebouwde database in ${config.dataDir}` : 'PostgreSQL'}\n`,
);
