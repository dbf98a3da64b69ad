import { SINTERKLAAS_OPMERKING } from '@mvm/domain/evenementen/rules';
import { startOfDayBrussels } from '@mvm/domain';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { writeDossier } from '../dossier/dossier-transaction';
import { insertGekregen } from '../ledger/gekregen-repository';
import { nextVolgNummer } from './evenement-repository';
import { recipientsSince, sinterklaasObjectId } from './sinterklaas-repository';

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
    const today = await recipientsSince(tx, record.dossier.id, objectId, startOfDayBrussels(now));
    const done = new Set(today);
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
