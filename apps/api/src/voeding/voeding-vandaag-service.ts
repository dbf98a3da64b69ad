import { GEEN_MELKPOEDER, type ObjectSoort, type VoedingVariant } from '@mvm/domain';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import type { DossierKey } from '../dossier/dossier-repository';
import { badRequest } from '../errors';
import { lastOfSoort } from '../ledger/gekregen-repository';
import { quickAction, quickRow, requireSoort } from '../ledger/quick-action';

const VARIANT_ITEM: Partial<Record<VoedingVariant, { soort: ObjectSoort; naam: string }>> = {
  verjaardag: { soort: 'verjaardag', naam: 'Verjaardag' },
  vuilzakken: { soort: 'vuilzakken', naam: 'Vuilzakken' },
};

/**
 * spec 1 §4 'Voeding Vandaag': a Voeding row dated now, plus the variant's row: the birthday item, the bin
 * bags, or the same milk powder as last time (its item, size and amount; spec 1 §5: refused when none was
 * ever given).
 */
export function voedingVandaag(db: Db, actor: Actor, key: DossierKey, variant: VoedingVariant) {
  return quickAction(db, actor, key, 'voeding', `voeding-vandaag:${variant}`, async (tx, record, now) => {
    const voeding = await requireSoort(tx, 'voeding', 'voeding', 'Voeding');
    const rows = [quickRow(voeding.object.id, now)];
    const extra = VARIANT_ITEM[variant];
    if (extra)
      rows.push(quickRow((await requireSoort(tx, 'voeding', extra.soort, extra.naam)).object.id, now));
    if (variant === 'melkpoeder') {
      const last = await lastOfSoort(tx, record.dossier.id, 'voeding', 'melkpoeder');
      if (!last) throw badRequest(GEEN_MELKPOEDER);
      rows.push(
        quickRow(last.objectID, now, { maatID: last.maatID, aantal: last.aantal, gezinsLid: last.gezinsLid }),
      );
    }
    return rows;
  });
}
