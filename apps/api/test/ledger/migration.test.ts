import { periodKey } from '@mvm/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gekregen, object } from '../../src/db/schema';
import { migrationStatements } from '../helpers/database';
import { ledgerContext } from './setup';

let ctx: Awaited<ReturnType<typeof ledgerContext>>;
beforeAll(async () => {
  ctx = await ledgerContext();
});
afterAll(() => ctx.t.close());

// The data part of the ledger migration: the last two statements of its file.
const [soorten, perioden] = migrationStatements('0007_ledger.sql').slice(-2);

describe('the ledger migration on a database that had rows before the rules', () => {
  it('marks the usual items and gives the first package of each period its period key', async () => {
    const db = ctx.t.database.db;
    const voeding = ctx.item('voeding', 'Voeding').id;
    const pakket = ctx.item('zeephuisje', 'Pakket').id;
    await db.update(object).set({ soort: null });
    const m = await ctx.member();
    const at = [
      '2026-11-22T22:30:00Z',
      '2026-11-22T23:30:00Z',
      '2026-11-25T09:00:00Z',
      '2027-01-01T12:00:00Z',
    ];
    const rows = await db
      .insert(gekregen)
      .values([
        ...at.map((d) => ({
          dossierId: m.ID,
          afdeling: 'voeding' as const,
          objectId: voeding,
          datum: new Date(d),
        })),
        {
          dossierId: m.ID,
          afdeling: 'zeephuisje' as const,
          objectId: pakket,
          datum: new Date('2026-10-31T23:30:00Z'),
        },
        {
          dossierId: m.ID,
          afdeling: 'punctueel' as const,
          objectId: voeding,
          datum: new Date('2026-11-25T09:00:00Z'),
        },
      ])
      .returning({ id: gekregen.id });

    await db.execute(sql.raw(soorten!));
    await db.execute(sql.raw(perioden!));

    const soort = async (id: number) => (await db.select().from(object).where(eq(object.id, id)))[0]!.soort;
    expect(await soort(voeding)).toBe('voeding');
    expect(await soort(pakket)).toBe('pakket');
    expect(await soort(ctx.item('voeding', 'Melkpoeder 1 (0-6 maanden)').id)).toBe('melkpoeder');
    expect(await soort(ctx.item('materiaal', 'Verjaardag').id)).toBeNull();

    const stored = await db
      .select({ id: gekregen.id, periode: gekregen.periode })
      .from(gekregen)
      .where(eq(gekregen.dossierId, m.ID));
    const periodOf = (i: number) => stored.find((r) => r.id === rows[i]!.id)!.periode;
    // SQL and the domain agree on the key; the second Voeding of week 48 keeps no key (history kept).
    expect(periodOf(0)).toBe(periodKey('week', at[0]!));
    expect(periodOf(1)).toBe(periodKey('week', at[1]!));
    expect(periodOf(2)).toBeNull();
    expect(periodOf(3)).toBe('2026-W53');
    expect(periodOf(4)).toBe('2026-11');
    expect(periodOf(5)).toBeNull();
  });
});
