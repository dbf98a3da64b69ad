import { describe, expect, it } from 'vitest';
import {
  countsForSinterklaasSnacks,
  isAdultForFood,
  isChildForFood,
  isChildForHouseholdStatus,
  splitAdultsChildren,
} from './age-splits';

describe('age rules (spec 1 §5, spec 2 §4 and §9)', () => {
  it.each([
    // age, food child, food adult, Sinterklaas snacks, household-status child
    [0, true, false, true, true],
    [11, true, false, true, true],
    [12, false, true, true, true],
    [13, false, true, true, false],
    [15, false, true, true, false],
    [16, false, true, false, false],
    [40, false, true, false, false],
    [null, false, true, false, false],
  ])(
    'age %s: food child %s, food adult %s, snacks %s, status child %s',
    (age, child, adult, snacks, statusChild) => {
      expect(isChildForFood(age)).toBe(child);
      expect(isAdultForFood(age)).toBe(adult);
      expect(countsForSinterklaasSnacks(age)).toBe(snacks);
      expect(isChildForHouseholdStatus(age)).toBe(statusChild);
    },
  );
});

describe('splitAdultsChildren', () => {
  const now = new Date('2025-05-10T10:00:00Z');
  it.each([
    [
      'a mother and two young children',
      ['1990-01-01', '2015-06-01', '2020-03-03'],
      { volwassenen: 1, kinderen: 2 },
    ],
    [
      'a child turning 12 today counts as adult',
      ['1990-01-01', '2013-05-10'],
      { volwassenen: 2, kinderen: 0 },
    ],
    [
      'a child turning 12 tomorrow is still a child',
      ['1990-01-01', '2013-05-11'],
      { volwassenen: 1, kinderen: 1 },
    ],
    ['unknown birth dates count as adults', [null, '0001-01-01T00:00:00Z'], { volwassenen: 2, kinderen: 0 }],
    ['an empty household', [], { volwassenen: 0, kinderen: 0 }],
  ])('%s', (_rule, births, expected) => {
    expect(
      splitAdultsChildren(
        births.map((geboortedatum) => ({ geboortedatum })),
        now,
      ),
    ).toEqual(expected);
  });
});
