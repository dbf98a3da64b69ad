import { describe, expect, it } from 'vitest';
import { nextRetentionRun, retentionCutoff } from './retention';

describe('retention (issue 12)', () => {
  it('the limit is the period before now, in Brussels months', () => {
    expect(retentionCutoff('2026-03-31T10:00:00Z', 24).toISOString()).toBe('2024-03-31T10:00:00.000Z');
    // A month back from 31 March is the last day of February.
    // 12:00 summer time on 31 March is 12:00 winter time on 28 February (11:00 UTC).
    expect(retentionCutoff('2026-03-31T10:00:00Z', 1).toISOString()).toBe('2026-02-28T11:00:00.000Z');
  });

  it('the job runs at 03:00 Brussels: later today, or tomorrow when that is past', () => {
    // 01:00 UTC in winter is 02:00 in Brussels: the run is at 03:00 Brussels = 02:00 UTC.
    expect(nextRetentionRun('2026-11-24T01:00:00Z').toISOString()).toBe('2026-11-24T02:00:00.000Z');
    expect(nextRetentionRun('2026-11-24T02:00:00Z').toISOString()).toBe('2026-11-25T02:00:00.000Z');
    // Summer time: 03:00 Brussels = 01:00 UTC.
    expect(nextRetentionRun('2026-07-01T12:00:00Z').toISOString()).toBe('2026-07-02T01:00:00.000Z');
  });
});
