import { addWeeks, format, getISOWeek, getISOWeekYear } from 'date-fns';
import { inBrussels, isoWeekRangeBrussels, type DateInput } from '../dates/brussels';

export type IsoWeek = { week: string; weekStart: string; start: Date; end: Date };

// spec 2 §9: the Voeding chart covers 52 weeks.
export const VOEDING_CHART_WEEKS = 52;

/** The ISO week (Monday to Sunday, Brussels) of an instant, as '2026-W07'. */
export function isoWeekLabel(d: DateInput): string {
  const date = isoWeekRangeBrussels(d).start;
  const week = getISOWeek(date, { in: inBrussels });
  return `${getISOWeekYear(date, { in: inBrussels })}-W${String(week).padStart(2, '0')}`;
}

/** The last `count` ISO weeks in Brussels time, oldest first, this week last (DESIGN.md: ISO weeks). */
export function lastIsoWeeks(now: DateInput, count = VOEDING_CHART_WEEKS): IsoWeek[] {
  const thisWeek = isoWeekRangeBrussels(now).start;
  return Array.from({ length: count }, (_, i) => {
    const { start, end } = isoWeekRangeBrussels(addWeeks(thisWeek, i - count + 1, { in: inBrussels }));
    return {
      week: isoWeekLabel(start),
      weekStart: format(start, 'yyyy-MM-dd', { in: inBrussels }),
      start,
      end,
    };
  });
}
