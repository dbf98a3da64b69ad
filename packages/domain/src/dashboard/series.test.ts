import { describe, expect, it } from 'vitest';
import { lastDaysBrussels, lastMonthsBrussels, zeroFilled } from './series';

describe('lastDaysBrussels', () => {
  it('gives 90 days ending today in Brussels, oldest first', () => {
    // 23:30 UTC on 24 November is already 25 November in Brussels (UTC+1).
    const r = lastDaysBrussels('2026-11-24T23:30:00Z', 90);
    expect(r.keys).toHaveLength(90);
    expect(r.keys.at(-1)).toBe('2026-11-25');
    expect(r.keys[0]).toBe('2026-08-28');
    expect(r.start.toISOString()).toBe('2026-08-27T22:00:00.000Z'); // summer time: UTC+2
    expect(r.end.toISOString()).toBe('2026-11-25T23:00:00.000Z');
  });

  it('has no gap or double over the change to winter time', () => {
    const r = lastDaysBrussels('2026-10-27T12:00:00Z', 4);
    expect(r.keys).toEqual(['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']);
  });
});

describe('lastMonthsBrussels', () => {
  it.each([
    ['2026-11-24T12:00:00Z', ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']],
    // 31 December 23:30 UTC is 1 January in Brussels: the new year's month is the last.
    ['2026-12-31T23:30:00Z', ['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01']],
    ['2026-03-01T00:30:00+01:00', ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']],
  ])('at %s gives %j', (now, keys) => {
    expect(lastMonthsBrussels(now, 6).keys).toEqual(keys);
  });

  it('starts on the first of the oldest month, Brussels midnight', () => {
    const r = lastMonthsBrussels('2026-11-24T12:00:00Z', 6);
    expect(r.start.toISOString()).toBe('2026-05-31T22:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});

describe('zeroFilled', () => {
  it('keeps every key, 0 where nothing was counted, and drops counts outside the keys', () => {
    const counts = new Map([
      ['2026-01', 3],
      ['2025-01', 9],
    ]);
    expect(zeroFilled(['2026-01', '2026-02'], counts)).toEqual({ '2026-01': 3, '2026-02': 0 });
  });
});
