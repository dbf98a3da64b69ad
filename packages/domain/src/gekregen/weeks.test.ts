import { describe, expect, it } from 'vitest';
import { isoWeekLabel, lastIsoWeeks } from './weeks';

describe('isoWeekLabel (ISO weeks in Brussels time)', () => {
  it.each([
    ['a Wednesday', '2025-06-04T10:00:00Z', '2025-W23'],
    ['Sunday 23:30 Brussels is still that week', '2025-06-08T21:30:00Z', '2025-W23'],
    ['Monday 00:30 Brussels is the next week', '2025-06-08T22:30:00Z', '2025-W24'],
    ['1 January 2027 belongs to 2026-W53', '2027-01-01T12:00:00Z', '2026-W53'],
    ['29 December 2025 belongs to 2026-W01', '2025-12-29T12:00:00Z', '2026-W01'],
  ])('%s', (_rule, at, expected) => {
    expect(isoWeekLabel(at)).toBe(expected);
  });
});

describe('lastIsoWeeks (spec 2 §9: 52 weeks)', () => {
  const weeks = lastIsoWeeks('2025-06-04T10:00:00Z');
  it('gives 52 weeks, this week last, Mondays in Brussels', () => {
    expect(weeks).toHaveLength(52);
    expect(weeks.at(-1)).toMatchObject({ week: '2025-W23', weekStart: '2025-06-02' });
    expect(weeks.at(-1)!.start.toISOString()).toBe('2025-06-01T22:00:00.000Z');
    expect(weeks[0]).toMatchObject({ week: '2024-W24', weekStart: '2024-06-10' });
  });
  it('has no gaps across the change to winter time', () => {
    for (let i = 1; i < weeks.length; i++)
      expect(weeks[i]!.start.getTime()).toBe(weeks[i - 1]!.end.getTime() + 1);
  });
});
