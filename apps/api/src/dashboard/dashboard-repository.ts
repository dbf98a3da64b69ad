import type { PakketAfdeling } from '@mvm/domain/dashboard/series';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pakketTelling } from '../db/schema';

export type DayRange = { firstDay: string; lastDay: string };

/** Packages of one area per Brussels day (from the summary the triggers keep, at most one row per day and type). */
export async function packagesPerDay(db: Db, afdeling: PakketAfdeling, range: DayRange) {
  return db
    .select({ dag: pakketTelling.dag, aantal: sql<string>`sum(${pakketTelling.aantal})`.mapWith(Number) })
    .from(pakketTelling)
    .where(inRange(afdeling, range))
    .groupBy(pakketTelling.dag);
}

/** Packages of one area per Brussels day and food type. */
export async function packagesPerDayAndType(db: Db, afdeling: PakketAfdeling, range: DayRange) {
  return db
    .select({ dag: pakketTelling.dag, type: pakketTelling.typeVoeding, aantal: pakketTelling.aantal })
    .from(pakketTelling)
    .where(inRange(afdeling, range));
}

/** Packages of one area per month ('yyyy-MM' of the Brussels day). */
export async function packagesPerMonth(db: Db, afdeling: PakketAfdeling, range: DayRange) {
  const maand = sql<string>`to_char(${pakketTelling.dag}, 'YYYY-MM')`;
  return db
    .select({ maand, aantal: sql<string>`sum(${pakketTelling.aantal})`.mapWith(Number) })
    .from(pakketTelling)
    .where(inRange(afdeling, range))
    .groupBy(maand);
}

const inRange = (afdeling: PakketAfdeling, range: DayRange) =>
  and(
    eq(pakketTelling.afdeling, afdeling),
    gte(pakketTelling.dag, range.firstDay),
    lte(pakketTelling.dag, range.lastDay),
  );
