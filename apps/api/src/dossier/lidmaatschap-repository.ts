import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lidmaatschap } from '../db/schema';
import type { LidmaatschapDbRow } from './dossier-repository';
import { present } from '@mvm/domain/present';

export type NewLidmaatschap = Omit<typeof lidmaatschap.$inferInsert, 'id'>;
export type LidmaatschapChanges = Partial<Omit<NewLidmaatschap, 'dossierId' | 'createdAt'>>;

export async function insertLidmaatschap(db: Db, values: NewLidmaatschap): Promise<LidmaatschapDbRow> {
  const [row] = await db.insert(lidmaatschap).values(values).returning();
  // INSERT … RETURNING of one row always returns that row.
  return present(row, 'the inserted lidmaatschap');
}

export async function updateLidmaatschap(
  db: Db,
  id: number,
  changes: LidmaatschapChanges,
): Promise<LidmaatschapDbRow> {
  const [row] = await db.update(lidmaatschap).set(changes).where(eq(lidmaatschap.id, id)).returning();
  // Called for a membership just read under the dossier's row lock: it exists.
  return present(row, `lidmaatschap ${id}`);
}
