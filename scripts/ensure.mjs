// Shared by `npm start` and `npm test`: install what is missing and build what is not built.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * `npm ci` installs exactly the lock file. The lock lists every platform's optional packages (rollup's and
 * unrs-resolver's native builds are pinned in the root `overrides` to versions the registry has for every
 * platform), so the same command works on Linux, macOS and Windows; a lock missing one fails here.
 */
export function installDependencies() {
  run('npm ci --no-audit --no-fund');
}

export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) {
    console.log('Afhankelijkheden installeren...');
    installDependencies();
  }
}

/** Whether apps/web/dist is missing or older than the sources it is built from. */
export function webBuildIsStale() {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'packages/domain/src')),
    statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
    statSync(path.join(root, 'apps/web/vite.config.ts')).mtimeMs,
  );
  return !existsSync(index) || sources > statSync(index).mtimeMs;
}

export function ensureWebBuilt() {
  if (webBuildIsStale()) {
    console.log('De web-app bouwen...');
    run('npm run build');
  }
}
