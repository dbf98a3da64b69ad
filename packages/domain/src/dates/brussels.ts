import { tz } from '@date-fns/tz';
import {
  endOfDay,
  endOfISOWeek,
  endOfMonth,
  format,
  isValid,
  parse,
  parseISO,
  startOfDay,
  startOfISOWeek,
  startOfMonth,
} from 'date-fns';

// spec 1 §9: dates are handled in the Europe/Brussels zone.
export const BRUSSELS = 'Europe/Brussels';
export const inBrussels = tz(BRUSSELS);

export type DateInput = Date | string | number;
export type DateRange = { start: Date; end: Date };

/** Plain `Date` out of a date-fns result (a TZDate), so callers compare and serialize plain instants. */
const plain = (d: Date): Date => new Date(d.getTime());

/** Accepts a Date, epoch milliseconds or text that `parseDateInput` understands; invalid gives an Invalid Date. */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return parseDateInput(value) ?? new Date(Number.NaN);
}

/**
 * A day boundary of the same instant is always the same, and a list of members asks for the boundaries of the
 * same few membership dates on every request: date-fns' TZDate asks Intl for the Brussels offset at every step
 * (a tenth of a member list's CPU time in the benchmark's profile, docs/decisions.md), so the answers are kept.
 * Bounded: the cache starts over past `BOUNDARY_CACHE_SIZE` instants.
 */
const BOUNDARY_CACHE_SIZE = 50_000;
function rememberedByInstant(boundary: (d: Date) => Date): (d: DateInput) => Date {
  const known = new Map<number, number>();
  return (d) => {
    const instant = toDate(d).getTime();
    let answer = known.get(instant);
    if (answer === undefined) {
      answer = boundary(new Date(instant)).getTime();
      if (known.size >= BOUNDARY_CACHE_SIZE) known.clear();
      known.set(instant, answer);
    }
    return new Date(answer);
  };
}

export const startOfDayBrussels = rememberedByInstant((d) => startOfDay(d, { in: inBrussels }));
export const endOfDayBrussels = rememberedByInstant((d) => endOfDay(d, { in: inBrussels }));

/** DESIGN.md: "this week" is the ISO week, Monday 00:00 to Sunday 23:59:59.999, Brussels time. */
export function isoWeekRangeBrussels(now: DateInput): DateRange {
  const d = toDate(now);
  return {
    start: plain(startOfISOWeek(d, { in: inBrussels })),
    end: plain(endOfISOWeek(d, { in: inBrussels })),
  };
}

/** DESIGN.md: "this month" is the calendar month, Brussels time. */
export function monthRangeBrussels(now: DateInput): DateRange {
  const d = toDate(now);
  return { start: plain(startOfMonth(d, { in: inBrussels })), end: plain(endOfMonth(d, { in: inBrussels })) };
}

/** Brussels-time text in `pattern`; '' for nothing or an invalid value, so a screen never shows 'Invalid'. */
function formatBrussels(d: DateInput | null | undefined, pattern: string): string {
  if (d === null || d === undefined || d === '') return '';
  const date = toDate(d);
  return isValid(date) ? format(date, pattern, { in: inBrussels }) : '';
}

/**
 * UX.md: dates on screen are dd/MM/yyyy, Brussels time: the one date formatter of web and API. A
 * date-only `yyyy-MM-dd` is that day (it is read as Brussels midnight).
 */
export const formatDateBE = (d: DateInput | null | undefined): string => formatBrussels(d, 'dd/MM/yyyy');
/** `dd/MM/yyyy HH:mm`, Brussels time. */
export const formatDateTimeBE = (d: DateInput | null | undefined): string =>
  formatBrussels(d, 'dd/MM/yyyy HH:mm');
export const toIsoDate = (d: DateInput): string => format(toDate(d), 'yyyy-MM-dd', { in: inBrussels });

/**
 * spec 2 §5: dates are typed as yyyy-MM-dd or dd/MM/yyyy; the wire carries full ISO text.
 * A date without a time is the start of that day in Brussels; an ISO time without an offset is
 * Brussels time. Impossible dates (30/02/2025) and other text give null.
 */
export function parseDateInput(text: string | null | undefined): Date | null {
  const s = text?.trim() ?? '';
  let d: Date;
  if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(s)) d = parse(s, 'd/M/yyyy', new Date(0), { in: inBrussels });
  else if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/.test(s))
    d = parseISO(s.replace(' ', 'T'), { in: inBrussels });
  else return null;
  return isValid(d) ? plain(d) : null;
}
