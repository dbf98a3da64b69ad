import { loadConfigOrExit } from '../config';
import { openPglite, openPostgres } from './client';

/** `npm run db:migrate`: applies the committed migrations to DATA_DIR's embedded database or DATABASE_URL. */
const config = loadConfigOrExit();
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(config.dataDir);
await database.migrate();
await database.close();
process.stdout.write(
  `Migraties toegepast op ${database.kind === 'pglite' ? `de ingebouwde database in ${config.dataDir}` : 'PostgreSQL'}\n`,
);
