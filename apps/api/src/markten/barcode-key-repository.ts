import { present } from '@mvm/domain/present';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instellingen } from '../db/schema';

const KEY_NAME = 'markt_barcode_sleutel';

/**
 * The stored market barcode key, stored first as `fresh` when there is none: a concurrent first caller's
 * insert does nothing and both read the one stored key.
 */
export async function storedBarcodeKey(db: Db, fresh: string): Promise<string> {
  await db.insert(instellingen).values({ naam: KEY_NAME, waarde: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(instellingen).where(eq(instellingen.naam, KEY_NAME));
  return present(row, 'the market barcode key').waarde;
}
