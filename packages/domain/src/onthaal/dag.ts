import { getISODay } from 'date-fns';
import { inBrussels, toDate, type DateInput } from '../dates/brussels';
import type { Dag } from '../reference/enums';

const WEEKDAY: Record<Exclude<Dag, 'Wisselend'>, number> = { Dinsdag: 2, Donderdag: 4 };

/** spec 1 §2 Reception: Dag is shown in red bold when it is not 'Wisselend' and not today (Brussels). */
export function isOtherDag(dag: Dag | null | undefined, now: DateInput): boolean {
  if (!dag || dag === 'Wisselend') return false;
  return WEEKDAY[dag] !== getISODay(toDate(now), { in: inBrussels });
}
