import { inBrussels, latestEnd, memberStatus, RENEWAL_WARNING_MONTHS } from '@mvm/domain';
import {
  NIET_VERLENGD,
  VERLENGEN_BEEINDIGD_MONTHS,
  type VerlengenQuery,
  type VerlengenRow,
} from '@mvm/domain/rapporten/schemas';
import { addDays, addMonths, subMonths } from 'date-fns';
import type { Db } from '../db/client';
import { renewalCandidates } from './verlengen-repository';

type Candidate = Awaited<ReturnType<typeof renewalCandidates>>[number];

/**
 * The row of a member on the worklist, or null: 'Te Verlengen' is the member status of spec 1 §4 (the latest end
 * less than two months away); 'Beëindigd' when no membership covers today or later and the last one ended (ran
 * out, or was ended early) within the last three months.
 */
export function worklistRow(c: Candidate, now: Date): VerlengenRow | null {
  const head = { ID: c.id, mvmnummer: c.mvmnummer ?? 0, voornaam: c.voornaam, achternaam: c.achternaam };
  const contact = { ...head, telefoonnummer: c.telefoonnummer };
  const status = memberStatus(c, now);
  const end = latestEnd(c.lidmaatschap);
  if (status === 'Te Verlengen' && end)
    return {
      ...contact,
      status,
      einddatum: end.toISOString(),
      vroegtijdigBeindigd: false,
      redenenBeindiging: '',
    };
  if (end && end >= now) return null;
  const early = c.lidmaatschap
    .filter((m) => m.vroegtijdigBeindigd && m.vroegtijdigBeindigdOp && m.vroegtijdigBeindigdOp <= now)
    .sort((a, b) => (b.vroegtijdigBeindigdOp?.getTime() ?? 0) - (a.vroegtijdigBeindigdOp?.getTime() ?? 0))[0];
  const earlyAt = early?.vroegtijdigBeindigdOp ?? null;
  const endedEarly = Boolean(earlyAt && (!end || earlyAt > end));
  const ended = endedEarly ? earlyAt : end;
  if (!ended || ended < subMonths(now, VERLENGEN_BEEINDIGD_MONTHS, { in: inBrussels })) return null;
  return {
    ...contact,
    status: 'Beëindigd',
    einddatum: ended.toISOString(),
    vroegtijdigBeindigd: endedEarly,
    redenenBeindiging: endedEarly ? (early?.redenenBeindiging ?? '') : NIET_VERLENGD,
  };
}

/** The whole worklist, filtered and sorted by end date (the CSV takes all of it, the screen a page). */
export async function renewalWorklist(
  db: Db,
  query: Pick<VerlengenQuery, 'soort' | 'order'>,
  now: Date,
): Promise<VerlengenRow[]> {
  const from = addDays(subMonths(now, VERLENGEN_BEEINDIGD_MONTHS, { in: inBrussels }), -1);
  const to = addDays(addMonths(now, RENEWAL_WARNING_MONTHS, { in: inBrussels }), 1);
  const rows = (await renewalCandidates(db, from, to))
    .map((c) => worklistRow(c, now))
    .filter((r): r is VerlengenRow => r !== null)
    .filter((r) => query.soort === 'alle' || (query.soort === 'verlengen') === (r.status === 'Te Verlengen'));
  const direction = query.order === 'einddatum desc' ? -1 : 1;
  return rows.sort((a, b) => direction * a.einddatum.localeCompare(b.einddatum) || a.mvmnummer - b.mvmnummer);
}
