import { describe, expect, it } from 'vitest';
import {
  DIAPER_AGE_MS,
  daysAgo,
  needsDiapers,
  totalsSince,
  youngestFirst,
  zeephuisjeChildren,
} from './household';

const NOW = '2026-11-25T09:00:00Z';

describe('soap-house household figures (spec 2 §9)', () => {
  it('totals start 365 days (31536000000 ms) ago', () => {
    expect(totalsSince(NOW).toISOString()).toBe('2025-11-25T09:00:00.000Z');
  });
  it.each([
    ['a baby', '2026-01-01', true],
    [
      'just under 3 years (by the ms)',
      new Date(Date.parse(NOW) - DIAPER_AGE_MS + 60_000).toISOString(),
      true,
    ],
    ['exactly 3 × 365 days', new Date(Date.parse(NOW) - DIAPER_AGE_MS).toISOString(), false],
    ['a 5-year-old', '2021-06-01', false],
    ['unknown birth date', null, false],
    ['born in the future', '2027-01-01', false],
  ])('diaper flag: %s', (_case, born, expected) => {
    expect(needsDiapers(born, NOW)).toBe(expected);
  });
  it('counts children aged 0 to under 18', () => {
    const leden = [
      { geboortedatum: '2026-01-01' },
      { geboortedatum: '2008-11-26' }, // 17, 18 tomorrow
      { geboortedatum: '2008-11-25' }, // 18 today
      { geboortedatum: null },
      { geboortedatum: '1985-07-30' },
    ];
    expect(zeephuisjeChildren(leden, NOW)).toBe(2);
  });
});

describe('daysAgo (spec 1 §3 Food given row days)', () => {
  it.each([
    ['now', NOW, 0],
    ['earlier today in Brussels', '2026-11-24T23:30:00Z', 0],
    ['yesterday 23:30 Brussels', '2026-11-24T22:30:00Z', 1],
    ['a week ago', '2026-11-18T12:00:00Z', 7],
  ])('%s', (_case, datum, expected) => {
    expect(daysAgo(datum, NOW)).toBe(expected);
  });

  // Calendar days, not 24-hour spans: the days of the clock changes have 23 and 25 hours.
  it.each([
    ['across the spring change', '2026-03-28T23:30:00Z', '2026-03-29T22:30:00Z', 1],
    ['across the autumn change', '2026-10-24T22:30:00Z', '2026-10-25T23:30:00Z', 1],
    ['a year across both', '2025-11-25T09:00:00Z', NOW, 365],
  ])('%s', (_case, datum, now, expected) => {
    expect(daysAgo(datum, now)).toBe(expected);
  });
});

describe('youngestFirst (spec 1 §2 household newest first)', () => {
  it('puts the latest birth date on top and unknown ones last, in their order', () => {
    const leden = [
      { n: 'moeder', geboortedatum: '1985-07-30' },
      { n: 'onbekend1', geboortedatum: null },
      { n: 'baby', geboortedatum: '2026-01-01' },
      { n: 'onbekend2', geboortedatum: null },
      { n: 'kind', geboortedatum: '2016-03-02' },
    ];
    expect(youngestFirst(leden).map((l) => l.n)).toEqual([
      'baby',
      'kind',
      'moeder',
      'onbekend1',
      'onbekend2',
    ]);
  });
});
