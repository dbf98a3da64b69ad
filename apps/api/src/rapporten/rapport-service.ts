import { AFDELINGEN, TYPE_VOEDING, type TypeVoeding } from '@mvm/domain';
import { parseRapportPeriod, type RapportPeriod } from '@mvm/domain/rapporten/period';
import { NIET_VERLENGD, type Rapport } from '@mvm/domain/rapporten/schemas';
import { addDays, format } from 'date-fns';
import { inBrussels } from '@mvm/domain';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import {
  endedMemberships,
  packagesPerMonth,
  registrationsPerMonth,
  type PeriodBounds,
} from './rapport-repository';
import { servedCounts } from './served-parts-repository';
import type { PersonCounts } from './served-repository';

const NO_ONE: PersonCounts = {
  huishoudens: 0,
  personen: 0,
  volwassenen: 0,
  kinderenOnder12: 0,
  jongeren12tot17: 0,
};
// An early ending saved without words (older data): the report still counts it.
export const GEEN_REDEN = 'Geen reden opgegeven';

/** The period of `?van&tot`, or a Dutch 400 naming the field. */
export function periodOf(query: { van?: string | undefined; tot?: string | undefined }): RapportPeriod {
  const parsed = parseRapportPeriod(query.van, query.tot);
  if ('error' in parsed) throw badRequest(parsed.error, { [parsed.field]: parsed.error });
  return parsed.period;
}

export const boundsOf = (p: RapportPeriod): PeriodBounds => ({
  start: p.start,
  end: p.end,
  firstDay: p.van,
  lastDay: format(addDays(p.end, -1, { in: inBrussels }), 'yyyy-MM-dd', { in: inBrussels }),
});

const pick = (c: PersonCounts): PersonCounts => ({
  huishoudens: c.huishoudens,
  personen: c.personen,
  volwassenen: c.volwassenen,
  kinderenOnder12: c.kinderenOnder12,
  jongeren12tot17: c.jongeren12tot17,
});

/**
 * The report of a period (docs/areas/rapporten.md): every month and every area is present, 0 when nothing
 * happened, so the screen, the CSV and the PDF show the same rows.
 */
export async function buildRapport(db: Db, period: RapportPeriod, now: Date): Promise<Rapport> {
  const bounds = boundsOf(period);
  const [servedRows, registrations, ended, packages] = await Promise.all([
    servedCounts(db, bounds, period.maanden.length),
    registrationsPerMonth(db, bounds),
    endedMemberships(db, bounds, now, NIET_VERLENGD),
    packagesPerMonth(db, bounds),
  ]);
  const served = new Map(servedRows.perMaand.map((r) => [`${r.maand}|${r.afdeling}`, r]));
  const periode = new Map(servedRows.periode.map((r) => [r.afdeling, r]));
  const leden = new Map(registrations.leden.map((r) => [r.maand, r.aantal]));
  const eenmalig = new Map(registrations.eenmalig.map((r) => [r.maand, r.aantal]));
  const beeindigd = new Map<string, number>();
  for (const e of ended) {
    const reden = e.reden || GEEN_REDEN;
    beeindigd.set(reden, (beeindigd.get(reden) ?? 0) + e.aantal);
  }
  return {
    van: period.van,
    tot: period.tot,
    maanden: period.maanden,
    bediend: period.maanden.flatMap((maand) =>
      AFDELINGEN.map((afdeling) => ({
        maand,
        afdeling,
        ...pick(served.get(`${maand}|${afdeling}`) ?? NO_ONE),
      })),
    ),
    bediendPeriode: [...AFDELINGEN, 'alle' as const].map((afdeling) => ({
      afdeling,
      ...pick(periode.get(afdeling) ?? NO_ONE),
    })),
    inschrijvingen: period.maanden.map((maand) => ({
      maand,
      nieuweLeden: leden.get(maand) ?? 0,
      nieuweEenmalig: eenmalig.get(maand) ?? 0,
    })),
    beeindigd: [...beeindigd]
      .map(([reden, aantal]) => ({ reden, aantal }))
      .sort((a, b) => b.aantal - a.aantal || a.reden.localeCompare(b.reden, 'nl')),
    pakketten: period.maanden.map((maand) => {
      const voeding = Object.fromEntries(TYPE_VOEDING.map((t) => [t, 0])) as Record<TypeVoeding, number>;
      let zeephuisje = 0;
      for (const p of packages.filter((row) => row.maand === maand)) {
        if (p.afdeling === 'zeephuisje') zeephuisje += p.aantal;
        else if (p.type in voeding) voeding[p.type as TypeVoeding] += p.aantal;
      }
      return { maand, voeding, zeephuisje };
    }),
    postcodes: servedRows.postcodes.map((p) => ({
      postcode: p.postcode,
      gemeente: p.gemeente,
      huishoudens: p.huishoudens,
    })),
  };
}
