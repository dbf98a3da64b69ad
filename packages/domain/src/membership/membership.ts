import { addMonths, addYears, endOfMonth, subMonths } from 'date-fns';
import { endOfDayBrussels, inBrussels, startOfDayBrussels, toDate, type DateInput } from '../dates/brussels';

export type Lidmaatschap = {
  ID?: number;
  start: Date | string;
  eind: Date | string;
  vroegtijdigBeindigd: boolean;
  vroegtijdigBeindigdOp?: Date | string | null;
  redenenBeindiging?: string | null;
  gezinsSamenstellingInOrde?: boolean;
};

type Period = Pick<Lidmaatschap, 'start' | 'eind' | 'vroegtijdigBeindigd'>;

export type MembershipCardState = 'nietactief' | 'toekomst' | 'verlengen' | 'actief';
export type MemberStatus = 'Actief' | 'Te Verlengen' | 'Niet Actief';

// spec 1 §9, spec 2 §9: 'verlengen' when the end is under 2 months away; renewal blocked within 1 month.
export const RENEWAL_WARNING_MONTHS = 2;
export const RENEWAL_BLOCK_MONTHS = 1;
// spec 2 §9: a membership lasts one year.
export const MEMBERSHIP_YEARS = 1;

// spec 1 §4: a membership covers from the start of its start day to the end of its end day (Brussels).
export const coverageStart = (m: Period): Date => startOfDayBrussels(m.start);
export const coverageEnd = (m: Period): Date => endOfDayBrussels(m.eind);

export function coversDay(m: Period, now: DateInput): boolean {
  const t = toDate(now);
  return !m.vroegtijdigBeindigd && coverageStart(m) <= t && t <= coverageEnd(m);
}

// A list asks this for every row with the same `now`: date-fns asks Intl for the Brussels offset at every step
// (issue 7: a tenth of the member list's CPU in a PGlite profile), so the last answer is kept.
let lastWarning: { now: number; limit: number } | null = null;
const warningLimit = (now: DateInput): Date => {
  const t = toDate(now).getTime();
  if (lastWarning?.now !== t)
    lastWarning = { now: t, limit: addMonths(t, RENEWAL_WARNING_MONTHS, { in: inBrussels }).getTime() };
  return new Date(lastWarning.limit);
};

/** spec 2 §4 membership card state. */
export function membershipCardState(m: Period, now: DateInput): MembershipCardState {
  const t = toDate(now);
  if (m.vroegtijdigBeindigd || coverageEnd(m) < t) return 'nietactief';
  if (coverageStart(m) > t) return 'toekomst';
  if (coverageEnd(m) < warningLimit(t)) return 'verlengen';
  return 'actief';
}

/** spec 1 §4: the latest end (end of its end day) among memberships not ended early; null when none. */
export function latestEnd(memberships: readonly Period[]): Date | null {
  const ends = memberships.filter((m) => !m.vroegtijdigBeindigd).map(coverageEnd);
  return ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
}

/**
 * spec 1 §4, spec 2 §4 member status: 'Niet Actief' without a signed form or without a
 * non-early-ended membership covering today; 'Te Verlengen' when the latest end (future
 * memberships included, so a renewal clears it) is earlier than now + 2 months; else 'Actief'.
 */
export function memberStatus(
  dossier: {
    ondertekendFormulier: boolean | null | undefined;
    lidmaatschap: readonly Period[] | null | undefined;
  },
  now: DateInput,
): MemberStatus {
  const memberships = dossier.lidmaatschap ?? [];
  if (!dossier.ondertekendFormulier || !memberships.some((m) => coversDay(m, now))) return 'Niet Actief';
  const end = latestEnd(memberships);
  return end && end < warningLimit(now) ? 'Te Verlengen' : 'Actief';
}

/**
 * spec 2 §4: renewal is refused while a membership not ended early started within the last month.
 * A membership that starts in the future counts as well, so a renewal cannot be made twice.
 */
export function canRenew(memberships: readonly Period[], now: DateInput): boolean {
  const limit = subMonths(toDate(now), RENEWAL_BLOCK_MONTHS, { in: inBrussels });
  return !memberships.some((m) => !m.vroegtijdigBeindigd && coverageStart(m) > limit);
}

/**
 * DESIGN.md 'Renewal' and spec 2 §4 first membership: from the latest end of the memberships not
 * ended early (or now, when that is later or there is none) to 23:59:59.999 Brussels on the last
 * day of the same month next year.
 */
export function nextMembershipPeriod(
  memberships: readonly Period[],
  now: DateInput,
): { start: Date; eind: Date } {
  const t = toDate(now);
  const end = latestEnd(memberships);
  const start = end && end > t ? end : t;
  const eind = endOfMonth(addYears(start, MEMBERSHIP_YEARS, { in: inBrussels }), { in: inBrussels });
  return { start: new Date(start.getTime()), eind: new Date(eind.getTime()) };
}
