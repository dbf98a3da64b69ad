// The version lives in the root package.json (semantic versioning); the Dockerfile's label and compose.yaml's
// image tag repeat it, because neither can read a JSON file. `npm version <major|minor|patch>` runs this as its
// `version` hook and commits the two files with package.json; `--check` (CI) fails when they disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const places = [
  { file: 'Dockerfile', pattern: /^(ARG VERSION=)(\S+)$/m },
  { file: 'compose.yaml', pattern: /^(\s+image: localhost\/mvm-backoffice:)(\S+)$/gm },
];

const check = process.argv.includes('--check');
let stale = 0;
for (const { file, pattern } of places) {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  const found = [...text.matchAll(new RegExp(pattern.source, 'gm'))].map((m) => m[2]);
  if (found.length === 0) throw new Error(`${file}: no version found (${pattern})`);
  if (found.every((v) => v === version)) continue;
  if (check) {
    console.error(
      `${file} names ${found.join(', ')}, package.json ${version}: run node ${path.relative(root, import.meta.filename)}`,
    );
    stale++;
  } else {
    writeFileSync(full, text.replace(new RegExp(pattern.source, 'gm'), `$1${version}`));
    console.log(`${file}: ${version}`);
  }
}
process.exit(stale ? 1 : 0);
