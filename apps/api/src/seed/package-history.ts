import { PAKKET_ITEMS, type PakketAfdeling } from '@mvm/domain/dashboard/series';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, object } from '../db/schema';

const DAY = 86_400_000;

/**
 * Older history for the benchmark (issue 11: five years of rows): weekly 'Voeding' and monthly 'Pakket' rows for
 * the member households, in the `years - 1` years before the year the households seeder writes. One statement per
 * year and area (generate_series in the database), with a fixed random seed so two runs give the same rows.
 */
export async function seedPackageHistory(
  db: Db,
  options: { years: number; intensity: number; now?: Date; log?: (line: string) => void },
): Promise<number> {
  const now = options.now ?? new Date();
  const item = async (afdeling: PakketAfdeling) => {
    const soort = PAKKET_ITEMS[afdeling];
    const [row] = await db
      .select({ id: object.id })
      .from(object)
      .innerJoin(categorie, eq(object.categorieId, categorie.id))
      .where(and(eq(categorie.afdeling, afdeling), eq(object.soort, soort)))
      .limit(1);
    if (!row) throw new Error(`no item of the kind ${soort} in ${afdeling}: seed the catalogue first`);
    return row.id;
  };
  const voeding = await item('voeding');
  const pakket = await item('zeephuisje');
  // The same shares as the households seeder's active members (household-history.ts), times the intensity.
  const weekly = Math.min(1, 0.55 * options.intensity);
  const monthly = Math.min(1, 0.6 * options.intensity);
  let total = 0;
  for (let year = 1; year < options.years; year++) {
    const end = new Date(now.getTime() - year * 365 * DAY);
    const start = new Date(end.getTime() - 365 * DAY);
    const inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(${(0.1 * year) % 1})`);
      const food = await tx.execute(sql`
        insert into gekregen (afdeling, dossier_id, object_id, datum, aantal)
        select 'voeding', d.id, ${voeding}, w.dag + (d.id % 6) * interval '1 day' + interval '10 hours', 1
          from dossiers d
          cross join generate_series(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz,
                                     interval '7 days') as w(dag)
         where d.mvmnummer is not null and random() < ${weekly}`);
      const soap = await tx.execute(sql`
        insert into gekregen (afdeling, dossier_id, object_id, datum, aantal)
        select 'zeephuisje', d.id, ${pakket}, m.dag + interval '3 days 11 hours', 1
          from dossiers d
          cross join generate_series(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz,
                                     interval '1 month') as m(dag)
         where d.mvmnummer is not null and random() < ${monthly}`);
      // node-postgres and PGlite both report rowCount on an insert; the shared Db type does not say so.
      const count = (r: unknown) => {
        const result = r as { rowCount?: number | null; affectedRows?: number };
        return result.rowCount ?? result.affectedRows ?? 0;
      };
      return count(food) + count(soap);
    });
    total += inserted;
    options.log?.(`Pakketgeschiedenis: jaar -${year}: ${inserted} rijen`);
  }
  return total;
}
