import { TZDate } from '@date-fns/tz';
import { addYears, differenceInCalendarDays, differenceInYears, setYear, startOfDay } from 'date-fns';
import { BRUSSELS, inBrussels, toDate, type DateInput } from './brussels';

export type BirthDateInput = DateInput | null | undefined;

/** spec 2 §3: a geboortedatum in year 1 means unknown (as do a missing or invalid date). */
export function isUnknownBirthDate(d: BirthDateInput): boolean {
  if (d === null || d === undefined || d === '') return true;
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) return true;
  return date.getUTCFullYear() <= 1 || new TZDate(date.getTime(), BRUSSELS).getFullYear() <= 1;
}

/** Whole years on the Brussels calendar (the clock time of either instant does not matter); null when unknown. */
export function ageInYears(birthDate: BirthDateInput, now: DateInput): number | null {
  if (isUnknownBirthDate(birthDate)) return null;
  const birthDay = startOfDay(toDate(birthDate as DateInput), { in: inBrussels });
  const today = startOfDay(toDate(now), { in: inBrussels });
  return differenceInYears(today, birthDay, { in: inBrussels });
}

/**
 * spec 1 §2, §9: the 'jarig' marker shows when a birthday falls within the next `days` days,
 * today included (today .. today + days - 1). A 29 February birthday falls on 1 March in other years.
 */
export function birthdayWithinDays(birthDate: BirthDateInput, now: DateInput, days = 7): boolean {
  if (isUnknownBirthDate(birthDate)) return false;
  const birthDay = startOfDay(toDate(birthDate as DateInput), { in: inBrussels });
  const today = startOfDay(toDate(now), { in: inBrussels });
  let next = setYear(birthDay, today.getFullYear());
  if (next < today) next = setYear(birthDay, addYears(today, 1).getFullYear());
  const until = differenceInCalendarDays(next, today, { in: inBrussels });
  return until >= 0 && until < days;
}
