import { ageInYears, isUnknownBirthDate, type BirthDateInput } from '../dates/birthdays';
import { startOfDayBrussels, toDate, type DateInput } from '../dates/brussels';

// spec 2 §9: soap-house totals count the last 365 days (31536000000 ms); the diaper flag is for members
// younger than 3 years (94608000000 ms); children counted for the totals are aged 0 to under 18.
export const ZEEPHUISJE_TOTALS_MS = 31_536_000_000;
export const DIAPER_AGE_MS = 94_608_000_000;
export const ZEEPHUISJE_CHILD_AGE_LIMIT = 18;

/** The start of the soap-house totals: 365 days before now. */
export const totalsSince = (now: DateInput): Date => new Date(toDate(now).getTime() - ZEEPHUISJE_TOTALS_MS);

/** spec 2 §9: a member younger than 3 years (by the spec's milliseconds) gets the diaper flag. */
export function needsDiapers(geboortedatum: BirthDateInput, now: DateInput): boolean {
  if (isUnknownBirthDate(geboortedatum)) return false;
  const born = toDate(geboortedatum as DateInput).getTime();
  const age = toDate(now).getTime() - born;
  return age >= 0 && age < DIAPER_AGE_MS;
}

/** spec 2 §9: the children the soap-house totals divide by: aged 0 to under 18 (unknown age: not a child). */
export function zeephuisjeChildren(
  leden: readonly { geboortedatum?: BirthDateInput }[],
  now: DateInput,
): number {
  return leden.filter((l) => {
    const age = ageInYears(l.geboortedatum, now);
    return age !== null && age >= 0 && age < ZEEPHUISJE_CHILD_AGE_LIMIT;
  }).length;
}

/** spec 1 §3 Food given row `days`: whole Brussels calendar days from the row's day to today (0 = today). */
export const daysAgo = (datum: DateInput, now: DateInput): number =>
  // What differenceInCalendarDays does in Brussels (start of both days, rounded: a DST day has 23 or 25 hours),
  // on the remembered day boundaries: per row, date-fns asked Intl for the offset several times (issue 7).
  Math.round((startOfDayBrussels(now).getTime() - startOfDayBrussels(datum).getTime()) / 86_400_000);

/**
 * The household as the desks list it: youngest first (spec 1 §2 'newest first': the latest birth date on
 * top), members with an unknown birth date last, in their stored order.
 */
export function youngestFirst<T extends { geboortedatum: string | null }>(leden: readonly T[]): T[] {
  const known = leden.filter((l) => !isUnknownBirthDate(l.geboortedatum));
  const unknown = leden.filter((l) => isUnknownBirthDate(l.geboortedatum));
  // 'yyyy-MM-dd' text sorts as the date does.
  return [...known.sort((a, b) => (b.geboortedatum ?? '').localeCompare(a.geboortedatum ?? '')), ...unknown];
}
