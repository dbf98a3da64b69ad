import { describe, expect, it } from 'vitest';
import { keptLedgerWork } from './kept-work';
import { fromWire, newRow } from './ledger-row';

const saved = fromWire({ ID: 7, datum: '2026-11-20T10:00:00.000Z', aantal: 2, objectID: 3 });

describe('keptLedgerWork (issue 27: a desk’s work put back after a new login)', () => {
  it('takes the rows, deletions and info back through JSON, new rows with keys of this page', () => {
    const added = newRow(new Date('2026-11-27T09:00:00Z'), { objectID: 4, opmerking: 'maat 98' });
    const stored = JSON.parse(
      JSON.stringify({
        drafts: { kleding: [added, { ...saved, aantal: 3 }] },
        deletions: [{ section: 'kleding', ID: 9 }],
        info: { opmerking: 'Vraagt winterjas' },
      }),
    ) as unknown;
    const kept = keptLedgerWork(stored);
    expect(kept?.info).toEqual({ opmerking: 'Vraagt winterjas' });
    expect(kept?.deletions).toEqual([{ section: 'kleding', ID: 9 }]);
    const [row, edited] = kept!.drafts.kleding!;
    expect(row).toMatchObject({ ID: 0, objectID: 4, opmerking: 'maat 98', saved: null });
    expect(row!.key).not.toBe(added.key);
    expect(edited).toEqual({ ...saved, aantal: 3 });
  });

  it.each([null, 'tekst', { drafts: {} }, { drafts: { a: [{ ID: 'x' }] }, deletions: [], info: {} }])(
    'refuses damaged kept work (%j)',
    (value) => expect(keptLedgerWork(value)).toBeNull(),
  );
});
