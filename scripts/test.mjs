// `npm test`: every test — domain, web components, print agent, the API on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), and the browser flows in Chromium against the started product.
// Exits non-zero when anything fails: the install, the build, or any test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled, ensureWebBuilt, root } from './ensure.mjs';

const args = process.argv.slice(2);

// The browser tests drive Debian's Chromium and never download one: say so before anything runs, instead of
// failing inside a test file minutes later. Skipped when only other projects are asked for (--project web).
const projects = args.flatMap((arg, i) =>
  arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if ((projects.length === 0 || projects.includes('e2e')) && !existsSync(chromium)) {
  console.error(
    `Chromium niet gevonden op ${chromium}: de browsertests hebben het nodig.\n` +
      'Installeer het met:  sudo apt-get install chromium\n' +
      'of wijs een andere Chromium aan met CHROMIUM_PATH=/pad/naar/chromium npm test',
  );
  process.exit(1);
}

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

const result = spawnSync('npx', ['vitest', 'run', ...args], { cwd: root, stdio: 'inherit' });
const status = result.status ?? 1;
// Repeated at the end, where the reader of a CI log looks first.
console.log(`\n${databaseLine} — ${status === 0 ? 'alle tests geslaagd' : `MISLUKT (exit ${status})`}`);
process.exit(status);
