import { describe, expect, it } from 'vitest';
import {
  birthDateFromRrn,
  formatRrn,
  formatRrnPartial,
  genderFromRrn,
  isValidRrn,
  normalizeRrn,
  rrnChecksumCentury,
  rrnWithChecksum,
} from './rrn';

describe('normalizeRrn (spec 2 §5: digits only)', () => {
  it.each([
    ['85.07.30-033.28', '85073003328'],
    [' 85 07 30 033 28 ', '85073003328'],
    ['abc', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeRrn(input)).toBe(expected);
  });
});

describe('isValidRrn (spec 2 §5 checksum)', () => {
  it.each([
    ['a 1900s number', '85073003328', true, 1900],
    ['a 2000s number checks with the 2 prefix', '12031500244', true, 2000],
    ['the same digits checked as 1900s', '12031500215', true, 1900],
    ['a leap day in 2004', '04022912307', true, 2000],
    ['a wrong check digit', '85073003329', false, null],
    ['10 digits', '8507300332', false, null],
    ['12 digits', '850730033280', false, null],
    ['formatted text is not digits', '85.07.30-033.28', false, null],
  ])('%s', (_rule, digits, valid, century) => {
    expect(isValidRrn(digits)).toBe(valid);
    expect(rrnChecksumCentury(digits)).toBe(century);
  });
});

describe('formatRrn (Belgian display format, progressive for an input mask)', () => {
  it.each([
    ['85073003328', '85.07.30-033.28'],
    ['85.07.30-033.28', '85.07.30-033.28'],
    ['850730033289', '85.07.30-033.28'],
    ['', ''],
    ['8', '8'],
    ['85', '85'],
    ['850', '85.0'],
    ['8507', '85.07'],
    ['85073', '85.07.3'],
    ['850730', '85.07.30'],
    ['8507300', '85.07.30-0'],
    ['850730033', '85.07.30-033'],
    ['8507300332', '85.07.30-033.2'],
  ])('%j → %j', (input, expected) => {
    expect(formatRrnPartial(input)).toBe(expected);
    expect(formatRrn(input)).toBe(expected);
  });
});

describe('birthDateFromRrn (spec 2 §5)', () => {
  const now = new Date('2025-06-01T10:00:00Z'); // two-digit year 25: heuristic limit 13
  it.each([
    ['a valid 1900s number', '85073003328', '1985-07-30'],
    ['a valid 2000s number (checksum with prefix 2)', '12031500244', '2012-03-15'],
    ['checksum beats the heuristic: year 12 valid without prefix is 1912', '12031500215', '1912-03-15'],
    ['a leap day from the 2000s', '04022912307', '2004-02-29'],
    ['formatted input works', '85.07.30-033.28', '1985-07-30'],
    ['invalid checksum, year under limit: 20xx', '10010112300', '2010-01-01'],
    ['invalid checksum, year at the limit: 19xx', '13010112300', '1913-01-01'],
    ['invalid checksum, year above the limit: 19xx', '30010112300', '1930-01-01'],
    ['month 00 becomes 01', '85001512300', '1985-01-15'],
    ['day 00 becomes 01', '85070012300', '1985-07-01'],
    ['month and day 00 become 01', '85000012300', '1985-01-01'],
    ['a BIS number (month + 40)', '85471512300', '1985-07-15'],
    ['a BIS number (month + 20)', '85271512300', '1985-07-15'],
    ['not a real date', '85023012300', null],
    ['too short', '8507300332', null],
  ])('%s', (_rule, digits, expected) => {
    expect(birthDateFromRrn(digits, now)).toBe(expected);
  });

  it('uses the current year for the heuristic', () => {
    expect(birthDateFromRrn('14010112300', new Date('2026-06-01T10:00:00Z'))).toBe('1914-01-01');
    expect(birthDateFromRrn('14010112300', new Date('2027-06-01T10:00:00Z'))).toBe('2014-01-01');
  });
});

describe('genderFromRrn (spec 2 §5: even = vrouw, odd = man)', () => {
  it.each([
    ['an odd sequence is a man', '85073003328', 'Man'],
    ['an even sequence is a woman', '12031500244', 'Vrouw'],
    ['sequence 000 is even', '85073000000', 'Vrouw'],
    ['works on formatted text', '85.07.30-033.28', 'Man'],
    ['needs at least 9 digits', '85073003', null],
  ])('%s', (_rule, digits, expected) => {
    expect(genderFromRrn(digits)).toBe(expected);
  });
});

describe('rrnWithChecksum (fictitious numbers for demo data and tests)', () => {
  it.each([
    ['1985-07-30', 33, '85073003328', 1900, 'Man'],
    ['2010-03-05', 12, undefined, 2000, 'Vrouw'],
    ['1999-12-31', 998, undefined, 1900, 'Vrouw'],
  ] as const)('builds a valid number for %s, sequence %i', (birth, sequence, expected, century, gender) => {
    const rrn = rrnWithChecksum(birth, sequence);
    if (expected) expect(rrn).toBe(expected);
    expect(rrnChecksumCentury(rrn)).toBe(century);
    expect(birthDateFromRrn(rrn, '2026-11-22')).toBe(birth);
    expect(genderFromRrn(rrn)).toBe(gender);
  });
});
