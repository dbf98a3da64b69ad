import type { VoedingKlant } from '@mvm/domain';
import type { Db } from '../db/client';
import { requireDossier } from '../dossier/dossier-transaction';
import { lastOfSoort } from '../ledger/gekregen-repository';
import { findDeskInfo } from '../ledger/klant-info-repository';
import { memberKey, toKlantLid } from '../ledger/klant-service';
import { packagesUntil, serveTodayFromLast } from '../ledger/serve-today-service';

/** GET /v1/voeding/klant/{nr}: the household, specialeVoeding, opmerking, "may we serve today?", last milk powder. */
export async function voedingKlant(db: Db, nr: number, now = new Date()): Promise<VoedingKlant> {
  const record = await requireDossier(db, memberKey(nr));
  const [info, melkpoeder] = await Promise.all([
    findDeskInfo(db, record.dossier.id, 'voeding', packagesUntil('voeding', now)),
    lastOfSoort(db, record.dossier.id, 'voeding', 'melkpoeder'),
  ]);
  const vandaag = serveTodayFromLast(record, 'voeding', info.lastPackage, now);
  return {
    lid: toKlantLid(record, now),
    specialeVoeding: info.specialeVoeding,
    opmerking: info.opmerking,
    vandaag,
    laatsteMelkpoeder: melkpoeder
      ? {
          objectID: melkpoeder.objectID,
          object: melkpoeder.object,
          maatID: melkpoeder.maatID,
          maat: melkpoeder.maat,
          aantal: melkpoeder.aantal,
          datum: melkpoeder.datum,
        }
      : null,
  };
}
