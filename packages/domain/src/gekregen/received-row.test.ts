import { describe, expect, it } from 'vitest';
import { validateReceivedRow } from './received-row';

const plain = { perPersoon: false, opMaat: false };
const perPerson = { perPersoon: true, opMaat: false };
const bySize = { perPersoon: false, opMaat: true };
const ok = { objectID: 3, datum: '2025-06-01', aantal: 1 };

describe('validateReceivedRow (spec 2 §5)', () => {
  // prettier-ignore
  it.each([
    ['a complete row is fine', ok, plain, []],
    ['no item: Gekregen niet ingevuld!', { ...ok, objectID: null }, null, ['Gekregen niet ingevuld!']],
    ['an unknown item counts as none', ok, null, ['Gekregen niet ingevuld!']],
    ['per-person category without member', ok, perPerson, ['Gezinslid niet ingevuld!']],
    ['per-person category with member', { ...ok, gezinsLid: 5 }, perPerson, []],
    ['by-size category without size', ok, bySize, ['Maat niet ingevuld!']],
    ['by-size category with size', { ...ok, maatID: 2 }, bySize, []],
    ['no date', { ...ok, datum: null }, plain, ['Datum niet ingevuld!']],
    ['quantity 0 is refused', { ...ok, aantal: 0 }, plain, ['Aantal moet minstens 1 zijn']],
    ['everything missing, in order', { aantal: 1 }, { perPersoon: true, opMaat: true }, ['Gekregen niet ingevuld!', 'Gezinslid niet ingevuld!', 'Maat niet ingevuld!', 'Datum niet ingevuld!']],
  ])('%s', (_rule, row, categorie, expected) => {
    expect(validateReceivedRow(row, categorie)).toEqual(expected);
  });
});
