import { differenceInMinutes } from 'date-fns';

/** Issue 25: the admin screen warns when the last good backup is older than this (a missed night and a half). */
export const BACKUP_WARNING_HOURS = 36;

/** Whether the admin screen warns: no good backup at all, or the last good one older than 36 hours. */
export function backupIsOverdue(lastGood: Date | null, now: Date): boolean {
  if (!lastGood) return true;
  return differenceInMinutes(now, lastGood) > BACKUP_WARNING_HOURS * 60;
}
