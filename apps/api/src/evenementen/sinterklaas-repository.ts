import { SINTERKLAAS_ITEM } from '@mvm/domain/evenementen/rules';
import { present } from '@mvm/domain/present';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, gekregen, object } from '../db/schema';

/**
 * The material item 'Sinterklaas' (per person, so each row names the child). An installation whose
 * catalogue lacks it gets it, in a category 'Evenementen', the first time a child is checked in.
 */
export async function sinterklaasObjectId(db: Db): Promise<number> {
  const [found] = await db
    .select({ id: object.id })
    .from(object)
    .innerJoin(categorie, eq(object.categorieId, categorie.id))
    .where(and(eq(object.naam, SINTERKLAAS_ITEM), eq(categorie.afdeling, 'materiaal')))
    .limit(1);
  if (found) return found.id;
  const [cat] = await db
    .insert(categorie)
    .values({ naam: 'Evenementen', afdeling: 'materiaal', perPersoon: true, volgorde: 99 })
    .returning({ id: categorie.id });
  const [created] = await db
    .insert(object)
    .values({ naam: SINTERKLAAS_ITEM, categorieId: present(cat, 'the new category').id })
    .returning({ id: object.id });
  return present(created, 'the new Sinterklaas item').id;
}

/** The names a household's rows of one item were given to since `since` (the children already checked in). */
export async function recipientsSince(
  db: Db,
  dossierId: number,
  objectId: number,
  since: Date,
): Promise<string[]> {
  const rows = await db
    .select({ ontvanger: gekregen.ontvanger })
    .from(gekregen)
    .where(
      and(eq(gekregen.dossierId, dossierId), eq(gekregen.objectId, objectId), gte(gekregen.datum, since)),
    );
  return rows.map((r) => r.ontvanger);
}
