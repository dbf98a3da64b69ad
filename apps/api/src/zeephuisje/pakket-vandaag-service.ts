import type { Actor } from '../actor';
import type { Db } from '../db/client';
import type { DossierKey } from '../dossier/dossier-repository';
import { quickAction, quickRow, requireSoort } from '../ledger/quick-action';

/** spec 2 §4 'Pakket Vandaag': a row (1, the Pakket item, its first size, now). */
export function pakketVandaag(db: Db, actor: Actor, key: DossierKey) {
  return quickAction(db, actor, key, 'zeephuisje', 'pakket-vandaag', async (tx, _record, now) => {
    const pakket = await requireSoort(tx, 'zeephuisje', 'pakket', 'Pakket');
    const first = pakket.maten.find((m) => m.actief);
    return [quickRow(pakket.object.id, now, { maatID: first?.id ?? null })];
  });
}
