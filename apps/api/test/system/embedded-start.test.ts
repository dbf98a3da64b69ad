import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { DataDirError } from '../../src/db/data-dir-lock';
import { openEmbeddedDatabase } from '../../src/db/embedded-database';
import { markInitialising, pgliteDir, statusFile } from '../../src/db/embedded-folder';
import { canLogIn, folderSnapshot, freePort, MAIN, runScript, startServer } from '../helpers/cli-process';
import { countRowsIn, createCompletedDataDir, FIXTURE_PASSWORD } from '../helpers/embedded-data-dir';

// Issue 24 finding 7: a start never turns a folder it cannot use into a new database (with demo data and a new
// admin); it stops with a Dutch message and leaves the folder as it was. A first start that failed halfway
// (a full disk) is made again by the next one. The real `npm start` server, in a process of its own.

// Made only where the tests run (the PostgreSQL project skips them, and their hooks).
let work = '';
let template: string;
let templateCounts: Record<string, number>;
beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') return;
  work = mkdtempSync(path.join(tmpdir(), 'mvm-embedded-start-'));
  template = path.join(work, 'template');
  templateCounts = await createCompletedDataDir(template);
}, 120_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

let copies = 0;
function copyOfTemplate(): string {
  const dir = path.join(work, `map-${++copies}`);
  cpSync(template, dir, { recursive: true });
  return dir;
}

const status = (dir: string) => JSON.parse(readFileSync(statusFile(dir), 'utf8')) as Record<string, unknown>;

describe.skipIf(process.env.TEST_DB === 'postgres')(
  'the embedded database at start (issue 24 finding 7)',
  () => {
    it.each([
      [
        'files that are no database and no status (a failed restore of old)',
        (dir: string) => {
          rmSync(statusFile(dir));
          rmSync(path.join(pgliteDir(dir), 'global', 'pg_control'));
        },
        /bestanden die geen bruikbare database zijn/,
      ],
      [
        'a complete status without its database (moved aside by a restore that stopped)',
        (dir: string) =>
          renameSync(pgliteDir(dir), path.join(dir, 'pglite.voor-herstel-2026-01-01T00-00-00-000Z')),
        /leeg of bestaat niet[\s\S]*pglite\.voor-herstel-2026-01-01/,
      ],
      [
        'a complete status with a file missing',
        (dir: string) => rmSync(path.join(pgliteDir(dir), 'global', 'pg_control')),
        /mist global\/pg_control/,
      ],
    ])(
      'refuses %s: a Dutch message, exit 1, the folder unchanged byte for byte, no new admin',
      { timeout: 360_000 },
      async (_case, damage, problem) => {
        const dir = copyOfTemplate();
        damage(dir);
        const before = folderSnapshot(dir);
        const { code, output } = await runScript(MAIN, [], { DATA_DIR: dir, PORT: String(await freePort()) });
        expect(output).toMatch(/De ingebouwde database in .* kan niet gestart worden/);
        expect(output).toMatch(problem);
        expect(output).toMatch(
          /Er is niets aan de map veranderd, en geen nieuwe database of beheerder aangemaakt/,
        );
        expect(output).not.toMatch(/Aanmelden als 'admin'|Error|at .*\.ts:\d+/);
        expect(code).toBe(1);
        expect(folderSnapshot(dir)).toEqual(before);
      },
    );

    it.each<[string, (dir: string) => Promise<void> | void, RegExp]>([
      [
        'a database no start finished (migrated, no user), without status',
        async (dir: string) => {
          const half = await openPglite(dir);
          await half.migrate();
          await half.close();
        },
        /nooit afgewerkt/,
      ],
      ['an unreadable status', (dir: string) => writeFileSync(statusFile(dir), '{"state":'), /onleesbaar/],
      [
        'a folder put in place of the one a failed first start made',
        (dir: string) => {
          const replaced = copyOfTemplate();
          mkdirSync(pgliteDir(dir));
          markInitialising(dir);
          rmSync(pgliteDir(dir), { recursive: true });
          renameSync(pgliteDir(replaced), pgliteDir(dir));
        },
        /niet meer de map die de mislukte eerste start aanmaakte/,
      ],
    ])('refuses %s and changes nothing', { timeout: 120_000 }, async (_case, damage, problem) => {
      const dir = path.join(work, `map-${++copies}`);
      mkdirSync(dir);
      await damage(dir);
      const before = folderSnapshot(dir);
      const opening = openEmbeddedDatabase(dir, 'server', { mayCreate: true });
      await expect(opening).rejects.toThrow(DataDirError);
      await expect(opening).rejects.toThrow(problem);
      expect(folderSnapshot(dir)).toEqual(before);
    });

    it(
      'adopts a whole database from before the status file: its admin and data, no demo data added',
      { timeout: 300_000 },
      async () => {
        const dir = copyOfTemplate();
        rmSync(statusFile(dir));
        // SEED_DEMO unset: a new embedded database would get demo data.
        const server = await startServer({ DATA_DIR: dir });
        try {
          expect(await canLogIn(server.baseUrl, 'admin', FIXTURE_PASSWORD)).toBe(true);
          expect(server.output()).not.toMatch(/Aanmelden als 'admin'|Demo-/);
        } finally {
          expect(await server.stop()).toBe(0);
        }
        expect(status(dir)).toMatchObject({ state: 'complete', how: 'bestaande database' });
        expect(await countRowsIn(dir)).toMatchObject({
          'public.users': templateCounts['public.users'],
          'public.dossiers': templateCounts['public.dossiers'],
        });
      },
    );

    it(
      'a first start that fails on a full disk leaves "initialising"; the next start makes the database again',
      { timeout: 600_000 },
      async () => {
        const dir = path.join(work, 'eerste-start');
        // Writes past 1 MiB fail (EFBIG), as they would on a full disk: PGlite's files stay within it until the
        // demo data grows a table past it.
        const failed = await runScript(MAIN, [], { DATA_DIR: dir, PORT: String(await freePort()) }, 1024);
        expect(failed.output).toMatch(
          /De eerste start van de ingebouwde database in .* is mislukt: .*File too large/,
        );
        expect(failed.output).toMatch(
          /De volgende start wist de half aangemaakte database en begint opnieuw/,
        );
        expect(failed.output).not.toMatch(/Het back office draait|Failed query/);
        expect(failed.code).toBe(1);
        expect(status(dir)).toMatchObject({ state: 'initialising' });

        const server = await startServer({ DATA_DIR: dir });
        let password: string | undefined;
        try {
          expect(server.output()).toMatch(
            /werd niet afgewerkt: de half aangemaakte database wordt opnieuw gemaakt/,
          );
          password = /Aanmelden als 'admin' met wachtwoord: (\S+)/.exec(server.output())?.[1];
          expect(password).toBeDefined();
          expect(await canLogIn(server.baseUrl, 'admin', password ?? '')).toBe(true);
        } finally {
          expect(await server.stop()).toBe(0);
        }
        expect(status(dir)).toMatchObject({ state: 'complete', how: 'eerste start' });
        // The demo data of a new database (the password printed above is the new admin's: the half-made one, with
        // the failed start's admin, was wiped).
        expect((await countRowsIn(dir))['public.dossiers']).toBeGreaterThan(0);
      },
    );
  },
);
