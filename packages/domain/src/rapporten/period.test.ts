import { describe, expect, it } from 'vitest';
import { maandKort, maandLabel } from './labels';
import { rapportAgeGroup } from './age-groups';
import { parseRapportPeriod, presetPeriods, RAPPORT_MESSAGES } from './period';

describe('parseRapportPeriod', () => {
  it('covers whole Brussels days, the last day included, and lists the months', () => {
    const r = parseRapportPeriod('2026-01-15', '31/03/2026');
    if (!('period' in r)) throw new Error(r.error);
    expect(r.period.van).toBe('2026-01-15');
    expect(r.period.tot).toBe('2026-03-31');
    expect(r.period.start.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(r.period.end.toISOString()).toBe('2026-03-31T22:00:00.000Z'); // 1 April 00:00, summer time
    expect(r.period.maanden).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it.each([
    [undefined, '2026-01-01', RAPPORT_MESSAGES.vanOntbreekt],
    ['2026-01-01', '', RAPPORT_MESSAGES.totOntbreekt],
    ['gisteren', '2026-01-01', RAPPORT_MESSAGES.vanOngeldig],
    ['2026-01-01', '2026-02-30', RAPPORT_MESSAGES.totOngeldig],
    ['2026-02-01', '2026-01-31', RAPPORT_MESSAGES.totVoorVan],
    ['2023-01-01', '2026-01-01', RAPPORT_MESSAGES.teLang],
  ])('refuses %s to %s with "%s"', (van, tot, message) => {
    expect(parseRapportPeriod(van, tot)).toMatchObject({ error: message });
  });

  it('accepts exactly three years', () => {
    expect(parseRapportPeriod('2023-01-01', '2025-12-31')).toHaveProperty('period');
  });
});

describe('rapportAgeGroup', () => {
  it.each([
    ['2015-01-01', '2026-12-31', 'kinderenOnder12'],
    ['2014-12-31', '2026-12-31', 'jongeren12tot17'],
    ['2014-12-31', '2026-12-30', 'kinderenOnder12'],
    ['2008-12-31', '2026-12-31', 'volwassenen'],
    ['2009-01-01', '2026-12-31', 'jongeren12tot17'],
    [null, '2026-12-31', 'volwassenen'],
    ['2027-01-05', '2026-12-31', 'kinderenOnder12'],
  ] as const)('born %s, on %s: %s', (birth, on, group) => {
    expect(rapportAgeGroup(birth, on)).toBe(group);
  });
});

describe('maandLabel', () => {
  it.each([
    ['2026-01', 'januari 2026', 'jan. 2026'],
    ['2025-12', 'december 2025', 'dec. 2025'],
    ['geen', 'geen', 'geen'],
  ])('%s is "%s" and "%s"', (maand, lang, kort) => {
    expect(maandLabel(maand)).toBe(lang);
    expect(maandKort(maand)).toBe(kort);
  });
});

describe('presetPeriods', () => {
  it('gives last month, this year so far and last year on the Brussels calendar', () => {
    // 23:30 UTC on 31 January is 1 February in Brussels.
    expect(presetPeriods(new Date('2026-01-31T23:30:00Z'))).toEqual([
      { label: 'Vorige maand', van: '2026-01-01', tot: '2026-01-31' },
      { label: 'Dit jaar', van: '2026-01-01', tot: '2026-02-01' },
      { label: 'Vorig jaar', van: '2025-01-01', tot: '2025-12-31' },
    ]);
  });
});
