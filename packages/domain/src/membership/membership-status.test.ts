import { describe, expect, it } from 'vitest';
import { latestEnd, memberStatus, membershipCardState, type Lidmaatschap } from './membership';

const m = (start: string, eind: string, vroegtijdigBeindigd = false): Lidmaatschap => ({
  start,
  eind,
  vroegtijdigBeindigd,
});
const at = (iso: string) => new Date(iso);

describe('membershipCardState (spec 2 §4)', () => {
  // prettier-ignore
  it.each([
    ['ended early is nietactief, even inside the period', m('2025-01-01', '2025-12-31', true), '2025-06-01T10:00:00Z', 'nietactief'],
    ['end date passed is nietactief', m('2024-01-01', '2024-12-31'), '2025-01-01T10:00:00Z', 'nietactief'],
    ['start ahead is toekomst', m('2025-07-01', '2026-07-31'), '2025-06-01T10:00:00Z', 'toekomst'],
    ['end under 2 months away is verlengen', m('2024-06-01', '2025-07-31'), '2025-06-01T10:00:00Z', 'verlengen'],
    ['end more than 2 months away is actief', m('2025-01-01', '2025-12-31'), '2025-06-01T10:00:00Z', 'actief'],
    ['the start day counts from 00:00 Brussels', m('2025-07-01', '2026-07-31'), '2025-06-30T22:00:00Z', 'actief'],
    ['the end day counts until 23:59:59.999 Brussels', m('2024-06-01', '2025-06-30'), '2025-06-30T21:59:59Z', 'verlengen'],
    ['one millisecond after the end day it is nietactief', m('2024-06-01', '2025-06-30'), '2025-06-30T22:00:00Z', 'nietactief'],
    // DST: 30/03/2025 lasts 23 hours, 26/10/2025 lasts 25 hours in Brussels.
    ['end on the spring-forward day: covered at 23:30 Brussels (21:30 UTC)', m('2024-04-01', '2025-03-30'), '2025-03-30T21:30:00Z', 'verlengen'],
    ['end on the spring-forward day: over at 00:00 Brussels (22:00 UTC)', m('2024-04-01', '2025-03-30'), '2025-03-30T22:00:00Z', 'nietactief'],
    ['end on the fall-back day: still covered at 22:30 UTC (23:30 Brussels)', m('2024-11-01', '2025-10-26'), '2025-10-26T22:30:00Z', 'verlengen'],
    ['end on the fall-back day: over at 23:00 UTC', m('2024-11-01', '2025-10-26'), '2025-10-26T23:00:00Z', 'nietactief'],
  ])('%s', (_rule, membership, now, expected) => {
    expect(membershipCardState(membership, at(now))).toBe(expected);
  });
});

describe('latestEnd', () => {
  // prettier-ignore
  it.each([
    ['no memberships', [], null],
    ['only ended-early memberships', [m('2025-01-01', '2025-12-31', true)], null],
    ['the end of the latest end day', [m('2024-01-01', '2024-12-31'), m('2025-01-01', '2025-12-31')], '2025-12-31T22:59:59.999Z'],
    ['skips a later membership ended early', [m('2024-01-01', '2024-12-31'), m('2025-01-01', '2025-12-31', true)], '2024-12-31T22:59:59.999Z'],
    ['an end already at 23:59:59.999 Brussels stays', [m('2025-01-01', '2026-01-31T22:59:59.999Z')], '2026-01-31T22:59:59.999Z'],
  ])('%s', (_rule, list, expected) => {
    expect(latestEnd(list)?.toISOString() ?? null).toBe(expected);
  });
});

describe('memberStatus (spec 1 §4, spec 2 §4)', () => {
  const now = at('2025-06-01T10:00:00Z');
  // prettier-ignore
  it.each([
    ['form not signed is Niet Actief', false, [m('2025-01-01', '2025-12-31')], 'Niet Actief'],
    ['no membership is Niet Actief', true, [], 'Niet Actief'],
    ['only a membership ended early is Niet Actief', true, [m('2025-01-01', '2025-12-31', true)], 'Niet Actief'],
    ['only a future membership is Niet Actief', true, [m('2025-07-01', '2026-07-31')], 'Niet Actief'],
    ['an expired membership is Niet Actief', true, [m('2024-01-01', '2024-12-31')], 'Niet Actief'],
    ['covered, end far away is Actief', true, [m('2025-01-01', '2025-12-31')], 'Actief'],
    ['covered, end under 2 months is Te Verlengen', true, [m('2024-08-01', '2025-07-31')], 'Te Verlengen'],
    ['end exactly 2 months from now is Actief', true, [m('2024-08-01', '2025-08-01T10:00:00Z')], 'Actief'],
    ['a renewal after the current one makes it Actief', true, [m('2024-08-01', '2025-07-31'), m('2025-07-31', '2026-07-31')], 'Actief'],
    ['a renewal ended early does not count', true, [m('2024-08-01', '2025-07-31'), m('2025-07-31', '2026-07-31', true)], 'Te Verlengen'],
  ])('%s', (_rule, ondertekendFormulier, lidmaatschap, expected) => {
    expect(memberStatus({ ondertekendFormulier, lidmaatschap }, now)).toBe(expected);
  });
});
