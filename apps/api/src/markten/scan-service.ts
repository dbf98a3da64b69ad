import { decryptMarketBarcode } from '@mvm/domain/markten/barcode';
import { checkBarcodeForMarket, SCAN_MESSAGES } from '@mvm/domain/markten/scan-check';
import type { ScanBody, ScanResult } from '@mvm/domain/markten/schemas';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { findDossier } from '../dossier/dossier-repository';
import { barcodeKey } from './barcode-key';
import { findMarkt } from './markt-repository';
import { MARKT_NIET_GEVONDEN } from './markt-service';
import {
  aanwezigheidByKey,
  aanwezigheidOf,
  insertAanwezigheid,
  type AanwezigheidRow,
} from './scan-repository';

// A scan kept on a door device while offline keeps its door time, if plausible (a device clock may be off).
const MAX_OFFLINE_MS = 24 * 60 * 60 * 1000;

function scanTime(gescandOp: string | undefined, now: Date): Date {
  if (!gescandOp) return now;
  const t = new Date(gescandOp);
  return t.getTime() > now.getTime() || now.getTime() - t.getTime() > MAX_OFFLINE_MS ? now : t;
}

const result = (status: ScanResult['status'], row: AanwezigheidRow, mvmnummer: number): ScanResult => ({
  status,
  aanwezigheid: { tijd: row.tijd.toISOString(), mvmnummer, marktId: row.marktId },
});

/**
 * DESIGN.md: POST /v1/markten/scan/{marktId} checks the barcode again on the server (invalid, wrong market,
 * duplicate) before it stores a presence. A duplicate answers 'already present' with the first scan's time
 * (the door shows a warning within 5 minutes, an error after). A scan sent again with the same
 * idempotency key (a device retrying after a network drop) answers the first result and stores nothing.
 * The presence row itself records who scanned and when (no separate audit entry: it is the record).
 */
export async function scanBarcode(
  db: Db,
  actor: Actor,
  marktId: number,
  body: ScanBody,
  now = new Date(),
): Promise<ScanResult> {
  if (!(await findMarkt(db, marktId))) throw notFound(MARKT_NIET_GEVONDEN);
  const payload = await decryptMarketBarcode(await barcodeKey(db), body.barcode);
  const verdict = checkBarcodeForMarket(payload, marktId);
  if (verdict.kind !== 'ok' || !payload)
    throw badRequest(verdict.kind === 'ok' ? SCAN_MESSAGES.invalid : verdict.message);
  const { mvmnummer } = payload.data;
  const dossier = await findDossier(db, { mvmnummer });
  if (!dossier) throw badRequest(SCAN_MESSAGES.invalid);

  const key = body.idempotencyKey ?? null;
  const inserted = await insertAanwezigheid(db, {
    marktId,
    dossierId: dossier.id,
    tijd: scanTime(body.gescandOp, now),
    idempotencyKey: key,
    gescandDoor: actor.userId,
  });
  if (inserted) return result('ok', inserted, mvmnummer);
  const same = key ? await aanwezigheidByKey(db, key) : undefined;
  if (same && same.marktId === marktId && same.dossierId === dossier.id) return result('ok', same, mvmnummer);
  const first = await aanwezigheidOf(db, marktId, dossier.id);
  if (!first) throw badRequest('Deze scan werd al voor een andere barcode gebruikt');
  return result('already present', first, mvmnummer);
}
