import { decryptMarketBarcode, importBarcodeKey, type BarcodeKey } from '@mvm/domain/markten/barcode';
import { checkBarcodeForMarket, duplicateVerdict, SCAN_MESSAGES } from '@mvm/domain/markten/scan-check';
import type { ScanResult } from '@mvm/domain/markten/schemas';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { ScanPost } from '../api/scan';
import { readPending, addPending, newScanId, type PendingScan } from './pending-scans';

/** spec 2 §2 scan card: MVM{number}, the person's name, children as 'name - gender - age jaar'. */
export type ScanCard = {
  mvmnummer: number;
  persoonnaam: string;
  kinderen: { naam: string; geslacht: string; leeftijd: number | null }[];
};

/** spec 2 §2 panels; 'pending' (beyond the spec): valid on the device, kept until the server is back. */
export type ScanOutcome =
  | { panel: 'ok'; card: ScanCard | null }
  | { panel: 'warning' | 'error'; message: string; card: ScanCard | null }
  | { panel: 'pending'; card: ScanCard | null };

/** The server could not be reached (or is failing): keep the scan, try again later. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408;
  return error instanceof TypeError || (error instanceof DOMException && error.name !== 'AbortError');
}

/** Web Crypto's subtle API exists only on https or localhost; without it the server checks alone. */
export const canDecryptHere = () => 'subtle' in globalThis.crypto;

export async function importKey(base64: string): Promise<BarcodeKey | null> {
  return canDecryptHere() ? importBarcodeKey(base64) : null;
}

export type ScanDeps = {
  key: BarcodeKey | null;
  send: (scan: ScanPost) => Promise<ScanResult>;
  now?: () => Date;
  storage?: Storage;
};

/** What the server said about a sent scan, as a panel. */
export function outcomeOfResult(result: ScanResult, card: ScanCard | null, now: Date): ScanOutcome {
  if (result.status === 'ok') return { panel: 'ok', card };
  const verdict = duplicateVerdict(result.aanwezigheid.tijd, now);
  return {
    panel: verdict.kind === 'warning' ? 'warning' : 'error',
    message: verdict.kind === 'ok' ? '' : verdict.message,
    card,
  };
}

/**
 * spec 2 §4 one scan: decrypt in the browser, refuse an invalid barcode or one of another market, warn
 * about a scan still waiting on this device, then post it. When the server cannot be reached the scan is
 * kept on the device (pending) and sent later with the same idempotency key.
 */
export async function processScan(barcode: string, marktId: number, deps: ScanDeps): Promise<ScanOutcome> {
  const now = deps.now?.() ?? new Date();
  const storage = deps.storage ?? localStorage;
  let card: ScanCard | null = null;
  if (deps.key) {
    const payload = await decryptMarketBarcode(deps.key, barcode);
    const verdict = checkBarcodeForMarket(payload, marktId);
    card = payload ? { ...payload.data, mvmnummer: payload.data.mvmnummer } : null;
    if (verdict.kind === 'error') return { panel: 'error', message: verdict.message, card };
    const waiting = readPending(storage).find(
      (p) => p.marktId === marktId && card && p.mvmnummer === card.mvmnummer,
    );
    if (waiting) {
      const dup = duplicateVerdict(waiting.gescandOp, now);
      return {
        panel: dup.kind === 'warning' ? 'warning' : 'error',
        message: dup.kind === 'ok' ? '' : dup.message,
        card,
      };
    }
  }
  const scan: PendingScan = {
    id: newScanId(),
    marktId,
    barcode,
    gescandOp: now.toISOString(),
    mvmnummer: card?.mvmnummer ?? null,
    persoonnaam: card?.persoonnaam ?? '',
  };
  try {
    const result = await deps.send({ marktId, barcode, idempotencyKey: scan.id, gescandOp: scan.gescandOp });
    return outcomeOfResult(result, card ?? cardOf(result), now);
  } catch (error) {
    if (isUnreachable(error)) {
      addPending(scan, storage);
      return { panel: 'pending', card };
    }
    return { panel: 'error', message: errorMessage(error) || SCAN_MESSAGES.invalid, card };
  }
}

const cardOf = (result: ScanResult): ScanCard => ({
  mvmnummer: result.aanwezigheid.mvmnummer,
  persoonnaam: '',
  kinderen: [],
});
