import { format } from 'date-fns';
import { inBrussels } from '../dates/brussels';

/** Issue 25: how many backups are kept by default: the newest of each of the last 14 days and of 8 ISO weeks. */
export const DEFAULT_KEEP_DAILY = 14;
export const DEFAULT_KEEP_WEEKLY = 8;

export type KeepRule = { daily: number; weekly: number };

/**
 * Which backups to keep (grandfather-father-son without the grandfather): the newest backup of each of the
 * `daily` most recent days that have one, and the newest of each of the `weekly` most recent ISO weeks that
 * have one (Brussels calendar). The newest backup is always kept, whatever the rule, so a rule of 0 never
 * leaves nothing. Returns the kept items in their given order.
 */
export function backupsToKeep<T extends { takenAt: Date }>(backups: readonly T[], rule: KeepRule): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<T>();
  const newest = newestFirst[0];
  if (newest) keep.add(newest);
  const keepNewestPer = (bucketOf: (d: Date) => string, buckets: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const bucket = bucketOf(backup.takenAt);
      if (seen.has(bucket)) continue;
      if (seen.size >= buckets) break;
      seen.add(bucket);
      keep.add(backup);
    }
  };
  keepNewestPer((d) => format(d, 'yyyy-MM-dd', { in: inBrussels }), rule.daily);
  keepNewestPer((d) => format(d, "RRRR-'W'II", { in: inBrussels }), rule.weekly);
  return keep;
}
