import { addMonths, format, startOfMonth } from 'date-fns';
import type { ObjectSoort } from '../ledger/schemas';
import { inBrussels, startOfDayBrussels, toDate, toIsoDate, type DateInput } from '../dates/brussels';

// spec 1 §9: the dashboard shows 90 days of food and 6 months of soap house.
export const DASHBOARD_VOEDING_DAYS = 90;
export const DASHBOARD_ZEEPHUISJE_MONTHS = 6;

/**
 * What counts as a package (spec 1 §4, spec 2 §4): a food-desk row of an item of the kind (`soort`)
 * 'voeding' (the row 'Voeding Vandaag' adds; Verjaardag, Vuilzakken and Melkpoeder are extras given with
 * it) and a soap-house row of the kind 'pakket' (the row 'Pakket Vandaag' adds). The kind, not the
 * item's name, so renaming an item in the catalogue never changes the counts. A row counts `aantal` times.
 */
export const PAKKET_ITEMS = { voeding: 'voeding', zeephuisje: 'pakket' } as const satisfies Record<
  string,
  ObjectSoort
>;
export type PakketAfdeling = keyof typeof PAKKET_ITEMS;

/** A series' days or months: the first instant (Brussels) and the keys, oldest first, the current one last. */
export type SeriesRange = { start: Date; end: Date; keys: string[] };

/** The last `count` calendar days in Brussels time as 'yyyy-MM-dd', today last; `end` is tomorrow 00:00. */
export function lastDaysBrussels(now: DateInput, count: number): SeriesRange {
  // Only today is a time-zone question; the days before it are plain calendar arithmetic, done on UTC dates
  // (90 zoned additions cost ~5 ms a request, this ~0.1 ms).
  const [y, m, d] = toIsoDate(now).split('-').map(Number) as [number, number, number];
  const day = (offset: number) => new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
  const keys = Array.from({ length: count }, (_, i) => day(i + 1 - count));
  return { start: startOfDayBrussels(day(1 - count)), end: startOfDayBrussels(day(1)), keys };
}

/** The last `count` calendar months in Brussels time as 'yyyy-MM', this month last; `end` is next month's first. */
export function lastMonthsBrussels(now: DateInput, count: number): SeriesRange {
  const thisMonth = startOfMonth(toDate(now), { in: inBrussels });
  const first = addMonths(thisMonth, 1 - count, { in: inBrussels });
  const keys = Array.from({ length: count }, (_, i) =>
    format(addMonths(first, i, { in: inBrussels }), 'yyyy-MM', { in: inBrussels }),
  );
  return {
    start: new Date(first.getTime()),
    end: new Date(addMonths(thisMonth, 1, { in: inBrussels }).getTime()),
    keys,
  };
}

/** Every key of the range with its count, 0 where nothing was given (days without packages are not skipped). */
export function zeroFilled(
  keys: readonly string[],
  counts: ReadonlyMap<string, number>,
): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, counts.get(k) ?? 0]));
}
