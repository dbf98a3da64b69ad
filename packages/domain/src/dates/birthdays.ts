import { addYears, differenceInCalendarDays, setYear, startOfDay } from 'date-fns';
import { BRUSSELS, inBrussels, toDate, type DateInput } from './brussels';

export type BirthDateInput = DateInput | null | undefined;

// One formatter for every call: date-fns' TZDate asks Intl for the offset on every field it touches,
// which made ages the largest cost of a member dossier on the server (~10% of its CPU, issue 7).
const brusselsDay = new Intl.DateTimeFormat('en-US', {
  timeZone: BRUSSELS,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

type Ymd = readonly [year: number, month: number, day: number];

// A dossier asks for the same instant (the request's `now`) once per member, and formatToParts is the cost of an
// age: the last answer is kept (a member lookup spent 5 % of the server's CPU here under load, issue 7).
let lastInstant = Number.NaN;
let lastYmd: Ymd = [0, 0, 0];

/** Year, month (1–12) and day of an instant on the Brussels calendar. */
function brusselsYmd(date: Date): Ymd {
  const instant = date.getTime();
  if (instant === lastInstant) return lastYmd;
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of brusselsDay.formatToParts(date)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  lastInstant = instant;
  lastYmd = [year, month, day];
  return lastYmd;
}

/**
 * The Brussels calendar day of a birth date: a date-only 'yyyy-MM-dd' (how the database hands them over)
 * is that day as written, without a time-zone round trip; anything else goes through `toDate`.
 * null when invalid.
 */
function calendarDay(d: DateInput): Ymd | null {
  const m = typeof d === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(d.trim()) : null;
  if (m) {
    const [y, mo, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const check = new Date(0);
    check.setUTCFullYear(y, mo - 1, day); // rolls over an impossible day (30/02, 29/02 outside leap years)
    return check.getUTCMonth() === mo - 1 && check.getUTCDate() === day ? [y, mo, day] : null;
  }
  const date = toDate(d);
  if (Number.isNaN(date.getTime())) return null;
  return date.getUTCFullYear() <= 1 ? [date.getUTCFullYear(), 1, 1] : brusselsYmd(date);
}

/** spec 2 §3: a geboortedatum in year 1 means unknown (as do a missing or invalid date). */
export function isUnknownBirthDate(d: BirthDateInput): boolean {
  if (d === null || d === undefined || d === '') return true;
  const day = calendarDay(d);
  return day === null || day[0] <= 1;
}

/** Whole years on the Brussels calendar (the clock time of either instant does not matter); null when unknown. */
export function ageInYears(birthDate: BirthDateInput, now: DateInput): number | null {
  if (birthDate === null || birthDate === undefined || birthDate === '') return null;
  const birthDay = calendarDay(birthDate);
  if (birthDay === null || birthDay[0] <= 1) return null;
  const today = toDate(now);
  if (Number.isNaN(today.getTime())) return Number.NaN;
  const [by, bm, bd] = birthDay;
  const [ty, tm, td] = brusselsYmd(today);
  // Whole years between two calendar days: one less when this year's birthday is still to come
  // (a 29 February birthday comes on 1 March in other years, as date-fns counts it).
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * spec 1 §2, §9: the 'jarig' marker shows when a birthday falls within the next `days` days,
 * today included (today .. today + days - 1). A 29 February birthday falls on 1 March in other years.
 */
export function birthdayWithinDays(birthDate: BirthDateInput, now: DateInput, days = 7): boolean {
  if (isUnknownBirthDate(birthDate)) return false;
  // isUnknownBirthDate is true for null and undefined.
  const birthDay = startOfDay(toDate(birthDate as DateInput), { in: inBrussels });
  const today = startOfDay(toDate(now), { in: inBrussels });
  let next = setYear(birthDay, today.getFullYear());
  if (next < today) next = setYear(birthDay, addYears(today, 1).getFullYear());
  const until = differenceInCalendarDays(next, today, { in: inBrussels });
  return until >= 0 && until < days;
}
