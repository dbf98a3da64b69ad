import { SINTERKLAAS_ITEM, SINTERKLAAS_OPMERKING } from '@mvm/domain/evenementen/rules';
import { and, eq, gte } from 'drizzle-orm';
import { startOfDayBrussels } from '@mvm/domain';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { categorie, gekregen, object } from '../db/schema';
import { writeDossier } from '../dossier/dossier-transaction';
import { insertGekregen } from '../ledger/gekregen-repository';
import { present } from '@mvm/domain/present';
import { nextVolgNummer } from './evenement-repository';

/**
 * The material item 'Sinterklaas' (per person, so each row names the child). An installation whose
 * catalogue lacks it gets it, in a category 'Evenementen', the first time a child is checked in.
 */
async function sinterklaasObjectId(db: Db): Promise<number> {
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

/**
 * POST /v1/sinterklaas/klant/{nr} (spec 1 §7): the children who came, as material rows of the item
 * 'Sinterklaas' with the remark 'Automatische registratie Sinterklaas', so the household's history shows
 * them. One transaction; a child already registered today is not registered again (a reprint).
 */
export async function registerSinterklaas(
  db: Db,
  actor: Actor,
  mvmnummer: number,
  names: string[],
  now = new Date(),
): Promise<number> {
  const kinderen = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  return writeDossier(db, actor, { mvmnummer }, async (tx, record) => {
    const objectId = await sinterklaasObjectId(tx);
    const today = await tx
      .select({ ontvanger: gekregen.ontvanger })
      .from(gekregen)
      .where(
        and(
          eq(gekregen.dossierId, record.dossier.id),
          eq(gekregen.objectId, objectId),
          gte(gekregen.datum, startOfDayBrussels(now)),
        ),
      );
    const done = new Set(today.map((r) => r.ontvanger));
    const ids: number[] = [];
    for (const naam of kinderen.filter((k) => !done.has(k))) {
      const lid = record.leden.find((l) => l.voornaam.trim().toLowerCase() === naam.toLowerCase());
      ids.push(
        await insertGekregen(
          tx,
          { dossierId: record.dossier.id, afdeling: 'materiaal' },
          {
            objectId,
            maatId: null,
            gezinslidId: lid?.id ?? null,
            ontvanger: naam,
            datum: now,
            aantal: 1,
            opmerking: SINTERKLAAS_OPMERKING,
            updatedAt: now,
          },
          now,
        ),
      );
    }
    return {
      result: ids.length,
      audit: {
        action: 'create',
        entity: 'gekregen',
        entityId: ids.join(',') || '-',
        details: { afdeling: 'materiaal', sinterklaas: ids.length },
      },
    };
  });
}

export const sinterklaasVolgNummer = (db: Db) => nextVolgNummer(db);
