import { z } from 'zod';

// DESIGN.md "Market barcodes": base64(12-byte nonce || AES-256-GCM ciphertext and tag) of the JSON payload.
// Web Crypto only (globalThis.crypto.subtle): the same code runs in Node 20 (server) and the browser
// (the door scanner decrypts with the key from GET /v1/markten/scan/key).

/** spec 2 §9: the barcode nonce is 12 bytes. */
export const BARCODE_NONCE_BYTES = 12;
const KEY_BYTES = 32; // AES-256
const TAG_BYTES = 16;

export const barcodeKindSchema = z.object({
  naam: z.string(),
  geslacht: z.string(),
  leeftijd: z.number().nullable(),
});

/** spec 2 §3 scanned barcode content (after decryption). */
export const marketBarcodePayloadSchema = z.object({
  data: z.object({
    markt_id: z.number().int(),
    mvmnummer: z.number().int(),
    persoonnaam: z.string(),
    kinderen: z.array(barcodeKindSchema),
  }),
});
export type MarketBarcodePayload = z.infer<typeof marketBarcodePayloadSchema>;

const subtle = () => globalThis.crypto.subtle;
/** The Web Crypto key (Node's and the browser's types name it differently). */
export type BarcodeKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

export function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** Standard base64 (whitespace ignored); null when the text is not base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return null;
  try {
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** A new random AES-256 key as base64: made once per installation and kept in the database. */
export function generateBarcodeKey(): string {
  return bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** The base64 key as a Web Crypto key; throws when it is not 32 bytes of base64. */
export async function importBarcodeKey(base64Key: string): Promise<BarcodeKey> {
  const raw = base64ToBytes(base64Key);
  if (!raw || raw.length !== KEY_BYTES) throw new Error('De sleutel van de marktbarcodes is ongeldig');
  return subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** The barcode text of a market print job (a fresh random nonce each time). */
export async function encryptMarketBarcode(key: BarcodeKey, payload: MarketBarcodePayload): Promise<string> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(BARCODE_NONCE_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: nonce }, key, plain));
  const out = new Uint8Array(nonce.length + sealed.length);
  out.set(nonce);
  out.set(sealed, nonce.length);
  return bytesToBase64(out);
}

/**
 * The payload of a scanned barcode, or null when it is not one of ours: not base64, too short, a tag
 * that does not match this key (forged or damaged), or JSON of another shape ('Barcode is niet geldig').
 */
export async function decryptMarketBarcode(
  key: BarcodeKey,
  barcode: string,
): Promise<MarketBarcodePayload | null> {
  const bytes = base64ToBytes(barcode.trim());
  if (!bytes || bytes.length < BARCODE_NONCE_BYTES + TAG_BYTES) return null;
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, BARCODE_NONCE_BYTES) },
      key,
      bytes.slice(BARCODE_NONCE_BYTES),
    );
    const parsed = marketBarcodePayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
