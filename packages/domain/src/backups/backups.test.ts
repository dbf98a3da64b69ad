import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './retention';
import { nextBackupRun } from './schedule';
import { backupIsOverdue } from './status';

// Issue 25: when the nightly backup runs, which backups are kept, when the admin screen warns.

describe('nextBackupRun', () => {
  it('is today at the time in Brussels while that is still ahead', () => {
    // 01:00 in Brussels in winter (UTC+1).
    expect(nextBackupRun('2026-11-27T00:00:00Z', '02:30').toISOString()).toBe('2026-11-27T01:30:00.000Z');
  });

  it('is tomorrow once the time has passed, also exactly at it', () => {
    expect(nextBackupRun('2026-11-27T01:30:00Z', '02:30').toISOString()).toBe('2026-11-28T01:30:00.000Z');
  });

  it('keeps the Brussels wall-clock time across the switch to summer time', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; 23:00 the night before is 22:00 UTC (winter).
    expect(nextBackupRun('2026-03-28T22:00:00Z', '04:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(nextBackupRun('2026-03-29T03:00:00Z', '04:00').toISOString()).toBe('2026-03-30T02:00:00.000Z');
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => nextBackupRun(new Date(), '25:00')).toThrow(RangeError);
  });
});

const at = (iso: string) => ({ takenAt: new Date(iso), name: iso });
const names = (kept: Set<{ name: string }>) => [...kept].map((b) => b.name).sort();

describe('backupsToKeep', () => {
  it('keeps the newest of each of the last days and weeks, and drops the rest', () => {
    // Four nights a week apart plus two backups on the last day (Brussels calendar).
    const backups = [
      at('2026-11-27T08:00:00Z'),
      at('2026-11-27T01:30:00Z'),
      at('2026-11-20T01:30:00Z'),
      at('2026-11-13T01:30:00Z'),
      at('2026-11-06T01:30:00Z'),
    ];
    expect(names(backupsToKeep(backups, { daily: 2, weekly: 2 }))).toEqual([
      '2026-11-20T01:30:00Z',
      '2026-11-27T08:00:00Z',
    ]);
    expect(names(backupsToKeep(backups, { daily: 14, weekly: 8 }))).toHaveLength(4);
  });

  it('counts days in Brussels: 23:30 UTC on the 26th is the 27th there', () => {
    const backups = [at('2026-11-26T23:30:00Z'), at('2026-11-26T22:30:00Z')];
    expect(names(backupsToKeep(backups, { daily: 1, weekly: 0 }))).toEqual(['2026-11-26T23:30:00Z']);
    // 22:30 UTC is 23:30 on the 26th in Brussels: another day.
    expect(names(backupsToKeep(backups, { daily: 2, weekly: 0 }))).toHaveLength(2);
  });

  it('always keeps the newest, even with a rule of nothing', () => {
    const backups = [at('2026-11-20T01:30:00Z'), at('2026-11-27T01:30:00Z')];
    expect(names(backupsToKeep(backups, { daily: 0, weekly: 0 }))).toEqual(['2026-11-27T01:30:00Z']);
    expect(backupsToKeep([], { daily: 3, weekly: 3 }).size).toBe(0);
  });

  it('keeps 14 daily and 8 weekly of a year of nightly backups: 14 + the older weeks', () => {
    const start = Date.parse('2026-01-01T01:30:00Z');
    const year = Array.from({ length: 365 }, (_, i) => ({
      takenAt: new Date(start + i * 86_400_000),
      name: String(i),
    }));
    const kept = backupsToKeep(year, { daily: 14, weekly: 8 });
    // The 8 weeks overlap the 14 days by two or three weeks: 14 days plus the Sundays of the older weeks.
    expect(kept.size).toBeGreaterThanOrEqual(19);
    expect(kept.size).toBeLessThanOrEqual(20);
    const oldestKept = Math.min(...[...kept].map((b) => b.takenAt.getTime()));
    expect((year.at(-1)?.takenAt.getTime() ?? 0) - oldestKept).toBeLessThan(8 * 7 * 86_400_000);
  });
});

describe('backupIsOverdue', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('warns without any good backup', () => expect(backupIsOverdue(null, now)).toBe(true));
  it('warns past 36 hours, not at 36 hours', () => {
    expect(backupIsOverdue(new Date('2026-11-26T00:00:00Z'), now)).toBe(false);
    expect(backupIsOverdue(new Date('2026-11-25T23:59:00Z'), now)).toBe(true);
  });
});
