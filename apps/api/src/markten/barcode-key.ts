import { generateBarcodeKey, importBarcodeKey, type BarcodeKey } from '@mvm/domain/markten/barcode';
import type { Db } from '../db/client';
import { storedBarcodeKey } from './barcode-key-repository';

/**
 * DESIGN.md: the market barcode key is made once per installation and kept in the database (the first
 * caller stores it). Read each time (not cached in process memory), so every API instance uses the same key.
 */
export async function barcodeKeyText(db: Db): Promise<string> {
  return storedBarcodeKey(db, generateBarcodeKey());
}

export async function barcodeKey(db: Db): Promise<BarcodeKey> {
  return importBarcodeKey(await barcodeKeyText(db));
}
