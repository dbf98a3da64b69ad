import type { Db } from '../db/client';
import type { SecurityWarningKind } from '../db/schema';
import { countLookup, recordWarning } from './rrn-lookup-repository';

/**
 * Issue 24: a desk user sees a head's birth date and gender, so a national number's sequence is at most 499
 * guesses; looking a household up by exact national number (the eID scan) told which guess was right. A user
 * without the sensitive right (`/v1/gevoelig`) may therefore look up this many national numbers a minute; the
 * next ones in that minute are refused. A busy desk scans a card every minute or two.
 */
export const RRN_LOOKUPS_PER_MINUTE = 5;
/**
 * More lookups than this in an hour warn the administrators without refusing: a user who keeps under the minute
 * limit could still walk 499 numbers in 100 minutes.
 */
export const RRN_LOOKUPS_WARN_PER_HOUR = 30;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export const rrnLimitMessage = (seconds: number) =>
  `Te veel opzoekingen op rijksregisternummer. Probeer het over ${seconds} seconden opnieuw.`;

export type LookupBy = { userId: number; username: string; adres: string };
/** A warning this lookup raised for the first time in its window (the caller logs it). */
export type RaisedWarning = { kind: SecurityWarningKind; count: number };

/**
 * Counts a lookup by national number of a user without the sensitive right and answers how many seconds the
 * user must wait (0: go ahead) once the minute's lookups are spent; records (or counts up) a warning for the administrators when the limit is hit
 * and when the hour's lookups pass the volume mark. `onWarning` hears each warning new in its window.
 */
export async function checkRrnLookup(
  db: Db,
  by: LookupBy,
  onWarning: (warning: RaisedWarning) => void,
  now = new Date(),
): Promise<number> {
  const counts = await countLookup(db, by.userId, now, { minuteMs: MINUTE_MS, hourMs: HOUR_MS });
  const warn = async (
    kind: SecurityWarningKind,
    aantal: { add: number } | { set: number },
    count: number,
  ) => {
    // One row per hour window for both kinds: a burst kept up for an hour is one warning, counting up.
    const fresh = await recordWarning(db, { kind, ...by, windowStart: counts.hourStart, at: now, aantal });
    if (fresh) onWarning({ kind, count });
  };
  if (counts.hourCount > RRN_LOOKUPS_WARN_PER_HOUR) {
    await warn('rrn-volume', { set: counts.hourCount }, counts.hourCount);
  }
  if (counts.minuteCount > RRN_LOOKUPS_PER_MINUTE) {
    await warn('rrn-limiet', { add: 1 }, counts.minuteCount - RRN_LOOKUPS_PER_MINUTE);
    const left = counts.minuteStart.getTime() + MINUTE_MS - now.getTime();
    return Math.max(1, Math.ceil(left / 1000));
  }
  return 0;
}
