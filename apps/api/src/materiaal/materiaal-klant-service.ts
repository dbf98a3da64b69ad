import type { MateriaalKlant } from '@mvm/domain';
import type { Db } from '../db/client';
import { requireDossier } from '../dossier/dossier-transaction';
import { findKlantInfo } from '../ledger/klant-info-repository';
import { memberKey, toKlantLid } from '../ledger/klant-service';

/** GET /v1/materiaal/klant/{nr}: the household and the material desk's remark. */
export async function materiaalKlant(db: Db, nr: number, now = new Date()): Promise<MateriaalKlant> {
  const record = await requireDossier(db, memberKey(nr));
  const info = await findKlantInfo(db, record.dossier.id, 'materiaal');
  return { lid: toKlantLid(record, now), opmerking: info.opmerking };
}
