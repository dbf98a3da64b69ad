/**
 * Scans made while the server cannot be reached (issue 10 "offline door"): kept on the device in
 * localStorage, so a reload or a flat battery does not lose them, and sent when the server is back.
 * Each carries its own idempotency key: a scan sent twice (the answer lost on the way back) is
 * counted once by the server.
 */
export type PendingScan = {
  /** The idempotency key. */
  id: string;
  marktId: number;
  barcode: string;
  /** When it was scanned at the door (ISO). */
  gescandOp: string;
  /** From the barcode, when the device could read it (for the list and the local duplicate check). */
  mvmnummer: number | null;
  persoonnaam: string;
};

export const PENDING_STORAGE_KEY = 'mvm.markten.wachtrij';

function isPendingScan(value: unknown): value is PendingScan {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.marktId === 'number' &&
    typeof v.barcode === 'string' &&
    typeof v.gescandOp === 'string'
  );
}

export function readPending(storage: Storage = localStorage): PendingScan[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingScan) : [];
  } catch {
    return [];
  }
}

function write(list: PendingScan[], storage: Storage) {
  if (list.length === 0) storage.removeItem(PENDING_STORAGE_KEY);
  else storage.setItem(PENDING_STORAGE_KEY, JSON.stringify(list));
}

export function addPending(scan: PendingScan, storage: Storage = localStorage): PendingScan[] {
  const list = readPending(storage).filter((p) => p.id !== scan.id);
  list.push(scan);
  write(list, storage);
  return list;
}

export function removePending(id: string, storage: Storage = localStorage): PendingScan[] {
  const list = readPending(storage).filter((p) => p.id !== id);
  write(list, storage);
  return list;
}

/** A random idempotency key. getRandomValues also works on a plain-http LAN address (randomUUID does not). */
export function newScanId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
