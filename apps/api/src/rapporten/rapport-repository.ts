import type { Afdeling } from '@mvm/domain';
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
 * Age groups of a household's members on day `dag` (docs/areas/rapporten.md): under 12 (also a baby born
 * later), 12 to 17, and adults (18 or more, or no birth date). The same split as `rapportAgeGroup`.
 */
const ageGroups = (dag: SQL) => sql`
  count(l.id)::int as personen,
  (count(l.id) filter (where l.geboortedatum > ${dag} - interval '12 years'))::int as "kinderenOnder12",
  (count(l.id) filter (where l.geboortedatum <= ${dag} - interval '12 years'
                         and l.geboortedatum > ${dag} - interval '18 years'))::int as "jongeren12tot17",
  (count(l.id) filter (where l.geboortedatum is null
                         or l.geboortedatum <= ${dag} - interval '18 years'))::int as volwassenen`;

export type PersonCounts = {
  huishoudens: number;
  personen: number;
  volwassenen: number;
  kinderenOnder12: number;
  jongeren12tot17: number;
};

/**
 * Households served (a received row of that area in that month) per month and area, with their members by
 * age on the last day of the month (or of the period, for its last month).
 */
export function servedPerMonth(db: Db, p: PeriodBounds) {
  return rows<PersonCounts & { maand: string; afdeling: Afdeling }>(
    db,
    sql`
    with b as (
      select distinct r.afdeling, ${brusselsMonth(sql`r.datum`)} as maand, r.dossier_id
        from gekregen r
       where r.datum >= ${ts(p.start)} and r.datum < ${ts(p.end)}
    ), per as (
      select b.afdeling, b.maand, b.dossier_id,
             ${ageGroups(sql`least((to_date(b.maand, 'YYYY-MM') + interval '1 month' - interval '1 day')::date, ${p.lastDay}::date)`)}
        from b left join gezinslid l on l.dossier_id = b.dossier_id
       group by b.afdeling, b.maand, b.dossier_id
    )
    select afdeling, maand, count(*)::int as huishoudens, sum(personen)::int as personen,
           sum(volwassenen)::int as volwassenen, sum("kinderenOnder12")::int as "kinderenOnder12",
           sum("jongeren12tot17")::int as "jongeren12tot17"
      from per group by afdeling, maand order by maand, afdeling`,
  );
}

/** Households served over the whole period per area and in every area together ('alle'), ages on its last day. */
export function servedInPeriod(db: Db, p: PeriodBounds) {
  return rows<PersonCounts & { afdeling: Afdeling | 'alle' }>(
    db,
    sql`
    with b as (
      select distinct r.afdeling, r.dossier_id from gekregen r
       where r.datum >= ${ts(p.start)} and r.datum < ${ts(p.end)}
    ), s as (
      select afdeling, dossier_id from b
      union all
      select distinct 'alle', dossier_id from b
    ), per as (
      select s.afdeling, s.dossier_id, ${ageGroups(sql`${p.lastDay}::date`)}
        from s left join gezinslid l on l.dossier_id = s.dossier_id
       group by s.afdeling, s.dossier_id
    )
    select afdeling, count(*)::int as huishoudens, sum(personen)::int as personen,
           sum(volwassenen)::int as volwassenen, sum("kinderenOnder12")::int as "kinderenOnder12",
           sum("jongeren12tot17")::int as "jongeren12tot17"
      from per group by afdeling`,
  );
}

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
  return rows<{ maand: string; afdeling: 'voeding' | 'zeephuisje'; type: string; aantal: number }>(
    db,
    sql`
    select to_char(dag, 'YYYY-MM') as maand, afdeling, type_voeding as type, sum(aantal)::int as aantal
      from pakket_telling
     where dag >= ${p.firstDay}::date and dag <= ${p.lastDay}::date
     group by 1, 2, 3`,
  );
}

/** Households served in any area in the period, per postcode (the most common place name with it). */
export function servedPerPostcode(db: Db, p: PeriodBounds) {
  return rows<{ postcode: string; gemeente: string; huishoudens: number }>(
    db,
    sql`
    select g.postcode, coalesce(mode() within group (order by g.gemeente), '') as gemeente,
           count(*)::int as huishoudens
      from (select distinct r.dossier_id from gekregen r
             where r.datum >= ${ts(p.start)} and r.datum < ${ts(p.end)}) b
      join gezin g on g.dossier_id = b.dossier_id
     group by g.postcode
     order by huishoudens desc, g.postcode`,
  );
}
