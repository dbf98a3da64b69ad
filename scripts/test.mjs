// `npm test`: every test — domain, web components, print agent, the API on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), and the browser flows in Chromium against the started product.
// Exits non-zero when anything fails: the install, the build, or any test.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureInstalled, root, webBuildIsStale } from './ensure.mjs';

const args = process.argv.slice(2);

// The browser tests drive Debian's Chromium and never download one: say so before anything runs, instead of
// failing inside a test file minutes later. Skipped when only other projects are asked for (--project web).
const projects = args.flatMap((arg, i) =>
  arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const browserTests = projects.length === 0 || projects.some((p) => p?.startsWith('e2e'));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (browserTests && !existsSync(chromium)) {
  console.error(
    `Chromium niet gevonden op ${chromium}: de browsertests hebben het nodig.\n` +
      'Installeer het met:  sudo apt-get install chromium\n' +
      'of wijs een andere Chromium aan met CHROMIUM_PATH=/pad/naar/chromium npm test',
  );
  process.exit(1);
}

ensureInstalled();

const databases = [
  'PGlite (ingebouwd)',
  ...(process.env.TEST_DATABASE_URL ? ['PostgreSQL (TEST_DATABASE_URL)'] : []),
];
const databaseLine = `API-tests op: ${databases.join(' en ')}`;
console.log(databaseLine);
if (!process.env.TEST_DATABASE_URL)
  console.log('Zet TEST_DATABASE_URL=postgres://... om ze ook op PostgreSQL te draaien.');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const vitest = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'];

/**
 * Runs a command to its end and resolves with its exit code. With a `label`, its output is passed on line by
 * line with the label in front, so two runs that share the terminal can be told apart.
 */
function run(command, commandArgs, label) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (label) {
      for (const [stream, target] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => target.write(`${label} ${line}\n`));
      }
    }
    child.on('error', (error) => {
      console.error(`${label ?? ''} ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The browser tests serve the built web app: build it first when the sources are newer. */
async function browserRun(vitestArgs, label) {
  if (webBuildIsStale()) {
    console.log(label ? `${label} De web-app bouwen...` : 'De web-app bouwen...');
    const built = await run(npm, ['run', 'build'], label);
    if (built !== 0) return built;
  }
  return run(process.execPath, [...vitest, ...vitestArgs], label);
}

let status;
if (projects.length > 0) {
  // Projects asked for by name: one vitest, as typed.
  status = browserTests ? await browserRun(args) : await run(process.execPath, [...vitest, ...args]);
} else {
  // Everything. Vitest runs a project whose files go one at a time (the browser files share one started
  // product) after all the others, with one worker idle; so the browser files get a vitest of their own beside
  // the rest. The rest starts at once, the browser files when the web app is built (issue 7: the suite on two
  // cores, docs/decisions.md "Measuring speed").
  const results = await Promise.all([
    run(process.execPath, [...vitest, '--project', '!e2e', ...args], '[unit/api]'),
    browserRun(['--project', 'e2e', ...args], '[browser]'),
  ]);
  status = results.find((code) => code !== 0) ?? 0;
}
// Repeated at the end, where the reader of a CI log looks first.
console.log(`\n${databaseLine} — ${status === 0 ? 'alle tests geslaagd' : `MISLUKT (exit ${status})`}`);
process.exit(status);
