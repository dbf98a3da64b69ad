import { needsDiapers, totalsSince, zeephuisjeChildren, type ZeephuisjeKlant } from '@mvm/domain';
import { present } from '@mvm/domain/present';
import type { Db } from '../db/client';
import { requireDossier } from '../dossier/dossier-transaction';
import { totalsPerObject } from '../ledger/gekregen-repository';
import { findDeskInfo } from '../ledger/klant-info-repository';
import { memberKey, toKlantLid } from '../ledger/klant-service';
import { packagesUntil, serveTodayFromLast } from '../ledger/serve-today-service';

/** GET /v1/zeephuisje/klant/{mvm}: the household, its remark, "may we serve today?" and the year's totals. */
export async function zeephuisjeKlant(db: Db, nr: number, now = new Date()): Promise<ZeephuisjeKlant> {
  const record = await requireDossier(db, memberKey(nr));
  const since = totalsSince(now);
  const [info, items] = await Promise.all([
    findDeskInfo(db, record.dossier.id, 'zeephuisje', packagesUntil('zeephuisje', now)),
    totalsPerObject(db, record.dossier.id, 'zeephuisje', since),
  ]);
  const vandaag = serveTodayFromLast(record, 'zeephuisje', info.lastPackage, now);
  const lid = toKlantLid(record, now);
  return {
    lid,
    opmerking: info.opmerking,
    vandaag,
    totalen: {
      sinds: since.toISOString(),
      kinderen: zeephuisjeChildren(lid.gezin.leden, now),
      luiers: lid.gezin.leden
        .filter((l) => l.geboortedatum !== null && needsDiapers(l.geboortedatum, now))
        .map((l) => ({
          ID: l.ID,
          naam: `${l.voornaam} ${l.achternaam}`.trim(),
          geboortedatum: present(l.geboortedatum, 'a known birth date'),
        })),
      items: items.map((i) => ({ ...i, soort: i.soort ?? null })),
    },
  };
}
