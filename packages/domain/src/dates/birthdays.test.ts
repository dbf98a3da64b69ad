import { describe, expect, it } from 'vitest';
import { ageInYears, birthdayWithinDays, isUnknownBirthDate } from './birthdays';

describe('isUnknownBirthDate (spec 2 §3: year 1 = unknown)', () => {
  it.each([
    ['null', null, true],
    ['undefined', undefined, true],
    ['empty text', '', true],
    ['year 1 (Go zero time)', '0001-01-01T00:00:00Z', true],
    ['year 1 as a Date', new Date('0001-01-01T00:00:00Z'), true],
    ['invalid text', 'onbekend', true],
    ['a real date', '1990-05-10', false],
  ])('%s is %s', (_rule, input, expected) => {
    expect(isUnknownBirthDate(input)).toBe(expected);
  });
});

describe('ageInYears (Brussels calendar)', () => {
  it.each([
    ['the day before the birthday', '1990-05-10', '2025-05-09T12:00:00Z', 34],
    ['on the birthday', '1990-05-10', '2025-05-10T12:00:00Z', 35],
    [
      'on the birthday just after midnight Brussels (still 9 May in UTC)',
      '1990-05-10T00:00:00Z',
      '2025-05-09T22:30:00Z',
      35,
    ],
    ['a birth date stored as Brussels midnight', '1990-05-09T22:00:00Z', '2025-05-10T06:00:00Z', 35],
    ['a baby', '2025-01-01', '2025-05-10T12:00:00Z', 0],
    ['29 February: not yet on 28 February', '2012-02-29', '2025-02-28T12:00:00Z', 12],
    ['29 February: a year older on 1 March', '2012-02-29', '2025-03-01T12:00:00Z', 13],
    ['unknown (year 1) is null', '0001-01-01T00:00:00Z', '2025-05-10T12:00:00Z', null],
    ['missing is null', null, '2025-05-10T12:00:00Z', null],
  ])('%s', (_rule, birth, now, expected) => {
    expect(ageInYears(birth, new Date(now))).toBe(expected);
  });
});

describe("birthdayWithinDays (spec 1: 'jarig' within the next 7 days)", () => {
  const now = new Date('2025-05-10T10:00:00Z'); // Saturday 10 May 2025, Brussels
  it.each([
    ['birthday today', '2000-05-10', true],
    ['birthday in 6 days (last day of the window)', '2000-05-16', true],
    ['birthday in 7 days is outside the window', '2000-05-17', false],
    ['birthday yesterday', '2000-05-09', false],
    ['window crosses New Year', '2010-01-02', false],
    ['unknown birth date never shows', '0001-01-01T00:00:00Z', false],
  ])('%s', (_rule, birth, expected) => {
    expect(birthdayWithinDays(birth, now)).toBe(expected);
  });

  it.each([
    ['late December sees an early January birthday', '2010-01-02', '2025-12-29T10:00:00Z', true],
    ['a Brussels-midnight birthday counts from 00:00 Brussels', '2010-05-11', '2025-05-10T22:30:00Z', true],
    ['29 February is celebrated on 1 March in other years', '2012-02-29', '2025-02-25T10:00:00Z', true],
  ])('%s', (_rule, birth, at, expected) => {
    expect(birthdayWithinDays(birth, new Date(at))).toBe(expected);
  });

  it('takes a custom window', () => {
    expect(birthdayWithinDays('2000-05-12', now, 2)).toBe(false);
    expect(birthdayWithinDays('2000-05-11', now, 2)).toBe(true);
  });
});

describe('ageInYears on date-only text (the database form, read without a time-zone round trip)', () => {
  it('counts whole years on the Brussels calendar', () => {
    // 23:30 UTC on 14 March is already 15 March in Brussels.
    expect(ageInYears('2000-03-15', new Date('2026-03-14T23:30:00Z'))).toBe(26);
    expect(ageInYears('2000-03-15', new Date('2026-03-14T22:30:00Z'))).toBe(25);
    expect(ageInYears('2000-02-29', new Date('2025-02-28T12:00:00Z'))).toBe(24);
    expect(ageInYears('2000-02-29', new Date('2025-03-01T12:00:00Z'))).toBe(25);
  });

  it('treats impossible days and year 1 as unknown', () => {
    expect(ageInYears('1990-02-29', new Date('2026-01-01T12:00:00Z'))).toBeNull();
    expect(ageInYears('2020-13-01', new Date('2026-01-01T12:00:00Z'))).toBeNull();
    expect(ageInYears('0001-01-01', new Date('2026-01-01T12:00:00Z'))).toBeNull();
  });
});
