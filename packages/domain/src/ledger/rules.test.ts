import { describe, expect, it } from 'vitest';
import {
  ledgerRowSaveSchema,
  ledgerQuerySchema,
  klantParamsSchema,
  materiaalRowParamsSchema,
} from './schemas';
import { packagePeriodOf, validateLedgerRow, type LedgerRowItem } from './rules';

const plain: LedgerRowItem = { perPersoon: false, opMaat: false, heeftMaten: false };
const perPerson: LedgerRowItem = { ...plain, perPersoon: true };
const bySize: LedgerRowItem = { ...plain, opMaat: true, heeftMaten: true };
const withSizes: LedgerRowItem = { ...plain, heeftMaten: true };
const ok = { objectID: 3, datum: '2025-06-01', aantal: 1 };

describe('validateLedgerRow: each desk in its own words', () => {
  // prettier-ignore
  it.each([
    ['materiaal: complete', 'materiaal', ok, plain, []],
    ['materiaal: no item (spec 1 §5)', 'materiaal', { ...ok, objectID: null }, null, ['item niet ingevuld']],
    ['materiaal: unknown item', 'materiaal', ok, null, ['item niet ingevuld']],
    ['materiaal: per person without recipient', 'materiaal', ok, perPerson, ['ontvanger niet ingevuld']],
    ['materiaal: a member is a recipient', 'materiaal', { ...ok, gezinsLid: 4 }, perPerson, []],
    ['materiaal: a typed name is a recipient', 'materiaal', { ...ok, ontvanger: 'Kobe' }, perPerson, []],
    ['materiaal: blanks are no recipient', 'materiaal', { ...ok, ontvanger: '  ' }, perPerson, ['ontvanger niet ingevuld']],
    ['materiaal: by size without size', 'materiaal', ok, bySize, ['maat niet ingevuld']],
    ['materiaal: sizes on an item of a plain category are optional', 'materiaal', ok, withSizes, []],
    ['materiaal: amount 0', 'materiaal', { ...ok, aantal: 0 }, plain, ['Aantal moet minstens 1 zijn']],
    ['materiaal: amount missing', 'materiaal', { ...ok, aantal: null }, plain, ['Aantal moet minstens 1 zijn']],
    ['voeding: no item (spec 1 §5)', 'voeding', { datum: '2025-06-01', aantal: 1 }, null, ['Gekregen niet ingevuld!']],
    ['voeding: no date', 'voeding', { ...ok, datum: null }, plain, ['Datum niet ingevuld!']],
    ['zeephuisje: an item with sizes needs one (spec 2 §5)', 'zeephuisje', ok, withSizes, ['Maat niet ingevuld']],
    ['zeephuisje: per person needs the member', 'zeephuisje', { ...ok, ontvanger: 'Noah' }, perPerson, ['Gezinslid niet ingevuld!']],
    ['punctueel: by size', 'punctueel', ok, bySize, ['Maat niet ingevuld!']],
    ['everything missing, in the spec order', 'materiaal', { objectID: 1, aantal: -2 }, { perPersoon: true, opMaat: true, heeftMaten: true },
      ['ontvanger niet ingevuld', 'maat niet ingevuld', 'Datum niet ingevuld!', 'Aantal moet minstens 1 zijn']],
  ] as const)('%s', (_rule, area, row, item, expected) => {
    expect(validateLedgerRow(area, row, item)).toEqual(expected);
  });
});

describe('packagePeriodOf: which rows are packages', () => {
  it.each([
    ['voeding', 'voeding', 'week'],
    ['zeephuisje', 'pakket', 'maand'],
    ['punctueel', 'voeding', null],
    ['voeding', 'melkpoeder', null],
    ['voeding', null, null],
    ['materiaal', 'pakket', null],
  ] as const)('%s / %s → %s', (area, soort, expected) => {
    expect(packagePeriodOf(area, soort)).toBe(expected);
  });
});

describe('the wire schemas', () => {
  it("reads spec 1's objectId and maat (a size ID) as objectID and maatID", () => {
    const row = ledgerRowSaveSchema.parse({
      objectId: 4,
      maat: 9,
      datum: '2025-06-01',
      print: true,
      days: 2,
    });
    expect(row).toMatchObject({ objectID: 4, maatID: 9 });
    expect(row.datum).toEqual(new Date('2025-05-31T22:00:00.000Z'));
  });
  it('keeps spec 2 names first and ignores a shown maat name', () => {
    expect(ledgerRowSaveSchema.parse({ objectID: 1, objectId: 2, maat: '104', maatID: 3 })).toMatchObject({
      objectID: 1,
      maatID: 3,
    });
  });
  it('refuses an unknown field', () => {
    expect(ledgerRowSaveSchema.safeParse({ objectID: 1, kleur: 'rood' }).success).toBe(false);
  });
  it('parses the list query: 10 a page, filters as numbers, a day', () => {
    expect(ledgerQuerySchema.parse({})).toMatchObject({ page: 1, page_size: 10 });
    expect(
      ledgerQuerySchema.parse({ object: '5', maat: '7', datum: '2025-06-01', page_size: '500' }),
    ).toMatchObject({
      object: 5,
      maat: 7,
      page_size: 100,
      datum: new Date('2025-05-31T22:00:00.000Z'),
    });
    expect(ledgerQuerySchema.safeParse({ object: 'x' }).success).toBe(false);
    expect(ledgerQuerySchema.safeParse({ object: '-1' }).success).toBe(false);
  });
  it('reads MVM numbers and row 0 (new) in paths', () => {
    expect(klantParamsSchema.parse({ nr: 'MVM12' })).toEqual({ nr: 12 });
    expect(materiaalRowParamsSchema.parse({ nr: '12', categorieID: '3', rowID: '0' })).toEqual({
      nr: 12,
      categorieID: 3,
      rowID: 0,
    });
    expect(materiaalRowParamsSchema.safeParse({ nr: '12', categorieID: '3', rowID: '-1' }).success).toBe(
      false,
    );
    expect(materiaalRowParamsSchema.safeParse({ nr: '12', categorieID: '3', rowID: '00' }).success).toBe(
      false,
    );
  });
});
