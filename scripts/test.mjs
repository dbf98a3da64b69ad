// `npm test`: every test — domain, web components, print agent, the API on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), and the browser flows in Chromium against the started product.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root } from './ensure.mjs';

ensureInstalled();
ensureWebBuilt();

const databases = [
  'PGlite (ingebouwd)',
  ...(process.env.TEST_DATABASE_URL ? ['PostgreSQL (TEST_DATABASE_URL)'] : []),
];
console.log(`API-tests draaien op: ${databases.join(' en ')}`);
if (!process.env.TEST_DATABASE_URL)
  console.log('Zet TEST_DATABASE_URL=postgres://... om ze ook op PostgreSQL te draaien.');

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
