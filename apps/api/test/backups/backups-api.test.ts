import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupStatusSchema } from '@mvm/domain/backups/schemas';
import { openPglite, openPostgres, type Database } from '../../src/db/client';
import { backupRuns, dossiers, gezinslid } from '../../src/db/schema';
import { readPgliteBackup } from '../../src/backups/archive';
import { restorePostgres } from '../../src/backups/dump';
import { withPlainBackup } from '../../src/backups/plain-file';
import { verifyBackup } from '../../src/backups/verify';
import { buildTestApp, type TestContext } from '../helpers/build';
import { emptyPostgresDatabase } from '../helpers/database';
import { memberPayload } from '../helpers/households';

// Issue 25: the server's own backups — the admin button, the command line's route, encryption, retention, the
// status card's warning, and a backup taken while ten desks save, on both databases.

const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestContext;
let identity: string;

beforeAll(async () => {
  identity = await generateIdentity();
  t = await buildTestApp({
    BACKUP_RECIPIENTS: await identityToRecipient(identity),
    BACKUP_IDENTITY: identity,
    BACKUP_KEEP_DAILY: '3',
    BACKUP_KEEP_WEEKLY: '2',
  });
});
afterAll(() => t.close());

const settings = () => t.app.config.backups;
const status = async () => {
  const res = await t.call(t.adminToken, { method: 'GET', url: '/v1/beheer/back-ups' });
  expect(res.statusCode, res.body).toBe(200);
  return backupStatusSchema.parse(res.json());
};
const backUpNow = (token = t.adminToken) => t.call(token, { method: 'POST', url: '/v1/beheer/back-ups' });

/** The restored copy of a backup, opened as the product would open it; removed by `close`. */
async function openRestored(file: string): Promise<Database> {
  return withPlainBackup(file, settings(), async (plain, kind) => {
    if (kind === 'pglite') {
      const scratch = mkdtempSync(path.join(settings().dir, '.test-'));
      const restored = await openPglite(scratch, await readPgliteBackup(plain));
      return {
        ...restored,
        close: async () => {
          await restored.close();
          rmSync(scratch, { recursive: true, force: true });
        },
      };
    }
    const scratch = await emptyPostgresDatabase('mvm_restored');
    await restorePostgres(plain, scratch.url);
    const restored = await openPostgres(scratch.url, 2);
    return {
      ...restored,
      close: async () => {
        await restored.close();
        await scratch.drop();
      },
    };
  });
}

