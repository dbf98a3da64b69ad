import { addDays, set } from 'date-fns';
import { inBrussels, toDate, type DateInput } from '../dates/brussels';

/** Issue 25: the nightly backup runs at this time, Brussels time, unless BACKUP_TIME says otherwise. */
export const DEFAULT_BACKUP_TIME = '02:30';

/** 'HH:MM' on a 24-hour clock. */
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The next moment the nightly backup runs: today at `time` in Brussels, or tomorrow when that is past. date-fns
 * with the Brussels zone keeps the wall-clock time across the switch to and from summer time.
 */
export function nextBackupRun(now: DateInput, time = DEFAULT_BACKUP_TIME): Date {
  const match = BACKUP_TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`not a time of day: ${time}`);
  const current = toDate(now);
  const today = set(
    current,
    { hours: Number(match[1]), minutes: Number(match[2]), seconds: 0, milliseconds: 0 },
    { in: inBrussels },
  );
  const next = today.getTime() > current.getTime() ? today : addDays(today, 1, { in: inBrussels });
  return new Date(next.getTime());
}
