import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/db/client';
import { DataDirError } from '../../src/db/data-dir-lock';
import { openEmbeddedDatabase } from '../../src/db/embedded-database';
import { statusFile } from '../../src/db/embedded-folder';
import { backupPglite, restorePglite } from '../../src/backups/dump';
import { BACKUP_CLI, canLogIn, folderSnapshot, runScript, startServer } from '../helpers/cli-process';
import { countRowsIn, createCompletedDataDir, FIXTURE_PASSWORD } from '../helpers/embedded-data-dir';

// Issue 25: `npm run backup` and `npm run restore` never open the embedded database beside the running server,
// and a restore replaces a database only with one it unpacked, migrated and counted table by table first.
// The commands' functions run in this process; the real command line where its exit code and output matter.

// Made only where the tests run (the PostgreSQL project skips them, and their hooks).
let work = '';
let dataDir = '';
let backup = '';
let counts: Record<string, number>;
beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') return;
  work = mkdtempSync(path.join(tmpdir(), 'mvm-restore-'));
  dataDir = path.join(work, 'data');
  backup = path.join(work, 'goed.tar.gz');
  counts = await createCompletedDataDir(dataDir);
  await backupPglite(dataDir, backup);
}, 240_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The restore's own report: `  schema.table: rows` per table. */
const reportedCounts = (output: string) =>
  Object.fromEntries([...output.matchAll(/^ {2}(\w+\.\w+): (\d+)$/gm)].map(([, t, n]) => [t, Number(n)]));

