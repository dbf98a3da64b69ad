import { formatDateTimeBE } from '../dates/brussels';
import type { MarketBarcodePayload } from './barcode';

/** spec 2 §9: a second scan within 5 minutes is a warning, later an error. */
export const DUPLICATE_WARNING_MS = 300_000;

export const SCAN_MESSAGES = {
  wrongMarket: 'Barcode is niet voor deze markt',
  invalid: 'Barcode is niet geldig',
  ok: 'OK',
} as const;

export const alreadyScannedMessage = (tijd: Date | string): string =>
  `Barcode is al gescand op ${formatDateTimeBE(tijd)}`;

export type ScanVerdict =
  { kind: 'ok' } | { kind: 'error'; message: string } | { kind: 'warning'; message: string };

/** spec 2 §4 scan panel: which market the barcode is for (null payload = not decryptable). */
export function checkBarcodeForMarket(payload: MarketBarcodePayload | null, marktId: number): ScanVerdict {
  if (!payload) return { kind: 'error', message: SCAN_MESSAGES.invalid };
  if (payload.data.markt_id !== marktId) return { kind: 'error', message: SCAN_MESSAGES.wrongMarket };
  return { kind: 'ok' };
}

/** spec 2 §4: a duplicate is a warning within 5 minutes of the first scan, an error after that. */
export function duplicateVerdict(firstScan: Date | string, now: Date | string | number): ScanVerdict {
  const age = new Date(now).getTime() - new Date(firstScan).getTime();
  const message = alreadyScannedMessage(firstScan);
  return age <= DUPLICATE_WARNING_MS ? { kind: 'warning', message } : { kind: 'error', message };
}
