import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanResult } from '@mvm/domain/markten/schemas';
import { addPending, readPending, type PendingScan } from '../model/pending-scans';
import { usePendingScans } from './use-pending-scans';

const scan = (id: string, mvmnummer: number): PendingScan => ({
  id,
  marktId: 5,
  barcode: `code-${id}`,
  gescandOp: '2025-11-01T09:00:00.000Z',
  mvmnummer,
  persoonnaam: 'Gezin',
});
const ok = (p: PendingScan): ScanResult => ({
  status: 'ok',
  aanwezigheid: { tijd: p.gescandOp, mvmnummer: p.mvmnummer ?? 0, marktId: 5 },
});

beforeEach(() => localStorage.clear());

describe('usePendingScans (the door while offline)', () => {
  it('keeps every scan while the server is unreachable and sends each once when it is back', async () => {
    addPending(scan('aaaa1111', 1));
    addPending(scan('bbbb2222', 2));
    let online = false;
    const send = vi.fn((p: PendingScan) =>
      online ? Promise.resolve(ok(p)) : Promise.reject(new TypeError('offline')),
    );
    const { result } = renderHook(() => usePendingScans(send));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(readPending()).toHaveLength(2);
    expect(result.current.pending).toHaveLength(2);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await result.current.flush();
    });
    await waitFor(() => expect(result.current.pending).toHaveLength(0));
    expect(readPending()).toEqual([]);
    const sentIds = send.mock.calls.slice(1).map(([p]) => p.id);
    expect(new Set(sentIds)).toEqual(new Set(['aaaa1111', 'bbbb2222']));
    expect(sentIds.filter((id) => id === 'aaaa1111')).toHaveLength(1);
    expect(result.current.sent.map((s) => s.kind)).toEqual(['ok', 'ok']);
  });

  it('reports a waiting scan that turned out to be a duplicate', async () => {
    addPending(scan('cccc3333', 3));
    const send = vi.fn((p: PendingScan) =>
      Promise.resolve<ScanResult>({
        status: 'already present',
        aanwezigheid: { tijd: '2025-11-01T08:00:00.000Z', mvmnummer: p.mvmnummer ?? 0, marktId: 5 },
      }),
    );
    const { result } = renderHook(() => usePendingScans(send));
    await waitFor(() => expect(result.current.sent).toHaveLength(1));
    expect(result.current.sent[0]).toMatchObject({ kind: 'error', label: 'MVM3 Gezin' });
    expect(result.current.sent[0]?.message).toMatch(/^Barcode is al gescand op/);
  });
});