const IN_USE = /in gebruik door de draaiende server \(proces \d+/;

describe.skipIf(process.env.TEST_DB === 'postgres')('restoring the embedded database (issue 25)', () => {
  it(
    'refuses a restore, a backup and a second server while the server runs on the folder',
    { timeout: 300_000 },
    async () => {
      const backupDir = path.join(work, 'back-ups-tijdens-server');
      const server = await startServer({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });
      try {
        const restore = await runScript(BACKUP_CLI, ['restore', backup, '--force'], { DATA_DIR: dataDir });
        expect(restore.output).toMatch(IN_USE);
        expect(restore.output).toMatch(
          /Stop de server eerst en herstel dan opnieuw\. Er is niets veranderd\./,
        );
        expect(restore.code).toBe(1);

        const copy = path.join(work, 'tijdens-server.tar.gz');
        await expect(backupPglite(dataDir, copy)).rejects.toThrow(
          /in gebruik door de draaiende server[\s\S]*De server maakt zelf back-ups/,
        );
        expect(() => statSync(copy)).toThrow();
        // `npm run backup` asks the running server, which makes it (issue 25).
        const asked = await runScript(BACKUP_CLI, ['backup'], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
        expect(asked.output).toMatch(/De draaiende server maakte de back-up\./);
        expect(asked.code, asked.output).toBe(0);
        expect(readdirSync(backupDir).filter((name) => name.startsWith('mvm-pglite-'))).toHaveLength(1);
        await expect(openEmbeddedDatabase(dataDir, 'server', { mayCreate: true })).rejects.toThrow(IN_USE);

        // The running server's database is the one it had: nothing set aside or unpacked beside it.
        expect(readdirSync(dataDir).some((name) => name.includes('herstel'))).toBe(false);
        expect(await canLogIn(server.baseUrl, 'admin', FIXTURE_PASSWORD)).toBe(true);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(readdirSync(dataDir)).not.toContain('pglite.lock');
      expect(readdirSync(dataDir)).not.toContain('server.json');
    },
  );

  it('takes over the lock of a process that no longer runs (a crashed server)', async () => {
    // A process id that cannot be running: beyond the kernel's maximum.
    writeFileSync(
      path.join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid: 2 ** 30, user: 'server', since: '' }),
    );
    const copy = path.join(work, 'na-crash.tar.gz');
    await backupPglite(dataDir, copy);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).not.toContain('pglite.lock');
  });

  it('refuses a truncated backup on the command line: a Dutch message, exit 1, nothing changed', async () => {
    const file = path.join(work, 'half.tar.gz');
    const whole = readFileSync(backup);
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    const before = folderSnapshot(dataDir);
    const run = await runScript(BACKUP_CLI, ['restore', file, '--force'], { DATA_DIR: dataDir });
    expect(run.output).toMatch(
      /half\.tar\.gz is geen bruikbare back-up van de ingebouwde database \(.+\)\. Er is niets veranderd\.\n$/,
    );
    expect(run.code).toBe(1);
    expect(folderSnapshot(dataDir)).toEqual(before);
  });

  it(
    'npm run backup:verify: an encrypted backup restored into a throw-away database, every table counted, nothing else touched',
    { timeout: 400_000 },
    async () => {
      // Encrypted by the product's own backup (issue 25): made by `npm run backup` on a copy of the folder.
      const env = {
        DATA_DIR: path.join(work, 'te-controleren'),
        BACKUP_DIR: path.join(work, 'controle-back-ups'),
        BACKUP_PASSPHRASE: 'een wachtzin om te controleren',
      };
      const restored = await runScript(BACKUP_CLI, ['restore', backup], env);
      expect(restored.code, restored.output).toBe(0);
      const made = await runScript(BACKUP_CLI, ['backup'], env);
      expect(made.code, made.output).toBe(0);
      const [file] = readdirSync(env.BACKUP_DIR).filter((name) => name.endsWith('.tar.gz.age'));
      const encrypted = path.join(env.BACKUP_DIR, file ?? '');
      const before = folderSnapshot(env.DATA_DIR);

      const verified = await runScript(BACKUP_CLI, ['verify', encrypted], env);
      expect(verified.output).toMatch(/een goede back-up van de ingebouwde database\./);
      expect(reportedCounts(verified.output)['public.users']).toBe(counts['public.users']);
      expect(verified.code).toBe(0);
      expect(folderSnapshot(env.DATA_DIR)).toEqual(before);
      // Nothing decrypted or unpacked is left behind.
      expect(readdirSync(env.BACKUP_DIR)).toEqual([file]);

      const wrongKey = await runScript(BACKUP_CLI, ['verify', encrypted], {
        ...env,
        BACKUP_PASSPHRASE: 'een andere wachtzin dan eerst',
      });
      expect(wrongKey.output).toMatch(/De back-up kon niet ontsleuteld worden/);
      expect(wrongKey.code).toBe(1);
    },
  );

  const whole = () => readFileSync(backup);
  it.each([
    ['missing its last bytes', () => whole().subarray(0, whole().length - 100)],
    [
      'whose archive was cut off and gzipped again',
      () => {
        const tar = gunzipSync(whole());
        return gzipSync(tar.subarray(0, Math.floor(tar.length * 0.9)));
      },
    ],
    [
      'with flipped bytes',
      () => {
        const bytes = Buffer.from(whole());
        const middle = Math.floor(bytes.length / 2);
        bytes.fill(0xff, middle, middle + 16);
        return bytes;
      },
    ],
    ['of a gzipped text', () => gzipSync(Buffer.from('geen database\n'.repeat(100)))],
    [
      'of a database no start finished (no migrations, no user)',
      async () => {
        const bare = await openPglite(path.join(work, 'kaal'));
        try {
          const client = (bare.db as unknown as { $client: PGlite }).$client;
          return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        } finally {
          await bare.close();
        }
      },
    ],
  ])('refuses a backup %s; the folder unchanged byte for byte', { timeout: 120_000 }, async (_case, make) => {
    const file = path.join(work, 'slecht.tar.gz');
    writeFileSync(file, await make());
    const before = folderSnapshot(dataDir);
    const restoring = restorePglite(file, dataDir, true);
    await expect(restoring).rejects.toThrow(DataDirError);
    await expect(restoring).rejects.toThrow(/is geen bruikbare back-up .*Er is niets veranderd\./);
    expect(folderSnapshot(dataDir)).toEqual(before);
  });

  it(
    'restores a good backup: counted table by table, the old database kept aside, and the server starts on it',
    { timeout: 300_000 },
    async () => {
      const target = path.join(work, 'doel');
      const run = await runScript(BACKUP_CLI, ['restore', backup], { DATA_DIR: target });
      expect(run.code, run.output).toBe(0);
      expect(reportedCounts(run.output)).toEqual(counts);
      expect(await countRowsIn(target)).toEqual(counts);

      // Over an existing database: only with --force, which keeps it aside.
      await expect(restorePglite(backup, target, false)).rejects.toThrow(/gebruik --force/);
      const forced = await restorePglite(backup, target, true);
      expect(forced.keptAside).toMatch(/pglite\.voor-herstel-/);
      expect(forced.counts).toEqual(counts);
      expect(JSON.parse(readFileSync(statusFile(target), 'utf8'))).toMatchObject({
        state: 'complete',
        how: 'herstel',
      });

      // SEED_DEMO unset: a restored database never gets demo data or a new admin.
      const server = await startServer({ DATA_DIR: target });
      try {
        expect(await canLogIn(server.baseUrl, 'admin', FIXTURE_PASSWORD)).toBe(true);
        expect(server.output()).not.toMatch(/Aanmelden als 'admin'|Demo-/);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(await countRowsIn(target)).toMatchObject({ 'public.dossiers': counts['public.dossiers'] });
    },
  );
});
