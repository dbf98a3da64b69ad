import { buildApp, type App } from '../../src/app';
import { openPostgres, runsConcurrently, type Database } from '../../src/db/client';
import { removeDataDir, testConfig, type TestContext } from './build';

export type SecondInstance = { app: App; close(): Promise<void> };

/**
 * Another API instance on the test's database, as a second process behind a load balancer would be. On
 * PostgreSQL it has a connection pool of its own; PGlite has one connection per database, so there both
 * instances share it (their requests still interleave).
 */
export async function secondInstance(t: TestContext, env: NodeJS.ProcessEnv = {}): Promise<SecondInstance> {
  let database: Database | undefined;
  if (runsConcurrently(t.database.db)) {
    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    database = await openPostgres(url, 5);
  }
  const config = testConfig(env);
  const app = await buildApp({ db: database?.db ?? t.database.db, config, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
      removeDataDir(config);
    },
  };
}
