import { addDays, addMonths, addWeeks, getISODay } from 'date-fns';
import {
  formatDateBE,
  inBrussels,
  isoWeekRangeBrussels,
  monthRangeBrussels,
  toDate,
  toIsoDate,
  type DateInput,
  type DateRange,
} from '../dates/brussels';
import { coverageStart, coversDay, type Lidmaatschap } from '../membership/membership';
import type { Dag } from '../reference/enums';
import { isoWeekLabel } from '../gekregen/weeks';
import type { ServeToday } from './schemas';

// spec 1 §5 'Food today' and spec 2 §8 'Package Today', verbatim.
export const AL_VOEDING_DEZE_WEEK = 'Klant heeft deze week al voeding gehad';
export const AL_PAKKET_DEZE_MAAND = 'Klant heeft deze maand al een pakket gehad';
export const GEEN_MELKPOEDER = 'Geen melkpoeder in het verleden gegeven, voeg deze eerst manueel toe.';
// Beyond the spec (issue 8), our wording.
export const FORMULIER_NIET_ONDERTEKEND = 'Inschrijvingsformulier is niet ondertekend';
export const GEEN_LIDMAATSCHAP = 'Geen lidmaatschap';
export const LIDMAATSCHAP_BEEINDIGD = 'Lidmaatschap is beëindigd';
export const lidmaatschapBegintOp = (start: Date) => `Lidmaatschap begint pas op ${formatDateBE(start)}`;
export const nietDeDagVan = (dag: Dag) => `Vandaag is niet de dag van dit gezin (${dag})`;

/**
 * The period of a package: 'week' is the food package (one Voeding row per ISO week, Monday to Sunday),
 * 'maand' the soap-house Pakket (one per calendar month); both in Brussels time (DESIGN.md).
 */
export type PackagePeriod = 'week' | 'maand';

/** The week or month (Brussels) that holds `at`. */
export const periodRange = (period: PackagePeriod, at: DateInput): DateRange =>
  period === 'week' ? isoWeekRangeBrussels(at) : monthRangeBrussels(at);

/** The refusal when a package of `period` already exists in the period of `at`. */
export const alreadyHadMessage = (period: PackagePeriod) =>
  period === 'week' ? AL_VOEDING_DEZE_WEEK : AL_PAKKET_DEZE_MAAND;

/**
 * The refusal of a package dated `at` when `others` (the dates of the household's other packages of the
 * same kind) already hold one in that week or month; null when it may be recorded. The server runs it
 * inside the transaction that holds the household's row lock, and a unique index backs it up.
 */
export function periodConflict(period: PackagePeriod, at: DateInput, others: readonly DateInput[]) {
  const { start, end } = periodRange(period, at);
  const clash = others.map(toDate).some((d) => d >= start && d <= end);
  return clash ? alreadyHadMessage(period) : null;
}

/**
 * The key the unique index of the database holds a package to: '2026-W07' (ISO week) or '2026-02'
 * (month), Brussels time. Two packages of one household in one key cannot both be stored.
 */
export function periodKey(period: PackagePeriod, at: DateInput): string {
  const { start } = periodRange(period, at);
  return period === 'maand' ? toIsoDate(start).slice(0, 7) : isoWeekLabel(start);
}

const WEEKDAY_OF_DAG: Partial<Record<Dag, number>> = { Dinsdag: 2, Donderdag: 4 };

/** The first day on or after `from` that is the household's Dag (Dinsdag, Donderdag); `from` otherwise. */
function onDag(from: Date, dag: Dag | null | undefined): Date {
  const weekday = dag ? WEEKDAY_OF_DAG[dag] : undefined;
  if (!weekday) return from;
  const shift = (weekday - getISODay(from, { in: inBrussels }) + 7) % 7;
  return addDays(from, shift, { in: inBrussels });
}

export type ServeTodayInput = {
  /** 'week': food (the Voeding package); 'maand': soap house (the Pakket). */
  period: PackagePeriod;
  now: DateInput;
  /** spec 2 §3 dag: Dinsdag, Donderdag, Wisselend (or not set). */
  dag: Dag | null | undefined;
  /** spec 1 §3 Gezin.ondertekendFormulier. */
  ondertekendFormulier: boolean | null | undefined;
  lidmaatschap: readonly Pick<Lidmaatschap, 'start' | 'eind' | 'vroegtijdigBeindigd'>[];
  /** Dates of the household's packages of this kind (at least those of this period and the last one). */
  packages: readonly DateInput[];
};

/**
 * "May we serve today?" (issue 8): whether the household can get its package today, and if not why and
 * from which day. In order: the registration form must be signed and a membership (not ended early) must
 * cover today (spec 1 §4, the 'Niet Actief' rules), and no package may exist yet this week (food) or this
 * calendar month (soap house) (spec 1 §5, spec 2 §4). Coming on another weekday than the household's Dag
 * is a warning, never a refusal. `volgendeDatum` is the first day the household can come without refusal
 * or warning: the start of the next week or month, moved to its Dag; or the start of a membership that
 * has not begun yet; null when no date is known.
 *
 * The server refuses the quick actions with it; the desks' screens and the reception show its line.
 */
export function serveToday(input: ServeTodayInput): ServeToday {
  const now = toDate(input.now);
  const dates = input.packages.map(toDate);
  const last = dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
  const todayWeekday = getISODay(now, { in: inBrussels });
  const dagWeekday = input.dag ? WEEKDAY_OF_DAG[input.dag] : undefined;
  const base = {
    waarschuwing: input.dag && dagWeekday && dagWeekday !== todayWeekday ? nietDeDagVan(input.dag) : null,
    laatste: last ? last.toISOString() : null,
  };
  const refuse = (redenCode: ServeToday['redenCode'], reden: string, volgende: Date | null): ServeToday => ({
    ...base,
    magVandaag: false,
    reden,
    redenCode,
    volgendeDatum: volgende ? toIsoDate(volgende) : null,
  });

  if (!input.ondertekendFormulier) return refuse('formulier', FORMULIER_NIET_ONDERTEKEND, null);
  if (!input.lidmaatschap.some((m) => coversDay(m, now))) {
    const future = input.lidmaatschap
      .filter((m) => !m.vroegtijdigBeindigd && coverageStart(m) > now)
      .map(coverageStart)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    if (future) return refuse('lidmaatschap', lidmaatschapBegintOp(future), onDag(future, input.dag));
    return refuse(
      'lidmaatschap',
      input.lidmaatschap.length ? LIDMAATSCHAP_BEEINDIGD : GEEN_LIDMAATSCHAP,
      null,
    );
  }
  if (periodConflict(input.period, now, dates)) {
    const { start } = periodRange(input.period, now);
    const next =
      input.period === 'week'
        ? addWeeks(start, 1, { in: inBrussels })
        : addMonths(start, 1, { in: inBrussels });
    return refuse(
      input.period === 'week' ? 'deze-week' : 'deze-maand',
      alreadyHadMessage(input.period),
      onDag(new Date(next.getTime()), input.dag),
    );
  }
  return { ...base, magVandaag: true, reden: null, redenCode: null, volgendeDatum: null };
}
