import { desc, count as countRows, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rrnLookupCounts, securityWarnings, type SecurityWarningKind } from '../db/schema';

export type LookupCounts = { minuteStart: Date; minuteCount: number; hourStart: Date; hourCount: number };

/**
 * Counts one lookup of this user and answers the counts it makes, in one statement: two instances counting at
 * once never lose one. A window that ended starts again at `now` with this lookup.
 */
export async function countLookup(
  db: Db,
  userId: number,
  now: Date,
  windows: { minuteMs: number; hourMs: number },
): Promise<LookupCounts> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const minuteOver = sql`${rrnLookupCounts.minuteStart} <= ${new Date(now.getTime() - windows.minuteMs).toISOString()}::timestamptz`;
  const hourOver = sql`${rrnLookupCounts.hourStart} <= ${new Date(now.getTime() - windows.hourMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rrnLookupCounts)
    .values({ userId, minuteStart: now, minuteCount: 1, hourStart: now, hourCount: 1 })
    .onConflictDoUpdate({
      target: rrnLookupCounts.userId,
      set: {
        minuteCount: sql`case when ${minuteOver} then 1 else ${rrnLookupCounts.minuteCount} + 1 end`,
        minuteStart: sql`case when ${minuteOver} then ${at} else ${rrnLookupCounts.minuteStart} end`,
        hourCount: sql`case when ${hourOver} then 1 else ${rrnLookupCounts.hourCount} + 1 end`,
        hourStart: sql`case when ${hourOver} then ${at} else ${rrnLookupCounts.hourStart} end`,
      },
    })
    .returning();
  if (!row) throw new Error('the lookup count returned no row');
  return row;
}

export type WarningInput = {
  kind: SecurityWarningKind;
  userId: number;
  username: string;
  adres: string;
  windowStart: Date;
  at: Date;
  /** 'add': one more (refusals); 'set': the count as it is now (the hour's lookups). */
  aantal: { add: number } | { set: number };
};

/** Records a warning, or counts it into the one of the same kind, user and window; true when it is new. */
export async function recordWarning(db: Db, w: WarningInput): Promise<boolean> {
  const aantal = 'add' in w.aantal ? w.aantal.add : w.aantal.set;
  const [row] = await db
    .insert(securityWarnings)
    .values({
      kind: w.kind,
      userId: w.userId,
      username: w.username,
      adres: w.adres,
      windowStart: w.windowStart,
      firstAt: w.at,
      lastAt: w.at,
      aantal,
    })
    .onConflictDoUpdate({
      target: [securityWarnings.kind, securityWarnings.userId, securityWarnings.windowStart],
      set: {
        adres: w.adres,
        lastAt: sql`greatest(${securityWarnings.lastAt}, ${w.at.toISOString()}::timestamptz)`,
        aantal:
          'add' in w.aantal
            ? sql`${securityWarnings.aantal} + ${aantal}`
            : sql`greatest(${securityWarnings.aantal}, ${aantal})`,
      },
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated (PostgreSQL and PGlite alike).
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}

/** The warnings, latest first, and how many there are. */
export async function pageWarnings(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(securityWarnings)
      .orderBy(desc(securityWarnings.lastAt), desc(securityWarnings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: countRows() }).from(securityWarnings),
  ]);
  return { rows, total: total?.n ?? 0 };
}
