import type { Evenement } from '@mvm/domain/evenementen/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { evenementen, inschrijvingen, sinterklaasVolgnummerSeq, type InschrijvingKind } from '../db/schema';

export type EvenementRow = typeof evenementen.$inferSelect;
export type InschrijvingRow = typeof inschrijvingen.$inferSelect;

export const toEvenement = (e: EvenementRow): Evenement => ({
  ID: e.id,
  naam: e.naam,
  datum: e.datum,
  perKind: e.perKind,
  maxKindLeeftijd: e.maxKindLeeftijd,
});

/** Newest first (the select shows the coming event on top). */
export async function allEvenementen(db: Db): Promise<EvenementRow[]> {
  return db
    .select()
    .from(evenementen)
    .orderBy(sql`${evenementen.datum} desc nulls last`, desc(evenementen.id));
}

export async function findEvenement(db: Db, id: number): Promise<EvenementRow | undefined> {
  const [row] = await db.select().from(evenementen).where(eq(evenementen.id, id));
  return row;
}

export async function insertEvenement(db: Db, values: typeof evenementen.$inferInsert) {
  const [row] = await db.insert(evenementen).values(values).returning();
  return row;
}

export async function findInschrijving(db: Db, evenementId: number, dossierId: number) {
  const [row] = await db
    .select()
    .from(inschrijvingen)
    .where(and(eq(inschrijvingen.evenementId, evenementId), eq(inschrijvingen.dossierId, dossierId)));
  return row;
}

type InschrijvingValues = {
  aanwezig?: boolean;
  opmerking?: string;
  kinderen?: InschrijvingKind[];
  ingechecktOp?: Date | null;
};

/** One sign-up per event and household: insert, or change the stored one. */
export async function upsertInschrijving(
  db: Db,
  evenementId: number,
  dossierId: number,
  values: InschrijvingValues,
  now: Date,
): Promise<InschrijvingRow | undefined> {
  const [row] = await db
    .insert(inschrijvingen)
    .values({ evenementId, dossierId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [inschrijvingen.evenementId, inschrijvingen.dossierId],
      set: { ...values, updatedAt: now },
    })
    .returning();
  return row;
}

/** spec 1 §7: the next Sinterklaas follow number (a sequence: never the same for two desks). */
export async function nextVolgNummer(db: Db): Promise<number> {
  // Both drivers answer `{ rows }`; the shared Db type does not say so (as in session-store.ts).
  const result = (await db.execute(sql`select nextval(${sinterklaasVolgnummerSeq.seqName}) as n`)) as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]?.n);
}
