import type { PackageDesk } from '@mvm/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The instants [start, end) of a report and its last Brussels day ('yyyy-MM-dd'). */
export type PeriodBounds = { start: Date; end: Date; firstDay: string; lastDay: string };

async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }; the shared Db type does not say so.
  const result: unknown = await db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}

const brusselsMonth = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Brussels', 'YYYY-MM')`;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * New members (the first membership of a live member dossier starts in the month) and new one-off cases (a live
 * dossier with a case number registered in the month) per month.
 */
export async function registrationsPerMonth(db: Db, p: PeriodBounds) {
  const leden = await rows<{ maand: string; aantal: number }>(
    db,
    sql`
    select ${brusselsMonth(sql`eerste`)} as maand, count(*)::int as aantal
      from (select m.dossier_id, min(m.start) as eerste
              from lidmaatschap m join dossiers d on d.id = m.dossier_id
             where d.verwijderd_op is null and d.mvmnummer is not null
             group by m.dossier_id) x
     where eerste >= ${ts(p.start)} and eerste < ${ts(p.end)}
     group by 1`,
  );
  const eenmalig = await rows<{ maand: string; aantal: number }>(
    db,
    sql`
    select ${brusselsMonth(sql`d.created_at`)} as maand, count(*)::int as aantal
      from dossiers d
     where d.verwijderd_op is null and d.enummer is not null
       and d.created_at >= ${ts(p.start)} and d.created_at < ${ts(p.end)}
     group by 1`,
  );
  return { leden, eenmalig };
}

/**
 * Memberships of live members that ended in the period: ended early (by the day it was ended) with the reason
 * given, or ran out (its end passed before `now`) without a later membership, as `notRenewed`.
 */
export function endedMemberships(db: Db, p: PeriodBounds, now: Date, notRenewed: string) {
  const cutoff = p.end < now ? p.end : now;
  return rows<{ reden: string; aantal: number }>(
    db,
    sql`
    select reden, count(*)::int as aantal from (
      select btrim(m.redenen_beindiging) as reden
        from lidmaatschap m join dossiers d on d.id = m.dossier_id
       where d.verwijderd_op is null and d.mvmnummer is not null and m.vroegtijdig_beindigd
         and m.vroegtijdig_beindigd_op >= ${ts(p.start)} and m.vroegtijdig_beindigd_op < ${ts(p.end)}
      union all
      select ${notRenewed}
        from lidmaatschap m join dossiers d on d.id = m.dossier_id
       where d.verwijderd_op is null and d.mvmnummer is not null and not m.vroegtijdig_beindigd
         and m.eind >= ${ts(p.start)} and m.eind < ${ts(cutoff)}
         and not exists (select 1 from lidmaatschap n
                          where n.dossier_id = m.dossier_id and not n.vroegtijdig_beindigd and n.eind > m.eind)
    ) e group by reden order by aantal desc, reden`,
  );
}

/** Packages per month, area and food type, from the dashboard's summary. */
export function packagesPerMonth(db: Db, p: PeriodBounds) {
  return rows<{ maand: string; afdeling: PackageDesk; type: string; aantal: number }>(
    db,
    sql`
    select to_char(dag, 'YYYY-MM') as maand, afdeling, type_voeding as type, sum(aantal)::int as aantal
      from pakket_telling
     where dag >= ${p.firstDay}::date and dag <= ${p.lastDay}::date
     group by 1, 2, 3`,
  );
}
