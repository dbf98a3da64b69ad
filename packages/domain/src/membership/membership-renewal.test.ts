import { describe, expect, it } from 'vitest';
import { canRenew, nextMembershipPeriod, type Lidmaatschap } from './membership';

const m = (start: string, eind: string, vroegtijdigBeindigd = false): Lidmaatschap => ({
  start,
  eind,
  vroegtijdigBeindigd,
});
const at = (iso: string) => new Date(iso);

describe('canRenew (spec 2 §4: not within a month of a start)', () => {
  const now = at('2025-06-15T10:00:00Z');
  // prettier-ignore
  it.each([
    ['no memberships', [], true],
    ['started more than a month ago', [m('2024-07-01', '2025-07-31')], true],
    ['started within the last month', [m('2025-05-20', '2026-05-31')], false],
    ['a membership starting in the future blocks it too', [m('2024-07-01', '2025-07-31'), m('2025-07-31', '2026-07-31')], false],
    ['a recent membership ended early does not block', [m('2025-06-01', '2026-06-30', true)], true],
  ])('%s', (_rule, list, expected) => {
    expect(canRenew(list, now)).toBe(expected);
  });
});

describe('nextMembershipPeriod (DESIGN.md Renewal, spec 2 §4 first membership)', () => {
  // prettier-ignore
  it.each([
    ['a new member starts now and ends on the last day of the month next year', [], '2025-06-15T10:00:00Z', '2025-06-15T10:00:00.000Z', '2026-06-30T21:59:59.999Z'],
    ['a renewal starts at the latest end', [m('2024-08-01', '2025-07-31T21:59:59.999Z')], '2025-06-15T10:00:00Z', '2025-07-31T21:59:59.999Z', '2026-07-31T21:59:59.999Z'],
    ['an expired membership: starts now', [m('2023-01-01', '2024-01-31')], '2025-06-15T10:00:00Z', '2025-06-15T10:00:00.000Z', '2026-06-30T21:59:59.999Z'],
    ['memberships ended early are ignored', [m('2025-01-01', '2026-03-31', true)], '2025-06-15T10:00:00Z', '2025-06-15T10:00:00.000Z', '2026-06-30T21:59:59.999Z'],
    ['end in winter time (October, after the change)', [], '2025-10-10T10:00:00Z', '2025-10-10T10:00:00.000Z', '2026-10-31T22:59:59.999Z'],
    ['end in summer time (March, after the change)', [], '2025-03-05T10:00:00Z', '2025-03-05T10:00:00.000Z', '2026-03-31T21:59:59.999Z'],
    ['a renewal from a March end crosses the spring change', [m('2024-03-01', '2025-03-31')], '2025-03-20T10:00:00Z', '2025-03-31T21:59:59.999Z', '2026-03-31T21:59:59.999Z'],
    ['a renewal from an October end crosses the fall change', [m('2024-10-01', '2025-10-31')], '2025-10-20T10:00:00Z', '2025-10-31T22:59:59.999Z', '2026-10-31T22:59:59.999Z'],
    ['a leap-year February ends on the 29th', [], '2027-02-10T10:00:00Z', '2027-02-10T10:00:00.000Z', '2028-02-29T22:59:59.999Z'],
    ['31 January 23:30 Brussels (22:30 UTC) is a January start', [], '2025-01-31T22:30:00Z', '2025-01-31T22:30:00.000Z', '2026-01-31T22:59:59.999Z'],
    ['1 February 00:30 Brussels (31 January UTC) is a February start', [], '2025-01-31T23:30:00Z', '2025-01-31T23:30:00.000Z', '2026-02-28T22:59:59.999Z'],
  ])('%s', (_rule, list, now, start, eind) => {
    const period = nextMembershipPeriod(list, at(now));
    expect([period.start.toISOString(), period.eind.toISOString()]).toEqual([start, eind]);
  });
});
