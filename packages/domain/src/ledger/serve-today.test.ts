import { describe, expect, it } from 'vitest';
import {
  AL_PAKKET_DEZE_MAAND,
  AL_VOEDING_DEZE_WEEK,
  FORMULIER_NIET_ONDERTEKEND,
  GEEN_LIDMAATSCHAP,
  LIDMAATSCHAP_BEEINDIGD,
  periodConflict,
  periodKey,
  serveToday,
  type ServeTodayInput,
} from './serve-today';

// Wednesday 25 November 2026, 10:00 Brussels (CET, UTC+1).
const NOW = '2026-11-25T09:00:00Z';
const member = { start: '2026-01-01', eind: '2026-12-31T22:59:59.999Z', vroegtijdigBeindigd: false };
const base: ServeTodayInput = {
  period: 'week',
  now: NOW,
  dag: 'Wisselend',
  ondertekendFormulier: true,
  lidmaatschap: [member],
  packages: [],
};

describe('serveToday (issue 8: may we serve today?)', () => {
  // prettier-ignore
  it.each<[string, Partial<ServeTodayInput>, Partial<ReturnType<typeof serveToday>>]>([
    ['no package yet: yes', {}, { magVandaag: true, reden: null, redenCode: null, volgendeDatum: null, waarschuwing: null }],
    ['food this week (Monday): no, next Monday', { packages: ['2026-11-23T08:00:00Z'] },
      { magVandaag: false, reden: AL_VOEDING_DEZE_WEEK, redenCode: 'deze-week', volgendeDatum: '2026-11-30' }],
    ['food last week: yes, and laatste says when', { packages: ['2026-11-19T10:00:00Z'] },
      { magVandaag: true, laatste: '2026-11-19T10:00:00.000Z' }],
    ['food Sunday 23:30 Brussels is last week: yes', { packages: ['2026-11-22T22:30:00Z'] }, { magVandaag: true }],
    ['food Monday 00:30 Brussels is this week: no', { packages: ['2026-11-22T23:30:00Z'] }, { magVandaag: false, redenCode: 'deze-week' }],
    ['next date moves to the household\'s Dag (Donderdag)', { dag: 'Donderdag', packages: ['2026-11-24T09:00:00Z'] },
      { magVandaag: false, volgendeDatum: '2026-12-03' }],
    ['next date on Dinsdag', { dag: 'Dinsdag', now: '2026-11-24T09:00:00Z', packages: ['2026-11-24T08:00:00Z'] },
      { magVandaag: false, volgendeDatum: '2026-12-01', waarschuwing: null }],
    ['soap house: package this month: no, the 1st of next month', { period: 'maand', packages: ['2026-11-02T09:00:00Z'] },
      { magVandaag: false, reden: AL_PAKKET_DEZE_MAAND, redenCode: 'deze-maand', volgendeDatum: '2026-12-01' }],
    ['soap house: next month on its Dag', { period: 'maand', dag: 'Donderdag', packages: ['2026-11-02T09:00:00Z'] },
      { volgendeDatum: '2026-12-03' }],
    ['soap house: last month 31 Oct 23:30 Brussels: yes', { period: 'maand', packages: ['2026-10-31T22:30:00Z'] }, { magVandaag: true }],
    ['soap house: 1 Nov 00:30 Brussels is this month', { period: 'maand', packages: ['2026-10-31T23:30:00Z'] }, { magVandaag: false }],
    ['a food package does not block next month\'s... week rule only looks at the week', { packages: ['2026-11-02T09:00:00Z'] }, { magVandaag: true }],
    ['form not signed: no, no date', { ondertekendFormulier: false },
      { magVandaag: false, reden: FORMULIER_NIET_ONDERTEKEND, redenCode: 'formulier', volgendeDatum: null }],
    ['form unknown counts as not signed', { ondertekendFormulier: null }, { magVandaag: false, redenCode: 'formulier' }],
    ['membership ended: no, no date', { lidmaatschap: [{ ...member, eind: '2026-11-01' }] },
      { magVandaag: false, reden: LIDMAATSCHAP_BEEINDIGD, redenCode: 'lidmaatschap', volgendeDatum: null }],
    ['membership ended early: no', { lidmaatschap: [{ ...member, vroegtijdigBeindigd: true }] },
      { magVandaag: false, reden: LIDMAATSCHAP_BEEINDIGD }],
    ['no membership at all', { lidmaatschap: [] }, { magVandaag: false, reden: GEEN_LIDMAATSCHAP }],
    ['membership starts later: no, from its start', { lidmaatschap: [{ ...member, start: '2026-12-01', eind: '2027-12-31' }] },
      { magVandaag: false, reden: 'Lidmaatschap begint pas op 01/12/2026', volgendeDatum: '2026-12-01' }],
    ['the end day itself is still covered', { lidmaatschap: [{ ...member, eind: '2026-11-25' }] }, { magVandaag: true }],
    ['another day than its Dag: a warning, not a refusal', { dag: 'Dinsdag' },
      { magVandaag: true, waarschuwing: 'Vandaag is niet de dag van dit gezin (Dinsdag)' }],
    ['Wisselend never warns', { dag: 'Wisselend' }, { waarschuwing: null }],
    ['no Dag set never warns', { dag: null }, { waarschuwing: null }],
    ['the form comes before the week rule', { ondertekendFormulier: false, packages: ['2026-11-23T08:00:00Z'] },
      { redenCode: 'formulier' }],
  ])('%s', (_rule, input, expected) => {
    expect(serveToday({ ...base, ...input })).toMatchObject(expected);
  });
});

describe('periodConflict (one Voeding a week, one Pakket a month)', () => {
  it.each([
    ['week', '2026-11-25T09:00:00Z', ['2026-11-29T22:00:00Z'], AL_VOEDING_DEZE_WEEK],
    ['week', '2026-11-25T09:00:00Z', ['2026-11-29T23:00:00Z'], null],
    ['maand', '2026-11-25T09:00:00Z', ['2026-11-30T22:59:00Z'], AL_PAKKET_DEZE_MAAND],
    ['maand', '2026-11-25T09:00:00Z', ['2026-11-30T23:00:00Z'], null],
    ['week', '2026-11-25T09:00:00Z', [], null],
  ] as const)('%s of %s with %j', (period, at, others, expected) => {
    expect(periodConflict(period, at, others)).toBe(expected);
  });
});

describe('periodKey (the unique index key)', () => {
  it.each([
    ['week', '2026-11-25T09:00:00Z', '2026-W48'],
    ['week', '2026-11-22T23:30:00Z', '2026-W48'],
    ['week', '2026-11-22T22:30:00Z', '2026-W47'],
    ['week', '2027-01-01T12:00:00Z', '2026-W53'],
    ['maand', '2026-10-31T23:30:00Z', '2026-11'],
    ['maand', '2026-10-31T22:30:00Z', '2026-10'],
  ] as const)('%s of %s is %s', (period, at, key) => {
    expect(periodKey(period, at)).toBe(key);
  });
});
