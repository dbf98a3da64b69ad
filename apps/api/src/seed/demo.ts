import type { Db } from '../db/client';
import { seedDemoMarktenEnEvenementen } from './demo-evenementen';
import { seedDemoHouseholds } from './demo-households';
import { seedDemoUsers } from './demo-users';

export type SeedLog = (line: string) => void;

/**
 * Fills a new database with fake, realistic demo data. Each area adds its seeder here, in order.
 * Every demo record is fake (generated names, valid-format but fictitious national numbers).
 */
export async function seedDemo(db: Db, log: SeedLog): Promise<void> {
  const logins = await seedDemoUsers(db);
  log('Demo-gebruikers (fictief, wachtwoord eenmalig getoond):');
  for (const { username, password } of logins) log(`  ${username.padEnd(12)} ${password}`);
  await seedDemoHouseholds(db);
  log('Demo-gezinnen, items en gekregen goederen (fictief) geladen.');
  await seedDemoMarktenEnEvenementen(db);
  log('Demo-markten en -evenementen met inschrijvingen (fictief) geladen.');
}
