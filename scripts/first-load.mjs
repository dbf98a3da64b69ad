// After `vite build`: what a browser downloads for /login, the first screen of a new desk computer —
// index.html, the entry chunk with its static imports and CSS, and the login route's chunk — in gzip bytes.
// Fails the build above the budget of 200 KB (issue 7), so a heavy import on the first screen is caught here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set(['index.html']);
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect('src/app/routes/auth/login.tsx');

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const rows = [...files].map((file) => [file, gzipKb(file)]).sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, kb]) => sum + kb, 0);
for (const [file, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${file}`);
console.log(`Eerste laadbeurt van /login: ${total.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (total > BUDGET_KB) {
  console.error(
    `/login is ${(total - BUDGET_KB).toFixed(1)} kB boven het budget: laad de zware delen later (lazy).`,
  );
  process.exit(1);
}
