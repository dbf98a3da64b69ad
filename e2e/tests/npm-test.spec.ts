import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from '../support/server';

// issue 7: `npm test` without Chromium says at the start how to install it and exits non-zero.
describe('npm test without Chromium', () => {
  test('says how to install it and stops before installing, building or running anything', () => {
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/test.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, CHROMIUM_PATH: '/nergens/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Chromium niet gevonden op /nergens/chromium');
    expect(run.stderr).toContain('apt-get install chromium');
    // Nothing else ran: no install, no build, no vitest (each of them writes to stdout first).
    expect(run.stdout).toBe('');
  });
});
