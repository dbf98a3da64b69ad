import { TYPE_VOEDING, type TypeVoeding } from '@mvm/domain';
import type { DagTelling, DagTypeTelling, MaandTelling, TypeTelling } from '@mvm/domain/dashboard/schemas';
import {
  DASHBOARD_VOEDING_DAYS,
  DASHBOARD_ZEEPHUISJE_MONTHS,
  lastDaysBrussels,
  lastMonthsBrussels,
  zeroFilled,
  type SeriesRange,
} from '@mvm/domain/dashboard/series';
import { addDays, format } from 'date-fns';
import { inBrussels } from '@mvm/domain';
import type { Db } from '../db/client';
import {
  packagesPerDay,
  packagesPerDayAndType,
  packagesPerMonth,
  type DayRange,
} from './dashboard-repository';

/** The first and the last Brussels day of a series. */
const daysOf = (range: SeriesRange): DayRange => ({
  firstDay: format(range.start, 'yyyy-MM-dd', { in: inBrussels }),
  lastDay: format(addDays(range.end, -1, { in: inBrussels }), 'yyyy-MM-dd', { in: inBrussels }),
});

/** spec 1 §2 'Voeding': food packages per day over the last 90 days, today last, days without packages 0. */
export async function voedingPerDag(db: Db, now: Date): Promise<DagTelling> {
  const range = lastDaysBrussels(now, DASHBOARD_VOEDING_DAYS);
  const rows = await packagesPerDay(db, 'voeding', daysOf(range));
  return zeroFilled(range.keys, new Map(rows.map((r) => [r.dag, r.aantal])));
}

const emptyTypes = (): TypeTelling =>
  Object.fromEntries(TYPE_VOEDING.map((t) => [t, 0])) as Record<TypeVoeding, number>;

/** spec 1 §3 'Voeding per type': date → food type → count, the same 90 days, every type present. */
export async function voedingPerType(db: Db, now: Date): Promise<DagTypeTelling> {
  const range = lastDaysBrussels(now, DASHBOARD_VOEDING_DAYS);
  const result: DagTypeTelling = Object.fromEntries(range.keys.map((k) => [k, emptyTypes()]));
  for (const row of await packagesPerDayAndType(db, 'voeding', daysOf(range))) {
    const day = result[row.dag];
    // A type outside the list (an older spelling in the data) is not in the chart's legend; it is left out.
    if (day && row.type in day) day[row.type] += row.aantal;
  }
  return result;
}

/** spec 1 §2 'Zeephuisje': soap-house packages per month over the last 6 months, this month last. */
export async function zeephuisjePerMaand(db: Db, now: Date): Promise<MaandTelling> {
  const range = lastMonthsBrussels(now, DASHBOARD_ZEEPHUISJE_MONTHS);
  const rows = await packagesPerMonth(db, 'zeephuisje', daysOf(range));
  return zeroFilled(range.keys, new Map(rows.map((r) => [r.maand, r.aantal])));
}
