import { AFDELINGEN, type Afdeling } from '@mvm/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PeriodBounds } from './rapport-repository';

export type PersonCounts = {
  huishoudens: number;
  personen: number;
  volwassenen: number;
  kinderenOnder12: number;
  jongeren12tot17: number;
};

export type ServedCounts = {
  /** Per month ('yyyy-MM') and area: a household once per month and area, ages on the month's last day. */
  perMaand: (PersonCounts & { maand: string; afdeling: Afdeling })[];
  /** Per area and for every area together ('alle') over the whole period, ages on its last day. */
  periode: (PersonCounts & { afdeling: Afdeling | 'alle' })[];
  /** Households served in any area per postcode, with the most common place name. */
  postcodes: { postcode: string; gemeente: string; huishoudens: number }[];
};

/*
 * One statement for every served count of the report's households, or of a part of them (servedCounts;
 * docs/decisions.md, "Dashboard and reports"), made to stay under a second on 100,000 households with a year of
 * ~635,000 received rows:
 * - `maanden`: the period's months as instants [van, tot) (clamped to the period) and their age day `dag`;
 * - `b`: one scan of the period's rows, one line per household and area with a bit per month it was served
 *   (the month comes from the index range, not from a per-row date function);
 * - `lid`/`profiel`: each member's age group as a month number: a child in months i < c12, a young person in
 *   c12 <= i < c18, an adult from c18 on (`width_bucket` over the sorted age-limit days; no birth date = adult),
 *   computed once per member.
 *   Most members are in one group the whole period: those are summed into one line per household, so the
 *   join with `b` is one to one; the few who turn 12 or 18 in the period get a line of their own (`huis` false);
 * - `patroon`: households with the same areas, months and profile summed first (tens of thousands of lines),
 *   then spread over the months they were served in.
 * The numbers equal counting each (month, area, household) with its members by age; the API tests compare them
 * with the seeded rows. `ids` limits it to the households of a range of dossier ids (one part of servedCounts in served-parts.ts);
 * the postcodes come per postcode and place name, for mergePostcodes.
 */
