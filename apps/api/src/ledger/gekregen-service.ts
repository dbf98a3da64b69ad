import type { Afdeling, LedgerRow } from '@mvm/domain';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import type { DossierKey } from '../dossier/dossier-repository';
import { writeDossier } from '../dossier/dossier-transaction';
import { notFound } from '../errors';
import {
  deleteGekregenRow,
  findGekregenRow,
  getGekregen,
  insertGekregen,
  updateGekregen,
} from './gekregen-repository';
import { periodGuarded } from './period-clash';
import { NIET_GEVONDEN, rowValues, type GekregenInput } from './row-rules';

// The ledger of every desk (issue 8): one service for the received rows of material, food, soap house and
// one-off help, parameterised by the area that records them (`afdeling`, stored with the row).

/** Adds (rowId null) or changes a received row of one area, e.g. one-off goods with afdeling 'punctueel'. */
export async function saveGekregen(db: Db, actor: Actor, input: GekregenInput): Promise<LedgerRow> {
  const { key, afdeling, rowId } = input;
  const now = new Date();
  const id = await periodGuarded(afdeling, () =>
    writeDossier(db, actor, key, async (tx, record) => {
      const values = await rowValues(tx, record, input, now);
      const scope = { dossierId: record.dossier.id, afdeling };
      if (rowId === null) {
        const created = await insertGekregen(tx, scope, values, now);
        return {
          result: created,
          audit: { action: 'create', entity: 'gekregen', entityId: created, details: { afdeling } },
        };
      }
      const updated = await updateGekregen(tx, rowId, scope, values);
      if (updated === undefined) throw notFound(NIET_GEVONDEN);
      const fields = Object.keys(values).filter((k) => k !== 'updatedAt');
      return {
        result: updated,
        audit: { action: 'update', entity: 'gekregen', entityId: rowId, details: { afdeling, fields } },
      };
    }),
  );
  return getGekregen(db, id);
}

export async function deleteGekregen(
  db: Db,
  actor: Actor,
  key: DossierKey,
  rowId: number,
  afdeling: Afdeling,
  categorieId?: number,
): Promise<void> {
  await writeDossier(db, actor, key, async (tx, { dossier }) => {
    const scope = { dossierId: dossier.id, afdeling };
    const stored = await findGekregenRow(tx, rowId, scope);
    if (!stored || (categorieId !== undefined && stored.categorieId !== categorieId))
      throw notFound(NIET_GEVONDEN);
    if (!(await deleteGekregenRow(tx, rowId, scope))) throw notFound(NIET_GEVONDEN);
    return {
      result: undefined,
      audit: { action: 'delete', entity: 'gekregen', entityId: rowId, details: { afdeling } },
    };
  });
}
