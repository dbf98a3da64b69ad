import { describe, expect, it } from 'vitest';
import { gezinslidIssues, validateGezinslid } from './gezinslid';

const now = new Date('2025-06-01T10:00:00Z');
const kind = {
  voornaam: 'Sara',
  achternaam: 'El Amrani',
  geboortedatum: '2018-03-02',
  type: 'kind',
  geslacht: 'Vrouw',
};

describe('validateGezinslid (spec 2 §5: all fields required only in strict mode)', () => {
  // prettier-ignore
  it.each([
    ['a complete member passes in strict mode', kind, true, []],
    ['strict mode names every empty field', { geboortedatum: null }, true, ['Voornaam is niet ingevuld', 'Achternaam is niet ingevuld', 'Geboortedatum is niet ingevuld', 'Soort relatie is niet ingevuld', 'Geslacht is niet ingevuld']],
    ['strict mode treats year 1 as missing', { ...kind, geboortedatum: '0001-01-01T00:00:00Z' }, true, ['Geboortedatum is niet ingevuld']],
    ['unreadable text is one message, not two', { ...kind, geboortedatum: 'gisteren' }, true, ['Geboortedatum is geen geldige datum']],
    ['outside strict mode nothing is required', {}, false, []],
    ['a future birth date is refused in both modes', { ...kind, geboortedatum: '2025-06-02' }, false, ['Geboortedatum mag niet in de toekomst liggen']],
    ['born today is fine', { ...kind, geboortedatum: '2025-06-01' }, true, []],
  ])('%s', (_rule, lid, strict, expected) => {
    expect(validateGezinslid(lid, strict, now)).toEqual(expected);
  });
});

describe('gezinslidIssues: each message with the field a form shows it under', () => {
  it('puts every missing field and the date rule under their own field', () => {
    expect(gezinslidIssues({ ...kind, voornaam: ' ', geslacht: '' }, true, now)).toEqual([
      { field: 'voornaam', message: 'Voornaam is niet ingevuld' },
      { field: 'geslacht', message: 'Geslacht is niet ingevuld' },
    ]);
    expect(gezinslidIssues({ ...kind, geboortedatum: '2025-06-02' }, false, now)).toEqual([
      { field: 'geboortedatum', message: 'Geboortedatum mag niet in de toekomst liggen' },
    ]);
  });
});
