import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instellingen, webauthnChallenges } from '../../db/schema';

/** A setting of the installation (`instellingen`), or undefined when none is stored yet. */
export async function readSetting(db: Db, naam: string): Promise<string | undefined> {
  const [row] = await db.select().from(instellingen).where(eq(instellingen.naam, naam));
  return row?.waarde;
}

/** Stores a setting unless one is there: a concurrent first caller's insert does nothing. */
export async function insertSetting(db: Db, naam: string, waarde: string): Promise<void> {
  await db.insert(instellingen).values({ naam, waarde }).onConflictDoNothing();
}

/**
 * Records a challenge as used (a row until it expires; expired rows are swept first): false when it was
 * already there, so a replay finds it taken.
 */
export async function markChallengeUsed(
  db: Db,
  used: { challenge: string; purpose: 'login' | 'register'; userId: number | null; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const rows = await db
    .insert(webauthnChallenges)
    .values({ handle: used.challenge, ...used })
    .onConflictDoNothing({ target: webauthnChallenges.handle })
    .returning({ id: webauthnChallenges.id });
  return rows.length > 0;
}
