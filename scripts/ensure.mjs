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
 * `npm ci` installs exactly the lock file. Some registry mirrors lack the optional packages of other platforms
 * (e.g. rollup's Android builds), and then `npm ci` refuses a lock file that lists only this platform's; the
 * fallback installs from the same lock file without changing it.
 */
export function installDependencies() {
  try {
    run('npm ci --no-audit --no-fund');
  } catch {
    console.warn(
      'npm ci weigerde het lock-bestand (meestal ontbreken optionele pakketten voor andere platformen in het ' +
        'register); installeren met npm install --no-save, het lock-bestand blijft ongewijzigd.',
    );
    run('npm install --no-audit --no-fund --no-save');
  }
}

export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) {
    console.log('Afhankelijkheden installeren...');
    installDependencies();
  }
}

export function ensureWebBuilt() {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'packages/domain/src')),
    statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
  );
  if (!existsSync(index) || sources > statSync(index).mtimeMs) {
    console.log('De web-app bouwen...');
    run('npm run build');
  }
}