describe('the backups of the running server (issue 25)', () => {
  it('warns on the status card before the first backup', async () => {
    const s = await status();
    expect(s.laatste).toBeNull();
    expect(s.teOud).toBe(true);
    expect(s.versleuteld).toBe(true);
    expect(s.database).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(s.tijd).toBe('02:30');
  });

  it('makes an encrypted backup with the button, and the card shows it without a warning', async () => {
    const res = await backUpNow();
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<{ data: { bestand: string; grootte: number; gebruiker: string } }>().data;
    expect(made.gebruiker).toBe('admin');
    const file = path.join(settings().dir, made.bestand);
    expect(made.bestand).toMatch(
      onPostgres ? /^mvm-postgres-.*\.dump\.age$/ : /^mvm-pglite-.*\.tar\.gz\.age$/,
    );
    // age's header, and nothing of the database in the clear.
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 21).toString('latin1')).toBe('age-encryption.org/v1');
    expect(bytes.includes(Buffer.from('admin'))).toBe(false);
    const s = await status();
    expect(s.laatste?.resultaat).toBe('ok');
    expect(s.laatste?.grootte).toBe(bytes.length);
    expect(s.teOud).toBe(false);
    expect(s.bestanden.map((f) => f.naam)).toContain(made.bestand);
  });

  it('verifies a backup by restoring it into a throw-away database and counting every table', async () => {
    const [newest] = (await status()).bestanden;
    const verified = await verifyBackup(
      path.join(settings().dir, newest?.naam ?? ''),
      settings(),
      t.app.config.databaseUrl,
    );
    expect(verified.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(verified.counts['public.users']).toBeGreaterThanOrEqual(1);
    expect(verified.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(10);
  });

  it('refuses to open it without the key, and with another key', async () => {
    const [newest] = (await status()).bestanden;
    const file = path.join(settings().dir, newest?.naam ?? '');
    const noKey = { ...settings(), identity: undefined };
    await expect(verifyBackup(file, noKey, t.app.config.databaseUrl)).rejects.toThrow(/BACKUP_IDENTITY/);
    const otherKey = { ...settings(), identity: await generateIdentity() };
    await expect(verifyBackup(file, otherKey, t.app.config.databaseUrl)).rejects.toThrow(/niet ontsleuteld/);
  });

  it('answers 409 to a second backup while one runs, and makes only one', async () => {
    const runs = async () => (await t.database.db.select().from(backupRuns)).length;
    const before = await runs();
    const [first, second] = await Promise.all([backUpNow(), backUpNow()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error).toBe('Er wordt al een back-up gemaakt. Probeer het zo dadelijk opnieuw.');
    // One attempt recorded (the refused request made none); retention keeps one backup per day, so the
    // number of files says nothing here.
    expect(await runs()).toBe(before + 1);
  });

  it('keeps only what the retention rule keeps (3 days, 2 weeks here), never other files', async () => {
    const dir = settings().dir;
    const kind = onPostgres ? 'postgres' : 'pglite';
    const extension = onPostgres ? 'dump' : 'tar.gz';
    const day = 86_400_000;
    const old = [1, 2, 3, 10, 20, 40].map(
      (days) =>
        `mvm-${kind}-${new Date(Date.now() - days * day).toISOString().replace(/[:.]/g, '-')}.${extension}.age`,
    );
    for (const name of [...old, 'mijn-eigen-kopie.tar.gz']) writeFileSync(path.join(dir, name), 'oud');
    expect((await backUpNow()).statusCode).toBe(200);
    const left = await readdir(dir);
    // Today's newest, the newest of yesterday and the day before; the 10-day-old one is last week's newest.
    expect(left.filter((name) => old.includes(name)).sort()).toEqual([old[0], old[1], old[3]].sort());
    expect(left).toContain('mijn-eigen-kopie.tar.gz');
  });

  it('lets the command line in with the server’s own token only, never with a session', async () => {
    const asAdmin = await t.call(t.adminToken, { method: 'POST', url: '/intern/back-up' });
    expect(asAdmin.statusCode).toBe(401);
    const wrong = await t.call('x'.repeat(43), { method: 'POST', url: '/intern/back-up' });
    expect(wrong.statusCode).toBe(401);
    const own = await t.call(t.app.controlToken, { method: 'POST', url: '/intern/back-up' });
    expect(own.statusCode, own.body).toBe(200);
    expect((await status()).laatste?.aanleiding).toBe('opdrachtregel');
  });

  it('records a failure with its reason in Dutch, and the card warns again once the last good one is old', async () => {
    const dir = settings().dir;
    // BACKUP_DIR a file instead of a folder: nothing can be written there.
    const broken = path.join(t.app.config.dataDir, 'geen-map');
    writeFileSync(broken, '');
    const original = settings().dir;
    settings().dir = broken;
    try {
      const res = await backUpNow();
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/^De back-up is mislukt: /);
    } finally {
      settings().dir = original;
    }
    const s = await status();
    expect(s.laatste?.resultaat).toBe('fout');
    expect(s.laatsteGoede?.resultaat).toBe('ok');
    expect(s.teOud).toBe(false);
    // The good ones made two days ago: the warning is back.
    await t.database.db.execute(
      sql`update backup_runs set started_at = started_at - interval '2 days', finished_at = finished_at - interval '2 days'`,
    );
    expect((await status()).teOud).toBe(true);
    expect(existsSync(dir)).toBe(true);
  });
});

describe('a backup taken while ten desks save (issue 25)', () => {
  it(
    'holds every household acknowledged before it started, and no half household',
    { timeout: 600_000 },
    async () => {
      const acknowledged: number[] = [];
      let stop = false;
      let backupStarted = false;
      const desk = async (desk: number) => {
        for (let i = 0; !stop; i++) {
          const res = await t.call(t.adminToken, {
            method: 'POST',
            url: '/v1/lid/',
            payload: memberPayload({}, { voornaam: `Balie${desk}`, achternaam: `Gezin${i}` }),
          });
          expect(res.statusCode, res.body).toBe(201);
          acknowledged.push(res.json<{ data: { ID: number } }>().data.ID);
          // Each desk goes on until the backup has started and it saved two more.
          if (backupStarted && i > 2) break;
        }
      };
      const desks = Array.from({ length: 10 }, (_, i) => desk(i));
      // The backup starts once the desks have saved 20 households between them (by count, not by time).
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      const before = [...acknowledged];
      backupStarted = true;
      const res = await backUpNow();
      expect(res.statusCode, res.body).toBe(200);
      stop = true;
      await Promise.all(desks);
      const file = path.join(settings().dir, res.json<{ data: { bestand: string } }>().data.bestand);

      const restored = await openRestored(file);
      try {
        const ids = (await restored.db.select({ id: dossiers.id }).from(dossiers)).map((r) => r.id);
        expect(ids).toEqual(expect.arrayContaining(before));
        // No half record: every household in the backup has as many members as the live one.
        const membersOf = async (db: Database['db'], list: number[]) =>
          (
            await db
              .select({ id: gezinslid.dossierId, n: sql<number>`count(*)::int` })
              .from(gezinslid)
              .where(inArray(gezinslid.dossierId, list))
              .groupBy(gezinslid.dossierId)
          ).sort((a, b) => a.id - b.id);
        const saved = ids.filter((id) => acknowledged.includes(id));
        expect(saved.length).toBeGreaterThanOrEqual(before.length);
        expect(await membersOf(restored.db, saved)).toEqual(await membersOf(t.database.db, saved));
        const [head] = await restored.db
          .select()
          .from(dossiers)
          .where(eq(dossiers.id, before[0] ?? 0));
        expect(head?.id).toBe(before[0]);
      } finally {
        await restored.close();
      }
    },
  );
});
