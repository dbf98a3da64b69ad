import {
  addDays,
  addMonths,
  addYears,
  eachMonthOfInterval,
  endOfMonth,
  endOfYear,
  format,
  startOfMonth,
  startOfYear,
  subYears,
} from 'date-fns';
import { inBrussels, parseDateInput, startOfDayBrussels, toIsoDate } from '../dates/brussels';

// A report covers at most three years: enough to compare with earlier years, and a bounded query.
export const RAPPORT_MAX_YEARS = 3;

export const RAPPORT_MESSAGES = {
  vanOntbreekt: 'Startdatum niet ingevuld!',
  totOntbreekt: 'Einddatum niet ingevuld!',
  vanOngeldig: 'Startdatum is geen geldige datum',
  totOngeldig: 'Einddatum is geen geldige datum',
  totVoorVan: 'Einddatum mag niet voor de startdatum zijn!',
  teLang: `De periode mag hoogstens ${RAPPORT_MAX_YEARS} jaar zijn`,
} as const;

/** A report period: whole Brussels days `van` to `tot` inclusive, and the instants [start, end) they cover. */
export type RapportPeriod = { van: string; tot: string; start: Date; end: Date; maanden: string[] };

/**
 * The period of a report from its two dates (yyyy-MM-dd or dd/MM/yyyy): a Dutch message when a date is
 * missing or wrong, the end lies before the start, or the period is longer than three years.
 */
export function parseRapportPeriod(
  van: string | undefined,
  tot: string | undefined,
): { period: RapportPeriod } | { error: string; field: 'van' | 'tot' } {
  if (!van?.trim()) return { error: RAPPORT_MESSAGES.vanOntbreekt, field: 'van' };
  if (!tot?.trim()) return { error: RAPPORT_MESSAGES.totOntbreekt, field: 'tot' };
  const from = parseDateInput(van);
  if (!from) return { error: RAPPORT_MESSAGES.vanOngeldig, field: 'van' };
  const to = parseDateInput(tot);
  if (!to) return { error: RAPPORT_MESSAGES.totOngeldig, field: 'tot' };
  const start = startOfDayBrussels(from);
  const lastDay = startOfDayBrussels(to);
  if (lastDay < start) return { error: RAPPORT_MESSAGES.totVoorVan, field: 'tot' };
  const end = new Date(addDays(lastDay, 1, { in: inBrussels }).getTime());
  if (end > addYears(start, RAPPORT_MAX_YEARS, { in: inBrussels }))
    return { error: RAPPORT_MESSAGES.teLang, field: 'tot' };
  const maanden = eachMonthOfInterval({ start, end: lastDay }, { in: inBrussels }).map((m) =>
    format(m, 'yyyy-MM', { in: inBrussels }),
  );
  return { period: { van: toIsoDate(start), tot: toIsoDate(lastDay), start, end, maanden } };
}

/** Quick choices of the reports page: last month, this year so far, last year (Brussels calendar). */
export function presetPeriods(now: Date): { label: string; van: string; tot: string }[] {
  const lastMonth = addMonths(now, -1, { in: inBrussels });
  const lastYear = subYears(now, 1, { in: inBrussels });
  return [
    {
      label: 'Vorige maand',
      van: toIsoDate(startOfMonth(lastMonth, { in: inBrussels })),
      tot: toIsoDate(endOfMonth(lastMonth, { in: inBrussels })),
    },
    { label: 'Dit jaar', van: toIsoDate(startOfYear(now, { in: inBrussels })), tot: toIsoDate(now) },
    {
      label: 'Vorig jaar',
      van: toIsoDate(startOfYear(lastYear, { in: inBrussels })),
      tot: toIsoDate(endOfYear(lastYear, { in: inBrussels })),
    },
  ];
}
