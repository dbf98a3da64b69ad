import { addDays, set, subMonths } from 'date-fns';
import { inBrussels, toDate, type DateInput } from '../dates/brussels';

/** Issue 12: a dossier is kept this long after its last activity unless RETENTION_MONTHS says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24;
/** The daily retention job runs at this hour, Brussels time (a quiet hour for the desks). */
export const RETENTION_RUN_HOUR = 3;

/**
 * The retention limit: a dossier whose last activity (the end of its last membership, the day it last
 * received something, or its creation) lies before this moment is due for anonymisation.
 */
export const retentionCutoff = (now: DateInput, months: number): Date =>
  new Date(subMonths(toDate(now), months, { in: inBrussels }).getTime());

/** The next moment the daily job runs: today at RETENTION_RUN_HOUR in Brussels, or tomorrow when that is past. */
export function nextRetentionRun(now: DateInput, hour = RETENTION_RUN_HOUR): Date {
  const current = toDate(now);
  const today = set(current, { hours: hour, minutes: 0, seconds: 0, milliseconds: 0 }, { in: inBrussels });
  const next = today.getTime() > current.getTime() ? today : addDays(today, 1, { in: inBrussels });
  return new Date(next.getTime());
}
