import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  encryptMarketBarcode,
  generateBarcodeKey,
  importBarcodeKey,
  type BarcodeKey,
} from '@mvm/domain/markten/barcode';
import type { ScanResult } from '@mvm/domain/markten/schemas';
import { ApiError } from '../../../lib/api-client';
import { readPending, addPending } from './pending-scans';
import { processScan } from './scan-flow';

let key: BarcodeKey;
const payload = (markt_id = 5) => ({
  data: {
    markt_id,
    mvmnummer: 321,
    persoonnaam: 'Sofie Peeters',
    kinderen: [{ naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6 }],
  },
});
const now = new Date('2025-11-01T09:00:00Z');
const ok: ScanResult = {
  status: 'ok',
  aanwezigheid: { tijd: now.toISOString(), mvmnummer: 321, marktId: 5 },
};

beforeEach(async () => {
  localStorage.clear();
  key = await importBarcodeKey(generateBarcodeKey());
});

describe('processScan (spec 2 §4)', () => {
  it('posts a valid barcode of this market and shows OK with the card', async () => {
    const send = vi.fn().mockResolvedValue(ok);
    const barcode = await encryptMarketBarcode(key, payload());
    const outcome = await processScan(barcode, 5, { key, send, now: () => now });
    expect(outcome).toEqual({ panel: 'ok', card: payload().data });
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ marktId: 5, barcode, gescandOp: now.toISOString() }),
    );
    expect(send.mock.calls[0]?.[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses garbage in the browser without calling the server', async () => {
    const send = vi.fn();
    expect(await processScan('onzin', 5, { key, send })).toMatchObject({
      panel: 'error',
      message: 'Barcode is niet geldig',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a barcode of another market', async () => {
    const send = vi.fn();
    const outcome = await processScan(await encryptMarketBarcode(key, payload(9)), 5, { key, send });
    expect(outcome).toMatchObject({ panel: 'error', message: 'Barcode is niet voor deze markt' });
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    [4, 'warning'],
    [6, 'error'],
  ])('a duplicate first scanned %s minutes ago is a %s with the first time', async (minutes, panel) => {
    const first = new Date(now.getTime() - minutes * 60_000).toISOString();
    const send = vi.fn().mockResolvedValue({
      ...ok,
      status: 'already present',
      aanwezigheid: { ...ok.aanwezigheid, tijd: first },
    });
    const outcome = await processScan(await encryptMarketBarcode(key, payload()), 5, {
      key,
      send,
      now: () => now,
    });
    expect(outcome).toMatchObject({
      panel,
      message: expect.stringMatching(/^Barcode is al gescand op \d\d\/11\/2025 \d\d:\d\d$/),
    });
  });

  it('keeps the scan on the device when the server cannot be reached', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const barcode = await encryptMarketBarcode(key, payload());
    const outcome = await processScan(barcode, 5, { key, send, now: () => now });
    expect(outcome.panel).toBe('pending');
    expect(readPending()).toEqual([
      expect.objectContaining({ marktId: 5, barcode, mvmnummer: 321, gescandOp: now.toISOString() }),
    ]);
  });

  it('a 5xx keeps it too; a refusal (400) does not', async () => {
    const barcode = await encryptMarketBarcode(key, payload());
    await processScan(barcode, 5, {
      key,
      send: vi.fn().mockRejectedValue(new ApiError(503, 'Service Unavailable', null)),
    });
    expect(readPending()).toHaveLength(1);
    localStorage.clear();
    const refused = await processScan(barcode, 5, {
      key,
      send: vi.fn().mockRejectedValue(new ApiError(400, 'Bad Request', { error: 'Barcode is niet geldig' })),
    });
    expect(refused).toMatchObject({ panel: 'error', message: 'Barcode is niet geldig' });
    expect(readPending()).toHaveLength(0);
  });

  it('warns about a scan of the same household still waiting on this device', async () => {
    addPending({
      id: 'abc12345',
      marktId: 5,
      barcode: 'x',
      gescandOp: new Date(now.getTime() - 60_000).toISOString(),
      mvmnummer: 321,
      persoonnaam: '',
    });
    const send = vi.fn();
    const outcome = await processScan(await encryptMarketBarcode(key, payload()), 5, {
      key,
      send,
      now: () => now,
    });
    expect(outcome.panel).toBe('warning');
    expect(send).not.toHaveBeenCalled();
  });

  it('without Web Crypto (plain http) lets the server decide', async () => {
    const send = vi.fn().mockResolvedValue(ok);
    const outcome = await processScan('wat-dan-ook', 5, { key: null, send, now: () => now });
    expect(outcome.panel).toBe('ok');
    expect(send).toHaveBeenCalled();
  });
});
