// `npm run lint:openapi` (issue 26, part of `npm run lint` and so of CI): the committed docs/openapi.json is the
// one the routes produce now. The package script then runs Spectral's OpenAPI rules (.spectral.yaml) on it,
// failing on any warning.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const committed = path.join(root, 'docs/openapi.json');
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
const fresh = path.join(dir, 'openapi.json');
const run = (command, args) =>
  execFileSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

let current;
try {
  run(process.execPath, ['--import', 'tsx', 'apps/api/src/system/openapi-cli.ts', fresh]);
  current = readFileSync(fresh, 'utf8') === readFileSync(committed, 'utf8');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (!current) {
  console.error(
    'docs/openapi.json is niet actueel: de routes beschrijven een ander document. Voer npm run openapi uit.',
  );
  process.exit(1);
}
console.log('docs/openapi.json is actueel.');
