// `npm test`: every test — domain, web components, print agent, the API on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), and the browser flows in Chromium against the started product.
// Exits non-zero when anything fails: the install, the build, or any test.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './ensure.mjs';

ensureInstalled();
ensureWebBuilt();

const databases = [
  'PGlite (ingebouwd)',
  ...(process.env.TEST_DATABASE_URL ? ['PostgreSQL (TEST_DATABASE_URL)'] : []),
];
const databaseLine = `API-tests op: ${databases.join(' en ')}`;
console.log(databaseLine);
if (!process.env.TEST_DATABASE_URL)
  console.log('Zet TEST_DATABASE_URL=postgres://... om ze ook op PostgreSQL te draaien.');

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
const status = result.status ?? 1;
// Repeated at the end, where the reader of a CI log looks first.
console.log(`\n${databaseLine} — ${status === 0 ? 'alle tests geslaagd' : `MISLUKT (exit ${status})`}`);
process.exit(status);
