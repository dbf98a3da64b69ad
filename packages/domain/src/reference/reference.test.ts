import { describe, expect, it } from 'vitest';
import { countriesNl } from './countries';
import { EXCLUSION_REASONS } from './exclusion-reasons';
import { MOTIVATION_SCORE_OPTIONS, parseMotivationScore } from './motivation';
import { DAG, GEZINSLID_TYPE, normalizeGeslacht, TYPE_VOEDING, VERBLIJFSVERGUNNING } from './enums';

describe('enumerations (spec 2 §3)', () => {
  it('spells the values exactly as the spec', () => {
    expect(VERBLIJFSVERGUNNING).toEqual(['Ja', 'Tijdelijk >1 jaar', 'Tijdelijk minder dan 1 jaar', 'Nee']);
    expect(TYPE_VOEDING).toContain('Enkel Gevoogelte');
    expect(GEZINSLID_TYPE).toEqual(['kind', 'kleinkind', 'ouder', 'grootouder', 'ander']);
    expect(DAG).toEqual(['Dinsdag', 'Donderdag', 'Wisselend']);
  });

  it.each([
    ['Man', 'Man'],
    ['man', 'Man'],
    ['VROUW', 'Vrouw'],
    ['Jongen', 'Man'],
    ['Meisje', 'Vrouw'],
    ['F', 'Vrouw'],
    ['M', 'Man'],
    ['x', null],
    [null, null],
  ])('normalizeGeslacht(%j) is %j', (input, expected) => {
    expect(normalizeGeslacht(input)).toBe(expected);
  });
});

describe('motivation scores (spec 2 §3, §9)', () => {
  it('offers 1..4 as --, -, +, ++', () => {
    expect(MOTIVATION_SCORE_OPTIONS.map((o) => `${o.value}:${o.label}`)).toEqual([
      '1:--',
      '2:-',
      '3:+',
      '4:++',
    ]);
  });

  it.each([
    ['4', 4],
    ['1', 1],
    [3, 3],
    ['0', 0],
    ['5', 0],
    ['', 0],
    [null, 0],
  ])('parses %j as %j', (input, expected) => {
    expect(parseMotivationScore(input)).toBe(expected);
  });
});

describe('exclusion reasons (spec 2 §8)', () => {
  it.each(Object.entries(EXCLUSION_REASONS))('%s is shown as %s', (key, label) => {
    expect(label.startsWith(key.split(' ')[0]!)).toBe(true);
  });

  it('has the nine reasons of the spec', () => {
    expect(EXCLUSION_REASONS['Onduidelijke financiële situatie']).toBe(
      'Onduidelijke financiële situatie (of geen gegevens beschikbaar)',
    );
    expect(Object.keys(EXCLUSION_REASONS)).toHaveLength(9);
  });
});

describe('countriesNl (DESIGN.md: from a maintained package)', () => {
  const list = countriesNl();
  it.each([
    ['starts with Onbekend', () => list[0] === 'Onbekend'],
    ['has België by its short name', () => list.includes('België')],
    [
      'has Nederland, Marokko and Syrië',
      () => ['Nederland', 'Marokko', 'Syrië'].every((c) => list.includes(c)),
    ],
    ['has no official long names', () => !list.includes('Koninkrijk België')],
    [
      'is sorted the Dutch way after Onbekend',
      () => list.slice(1).every((c, i, a) => i === 0 || a[i - 1]!.localeCompare(c, 'nl') <= 0),
    ],
    ['has no duplicates', () => new Set(list).size === list.length],
  ])('%s', (_rule, check) => {
    expect(check()).toBe(true);
  });
});
