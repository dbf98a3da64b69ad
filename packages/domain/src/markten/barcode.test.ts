import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  BARCODE_NONCE_BYTES,
  bytesToBase64,
  decryptMarketBarcode,
  encryptMarketBarcode,
  generateBarcodeKey,
  importBarcodeKey,
  type MarketBarcodePayload,
} from './barcode';

const payload: MarketBarcodePayload = {
  data: {
    markt_id: 7,
    mvmnummer: 1234,
    persoonnaam: 'Sofie Peeters',
    kinderen: [{ naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6 }],
  },
};

describe('market barcodes (AES-256-GCM, 12-byte nonce, base64)', () => {
  it('decrypts what it encrypted with the same key', async () => {
    const key = await importBarcodeKey(generateBarcodeKey());
    const barcode = await encryptMarketBarcode(key, payload);
    expect(await decryptMarketBarcode(key, barcode)).toEqual(payload);
  });

  it('puts a fresh 12-byte nonce in front of the ciphertext and tag', async () => {
    const key = await importBarcodeKey(generateBarcodeKey());
    const a = await encryptMarketBarcode(key, payload);
    const b = await encryptMarketBarcode(key, payload);
    expect(a).not.toBe(b);
    const bytes = base64ToBytes(a);
    const json = new TextEncoder().encode(JSON.stringify(payload));
    expect(bytes?.length).toBe(BARCODE_NONCE_BYTES + json.length + 16);
  });

  it('decrypts a barcode made by another AES-GCM implementation (node:crypto)', async () => {
    const { createCipheriv, randomBytes } = await import('node:crypto');
    const raw = randomBytes(32);
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', raw, nonce);
    const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final(), cipher.getAuthTag()]);
    const barcode = Buffer.concat([nonce, body]).toString('base64');
    const key = await importBarcodeKey(raw.toString('base64'));
    expect(await decryptMarketBarcode(key, barcode)).toEqual(payload);
  });

  it.each([
    ['garbage text', 'dit is geen barcode'],
    ['empty', ''],
    ['too short base64', 'AAAA'],
    ['random bytes', bytesToBase64(new Uint8Array(60).fill(7))],
  ])('refuses %s', async (_name, barcode) => {
    const key = await importBarcodeKey(generateBarcodeKey());
    expect(await decryptMarketBarcode(key, barcode)).toBeNull();
  });

  it('refuses a barcode of another installation (another key)', async () => {
    const barcode = await encryptMarketBarcode(await importBarcodeKey(generateBarcodeKey()), payload);
    expect(await decryptMarketBarcode(await importBarcodeKey(generateBarcodeKey()), barcode)).toBeNull();
  });

  it('refuses a barcode with one changed byte (the tag no longer matches)', async () => {
    const key = await importBarcodeKey(generateBarcodeKey());
    const bytes = base64ToBytes(await encryptMarketBarcode(key, payload));
    if (!bytes) throw new Error('no bytes');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(await decryptMarketBarcode(key, bytesToBase64(bytes))).toBeNull();
  });

  it('refuses valid ciphertext of JSON in another shape', async () => {
    const key = await importBarcodeKey(generateBarcodeKey());
    const other = await encryptMarketBarcode(key, {
      data: { markt_id: 'x' },
    } as unknown as MarketBarcodePayload);
    expect(await decryptMarketBarcode(key, other)).toBeNull();
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(importBarcodeKey('AAAA')).rejects.toThrow('ongeldig');
  });
});
