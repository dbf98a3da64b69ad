import { describe, expect, it } from 'vitest';
import { childFitsMarket, MARKT_MESSAGES, validateMarkt, type MarktRuleInput } from './rules';
import { checkBarcodeForMarket, duplicateVerdict, SCAN_MESSAGES } from './scan-check';
import { parseMarktOrder } from './schemas';

const valid: MarktRuleInput = {
  naam: 'Kledingmarkt',
  beschrijving: 'Winterkleren',
  startDatum: '2025-11-01',
  eindDatum: '2025-11-02',
  voorKinderen: false,
  minKindLeeftijd: 0,
  maxKindLeeftijd: 12,
};

describe('validateMarkt (spec 2 §5)', () => {
  it('accepts a complete market', () => expect(validateMarkt(valid)).toEqual({}));
  it.each([
    [{ naam: ' ' }, 'naam', MARKT_MESSAGES.naam],
    [{ beschrijving: '' }, 'beschrijving', MARKT_MESSAGES.beschrijving],
    [{ startDatum: null }, 'startDatum', MARKT_MESSAGES.startDatum],
    [{ eindDatum: null }, 'eindDatum', MARKT_MESSAGES.eindDatum],
    [{ eindDatum: '2025-10-31' }, 'eindDatum', 'Einddatum mag niet voor de startdatum zijn!'],
    [{ minKindLeeftijd: -1 }, 'minKindLeeftijd', MARKT_MESSAGES.leeftijdNegatief],
    [{ minKindLeeftijd: 8, maxKindLeeftijd: 4 }, 'maxKindLeeftijd', MARKT_MESSAGES.minBovenMax],
  ] as const)('%o fails %s', (change, field, message) => {
    expect(validateMarkt({ ...valid, ...change })[field]).toBe(message);
  });
  it('accepts a market of one day', () =>
    expect(validateMarkt({ ...valid, eindDatum: valid.startDatum })).toEqual({}));
});

describe('childFitsMarket', () => {
  const range = { minKindLeeftijd: 3, maxKindLeeftijd: 8 };
  it.each([
    [2, false],
    [3, true],
    [8, true],
    [8.5, false],
    [null, false],
  ])('age %s → %s (inclusive range 3..8)', (age, fits) => expect(childFitsMarket(age, range)).toBe(fits));
});

describe('scan verdicts (spec 2 §4)', () => {
  const payload = { data: { markt_id: 3, mvmnummer: 1, persoonnaam: 'X', kinderen: [] } };
  it('an undecryptable barcode is not valid', () =>
    expect(checkBarcodeForMarket(null, 3)).toEqual({ kind: 'error', message: SCAN_MESSAGES.invalid }));
  it('a barcode of another market is refused', () =>
    expect(checkBarcodeForMarket(payload, 4)).toEqual({
      kind: 'error',
      message: 'Barcode is niet voor deze markt',
    }));
  it('a barcode of this market passes', () =>
    expect(checkBarcodeForMarket(payload, 3)).toEqual({ kind: 'ok' }));
  const first = '2025-11-01T09:00:00Z';
  it('a duplicate within 5 minutes is a warning with the first time (Brussels)', () =>
    expect(duplicateVerdict(first, '2025-11-01T09:05:00Z')).toEqual({
      kind: 'warning',
      message: 'Barcode is al gescand op 01/11/2025 10:00',
    }));
  it('a duplicate after 5 minutes is an error', () =>
    expect(duplicateVerdict(first, '2025-11-01T09:05:01Z').kind).toBe('error'));
});

describe('parseMarktOrder (spec 2 §9)', () => {
  it.each([
    ['', { field: 'start_datum', direction: 'desc' }],
    ['naam asc', { field: 'naam', direction: 'asc' }],
    ['EIND_DATUM DESC', { field: 'eind_datum', direction: 'desc' }],
    ['prijs asc', null],
    ['naam sideways', null],
  ])('%s', (text, order) => expect(parseMarktOrder(text)).toEqual(order));
});