export function servedStatement(p: PeriodBounds, months: number, ids: IdRange = {}) {
  const start = sql`${p.start.toISOString()}::timestamptz`;
  const end = sql`${p.end.toISOString()}::timestamptz`;
  const first = sql`date_trunc('month', ${p.firstDay}::timestamp)`;
  const last = months - 1;
  // Age groups of the summed lines at month `i` (a number or a column).
  // Zero, not null, over no lines at all: the 'alle' line of a period without a single received row.
  const groups = (i: SQL) => sql`
    coalesce(sum(x.huishoudens), 0)::int as huishoudens, coalesce(sum(x.n), 0)::int as personen,
    (coalesce(sum(x.kind), 0) + coalesce(sum(x.n) filter (where not x.huis and ${i} < x.c12), 0))::int
      as "kinderenOnder12",
    (coalesce(sum(x.jong), 0) + coalesce(sum(x.n) filter (where not x.huis and ${i} >= x.c12 and ${i} < x.c18), 0))::int
      as "jongeren12tot17",
    (coalesce(sum(x.volw), 0) + coalesce(sum(x.n) filter (where not x.huis and ${i} >= x.c18), 0))::int
      as volwassenen`;
  // One month mask per area, in the order of AFDELINGEN.
  const masks = sql.join(
    AFDELINGEN.map((a) => sql`coalesce(bit_or(1::bigint << m.i) filter (where r.afdeling = ${a}), 0)`),
    sql`, `,
  );
  const names = sql`array[${sql.join(
    AFDELINGEN.map((a) => sql`${a}`),
    sql`, `,
  )}]::text[]`;
  // The households of `ids` only (nothing when it is empty).
  const inRange = (column: SQL) =>
    sql`${ids.from === undefined ? sql`` : sql` and ${column} >= ${ids.from}::int`}${
      ids.to === undefined ? sql`` : sql` and ${column} < ${ids.to}::int`
    }`;
  const vast = sql`(x.c12 in (0, ${months}::int) and x.c18 in (0, ${months}::int))`;
  return sql`
    with maanden as (
      select i, to_char(${first} + make_interval(months => i), 'YYYY-MM') as maand,
             greatest((${first} + make_interval(months => i)) at time zone 'Europe/Brussels', ${start}) as van,
             least((${first} + make_interval(months => i + 1)) at time zone 'Europe/Brussels', ${end}) as tot,
             least((${first} + make_interval(months => i + 1) - interval '1 day')::date, ${p.lastDay}::date) as dag
        from generate_series(0, ${last}::int) i
    ), b as (
      select r.dossier_id, array[${masks}] as masks
        from maanden m join gekregen r on r.datum >= m.van and r.datum < m.tot${inRange(sql`r.dossier_id`)}
       group by r.dossier_id
    ), grenzen as (
      select array_agg((dag - interval '12 years')::date order by i) as t12,
             array_agg((dag - interval '18 years')::date order by i) as t18
        from maanden
    ), lid as materialized (
      -- A member's age group as month numbers: a child in months i < c12, young in c12 <= i < c18, then an adult.
      -- Computed once per member (materialized: inlined, every use below would compute it again).
      select l.dossier_id, coalesce(width_bucket(l.geboortedatum - 1, g.t12), 0) as c12,
             coalesce(width_bucket(l.geboortedatum - 1, g.t18), 0) as c18
        from gezinslid l cross join grenzen g where true${inRange(sql`l.dossier_id`)}
    ), profiel as (
      select x.dossier_id, true as huis, count(*) filter (where ${vast}) as n,
             count(*) filter (where ${vast} and x.c12 > 0) as kind,
             count(*) filter (where ${vast} and x.c12 = 0 and x.c18 > 0) as jong,
             count(*) filter (where ${vast} and x.c18 = 0) as volw, 0 as c12, 0 as c18
        from lid x group by x.dossier_id
      union all
      select x.dossier_id, false, count(*), 0, 0, 0, x.c12, x.c18 from lid x where not ${vast} group by 1, 7, 8
    ), bp as materialized (
      select b.dossier_id, b.masks, coalesce(p.huis, true) as huis, coalesce(p.c12, 0) as c12,
             coalesce(p.c18, 0) as c18, (p.huis is not false)::int as huishoudens, coalesce(p.n, 0) as n,
             coalesce(p.kind, 0) as kind, coalesce(p.jong, 0) as jong, coalesce(p.volw, 0) as volw,
             gz.dossier_id is not null as adres, gz.postcode, gz.gemeente
        from b left join profiel p on p.dossier_id = b.dossier_id
        -- The address once per household (on its line with the members who keep their age group).
        left join gezin gz on gz.dossier_id = b.dossier_id and p.huis is not false${inRange(sql`gz.dossier_id`)}
    ), patroon as materialized (
      select a.afdeling, a.mask, x.huis, x.c12, x.c18, sum(x.huishoudens) as huishoudens, sum(x.n) as n,
             sum(x.kind) as kind, sum(x.jong) as jong, sum(x.volw) as volw
        from bp x cross join lateral unnest(${names}, x.masks) as a(afdeling, mask)
       where a.mask <> 0
       group by 1, 2, 3, 4, 5
    ), per_maand as (
      select m.maand, x.afdeling, ${groups(sql`m.i`)}
        from patroon x join maanden m on x.mask & (1::bigint << m.i) <> 0
       group by m.maand, x.afdeling
    ), periode as (
      select x.afdeling, ${groups(sql`${last}::int`)} from patroon x group by x.afdeling
      union all
      select 'alle', ${groups(sql`${last}::int`)} from bp x
    ), postcodes as (
      select g.postcode, g.gemeente, count(*)::int as huishoudens from bp g where g.adres group by 1, 2
    )
    select (select coalesce(json_agg(x), '[]') from per_maand x) as "perMaand",
           (select coalesce(json_agg(x), '[]') from periode x) as periode,
           (select coalesce(json_agg(x), '[]') from postcodes x) as postcodes`;
}

/**
 * Dossier ids from (inclusive) to (exclusive); a missing bound is open. Ranges, not `dossier_id % 2`: the planner
 * estimates a range from its statistics, a modulo it guessed at 0.5% of the rows (then it compared the whole
 * table with every month: 3.7 s instead of 0.8 s for half of 100,000 households, under EXPLAIN ANALYZE).
 */
export type IdRange = { from?: number; to?: number };
