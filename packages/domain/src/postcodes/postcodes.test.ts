import { describe, expect, it } from 'vitest';
import { isBelgianPostcode, municipalitiesForPostcode } from './postcodes';
import { municipalitiesFor, POSTCODES_BE } from './table';

describe('isBelgianPostcode (spec 2 §3: four digits, 1000 to 9992)', () => {
  it.each([
    ['1000', true],
    ['9992', true],
    [9000, true],
    [' 2000 ', true],
    ['0999', false],
    ['9993', false],
    ['999', false],
    ['10000', false],
    ['B-1000', false],
    ['', false],
    [null, false],
  ])('%j is %s', (code, expected) => {
    expect(isBelgianPostcode(code)).toBe(expected);
  });
});

describe('municipalitiesForPostcode (spec 2 §5)', () => {
  it.each([
    ['one place auto-fills', '9000', ['Gent']],
    ['several places for one code', '8400', ['Oostende', 'Stene', 'Zandvoorde']],
    ['a number works like text', 9000, ['Gent']],
    ['Brussels in Dutch', '1000', ['Brussel']],
    ['Walloon places keep their French name', '4000', ['Glain', 'Liège', 'Rocourt']],
    ['special (non-geographic) codes give nothing', '1099', []],
    ['NATO is not a place to live', '1110', []],
    ['partial input gives nothing', '900', []],
    ['five digits give nothing', '90000', []],
    ['an unknown code gives nothing', '1001', []],
  ])('%s', (_rule, code, expected) => {
    expect(municipalitiesFor(code)).toEqual(expected);
  });

  it('filters any table given', () => {
    const table = [
      { postCode: '1234', gemeente: 'A' },
      { postCode: '1234', gemeente: 'X', nonGeographic: true },
    ];
    expect(municipalitiesForPostcode(table, '1234')).toEqual(['A']);
  });
});

describe('the bundled table (postcodes/README.md)', () => {
  it.each([
    ['has 2,763 entries', () => POSTCODES_BE.length === 2763],
    [
      'keeps every code inside the Belgian range',
      () => POSTCODES_BE.every((e) => isBelgianPostcode(e.postCode)),
    ],
    [
      'has 1,146 geographic postcodes',
      () => new Set(POSTCODES_BE.filter((e) => !e.nonGeographic).map((e) => e.postCode)).size === 1146,
    ],
  ])('%s', (_rule, check) => {
    expect(check()).toBe(true);
  });
});
