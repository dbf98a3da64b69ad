import { openPglite } from '../../src/db/client';
import { markComplete } from '../../src/db/embedded-folder';
import { countRows } from '../../src/db/table-counts';
import { ensureAdmin } from '../../src/seed/bootstrap';
import { seedDemoCatalogue } from '../../src/seed/demo-catalogue';
import { seedHouseholds } from '../../src/seed/demo-households';

export const FIXTURE_PASSWORD = 'vaste-test-wachtwoord';

/**
 * A DATA_DIR as a finished first start leaves it: migrated, `admin` with FIXTURE_PASSWORD, a few households,
 * and (unless `unmarked`: a folder from before the status file) its status `complete`. Returns its row counts.
 */
export async function createCompletedDataDir(
  dataDir: string,
  { unmarked = false } = {},
): Promise<Record<string, number>> {
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    await ensureAdmin(database.db, FIXTURE_PASSWORD);
    const catalogue = await seedDemoCatalogue(database.db);
    await seedHouseholds(database.db, catalogue, { count: 5, intensity: 0.2 });
    const counts = await countRows(database.db);
    if (!unmarked) markComplete(dataDir, 'eerste start');
    return counts;
  } finally {
    await database.close();
  }
}

/** The row counts of DATA_DIR's database, read from the folder itself. */
export async function countRowsIn(dataDir: string): Promise<Record<string, number>> {
  const database = await openPglite(dataDir);
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}
