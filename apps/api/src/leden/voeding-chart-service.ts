import { lastIsoWeeks } from '@mvm/domain';
import type { VoedingWeek } from '@mvm/domain/leden/schemas';
import { present } from '@mvm/domain/present';
import type { Db } from '../db/client';
import type { DossierKey } from '../dossier/dossier-repository';
import { requireDossier } from '../dossier/dossier-transaction';
import { datesOfArea } from '../ledger/gekregen-repository';

/** spec 2 §2 'Voeding' chart: the dossier's voeding rows per ISO week (Brussels), 52 weeks. */
export async function voedingSummary(db: Db, key: DossierKey, now = new Date()): Promise<VoedingWeek[]> {
  const { dossier } = await requireDossier(db, key);
  const weeks = lastIsoWeeks(now);
  const dates = await datesOfArea(
    db,
    dossier.id,
    'voeding',
    present(weeks[0], 'the first of 52 weeks').start,
  );
  return weeks.map((w) => ({
    week: w.week,
    weekStart: w.weekStart,
    aantal: dates.filter((d) => d >= w.start && d <= w.end).length,
  }));
}
