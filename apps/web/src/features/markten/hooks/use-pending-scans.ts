import { useCallback, useEffect, useRef, useState } from 'react';
import { duplicateVerdict } from '@mvm/domain/markten/scan-check';
import { errorMessage } from '../../../lib/api-client';
import { postScan } from '../api/scan';
import { readPending, removePending, type PendingScan } from '../model/pending-scans';
import { isUnreachable } from '../model/scan-flow';

/** How often the door tries again while scans wait on the device. */
export const RETRY_PENDING_MS = 5000;

/** A waiting scan that has been sent: what the server said, for the list under the panel. */
export type SentScan = { id: string; label: string; kind: 'ok' | 'warning' | 'error'; message: string };

const labelOf = (p: PendingScan) =>
  p.mvmnummer === null ? 'Scan' : `MVM${p.mvmnummer}${p.persoonnaam ? ` ${p.persoonnaam}` : ''}`;

/**
 * Sends the scans kept on the device, oldest first, when the browser is back online, every 5 seconds while
 * some wait, and at once when the page opens. A scan leaves the device only after the server answered it
 * (stored, a duplicate, or refused); a network failure stops the round and keeps the rest.
 */
export function usePendingScans(send: (p: PendingScan) => ReturnType<typeof postScan> = sendPending) {
  const [pending, setPending] = useState<PendingScan[]>(() => readPending());
  const [sent, setSent] = useState<SentScan[]>([]);
  const running = useRef(false);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (const p of readPending()) {
        let outcome: SentScan;
        try {
          const result = await sendRef.current(p);
          const verdict =
            result.status === 'ok' ? null : duplicateVerdict(result.aanwezigheid.tijd, p.gescandOp);
          outcome =
            verdict && verdict.kind !== 'ok'
              ? { id: p.id, label: labelOf(p), kind: verdict.kind, message: verdict.message }
              : { id: p.id, label: labelOf(p), kind: 'ok', message: 'Verstuurd' };
        } catch (error) {
          if (isUnreachable(error)) break;
          outcome = { id: p.id, label: labelOf(p), kind: 'error', message: errorMessage(error) };
        }
        removePending(p.id);
        setSent((list) => [outcome, ...list].slice(0, 10));
      }
    } finally {
      running.current = false;
      setPending(readPending());
    }
  }, []);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  useEffect(() => {
    if (pending.length === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_PENDING_MS);
    return () => window.clearInterval(timer);
  }, [pending.length, flush]);

  const refresh = useCallback(() => setPending(readPending()), []);
  return { pending, sent, flush, refresh };
}

function sendPending(p: PendingScan) {
  return postScan({ marktId: p.marktId, barcode: p.barcode, idempotencyKey: p.id, gescandOp: p.gescandOp });
}
