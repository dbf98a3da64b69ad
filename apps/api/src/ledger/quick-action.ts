import type { Afdeling, LedgerRow, LedgerRowSave, ObjectSoort, PackageDesk } from '@mvm/domain';
import { present } from '@mvm/domain/present';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import type { DossierKey, DossierRecord } from '../dossier/dossier-repository';
import { writeDossier } from '../dossier/dossier-transaction';
import { badRequest } from '../errors';
import { getGekregen, insertGekregen } from './gekregen-repository';
import { objectOfSoort } from './objects-repository';
import { periodGuarded } from './period-clash';
import { rowValues } from './row-rules';
import { serveTodayFor } from './serve-today-service';

export const geenItemVanSoort = (naam: string) => `Er is geen actief item '${naam}' in de catalogus`;

export type QuickRow = Omit<LedgerRowSave, 'ID' | 'object' | 'maat' | 'afdeling' | 'print'>;

/**
 * A quick action ('Voeding Vandaag', 'Pakket Vandaag'): "may we serve today?" first, then every row of
 * the action through the row rules, in one unit of work: all rows or none, and a double click records
 * one package (the second waits for the household's row lock, then finds the first).
 */
export async function quickAction(
  db: Db,
  actor: Actor,
  key: DossierKey,
  afdeling: PackageDesk,
  action: string,
  build: (tx: Db, record: DossierRecord, now: Date) => Promise<QuickRow[]>,
): Promise<LedgerRow[]> {
  const now = new Date();
  const ids = await periodGuarded(afdeling, () =>
    writeDossier(db, actor, key, async (tx, record) => {
      const vandaag = await serveTodayFor(tx, record, afdeling, now);
      if (!vandaag.magVandaag) throw badRequest(present(vandaag.reden, 'the reason of a refusal'));
      const rows = await build(tx, record, now);
      const created: number[] = [];
      for (const row of rows) {
        const values = await rowValues(tx, record, { key, afdeling, rowId: null, row }, now);
        created.push(await insertGekregen(tx, { dossierId: record.dossier.id, afdeling }, values, now));
      }
      return {
        result: created,
        audit: {
          action: 'create',
          entity: 'gekregen',
          entityId: present(created[0], 'the first row of a quick action'),
          details: { afdeling, snelActie: action, rijen: created },
        },
      };
    }),
  );
  return Promise.all(ids.map((id) => getGekregen(db, id)));
}

export const quickRow = (objectID: number, datum: Date, extra: Partial<QuickRow> = {}): QuickRow => ({
  objectID,
  datum,
  aantal: 1,
  maatID: null,
  gezinsLid: null,
  ontvanger: '',
  opmerking: '',
  ...extra,
});

export async function requireSoort(db: Db, afdeling: Afdeling, soort: ObjectSoort, naam: string) {
  const item = await objectOfSoort(db, afdeling, soort);
  if (!item) throw badRequest(geenItemVanSoort(naam));
  return item;
}
