import { generateBarcodeKey, importBarcodeKey, type BarcodeKey } from '@mvm/domain/markten/barcode';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instellingen } from '../db/schema';
import { present } from '@mvm/domain/present';

const KEY_NAME = 'markt_barcode_sleutel';

/**
 * DESIGN.md: the market barcode key is made once per installation and kept in the database. The first
 * caller inserts it; a concurrent first caller's insert does nothing and both read the one stored key.
 * Read each time (not cached in process memory), so every API instance uses the same key.
 */
export async function barcodeKeyText(db: Db): Promise<string> {
  await db
    .insert(instellingen)
    .values({ naam: KEY_NAME, waarde: generateBarcodeKey() })
    .onConflictDoNothing();
  const [row] = await db.select().from(instellingen).where(eq(instellingen.naam, KEY_NAME));
  return present(row, 'the market barcode key').waarde;
}

export async function barcodeKey(db: Db): Promise<BarcodeKey> {
  return importBarcodeKey(await barcodeKeyText(db));
}
