import { describe, expect, it } from 'vitest';
import { categorie, object, lid } from '../test/fixtures';
import { itemChoice } from './ledger-choices';
import { cutLine, foodLine, materialLine, soapLine } from './household-lines';
import { fromWire, isRowChanged, newRow, rowTimestamp } from './ledger-row';
import { materialPrintBody } from './print-body';
import { soapTotals } from './soap-totals';
import { backTarget } from './back-target';

const NOW = new Date('2026-11-24T10:00:00Z');
const [, lotte, noah] = lid().gezin.leden;
const kleding = categorie('materiaal', {
  ID: 1,
  naam: 'Kleding',
  perPersoon: true,
  opMaat: true,
  printKindInfo: true,
});
const speelgoed = categorie('materiaal', { ID: 2, naam: 'Speelgoed' });
const trui = object(5, 'Trui', kleding, {
  prijs: 3,
  maten: [
    { ID: 51, naam: '98' },
    { ID: 52, naam: '104' },
  ],
});
const muts = object(6, 'Muts', kleding, { maten: [{ ID: 61, naam: 'Eén maat' }] });
const bal = object(7, 'Bal', speelgoed, { extraEscposData: '{b}Bal{/b}', seperateReceipt: true });

describe('cutLine (spec 1 §9: 50 characters; spec 2 §2: 45 = 42 plus dots)', () => {
  it.each([
    ['a short line stays', 'Sofie Peeters, 36 jaar', 45, 'Sofie Peeters, 36 jaar'],
    ['exactly the limit stays', 'x'.repeat(45), 45, 'x'.repeat(45)],
    ['one over is 42 plus dots', 'x'.repeat(46), 45, `${'x'.repeat(42)}...`],
    ['food: 47 plus dots', 'y'.repeat(60), 50, `${'y'.repeat(47)}...`],
  ])('%s', (_rule, text, max, expected) => {
    expect(cutLine(text, max)).toBe(expected);
    expect(cutLine(text, max).length).toBeLessThanOrEqual(max);
  });
});

describe('food household lines (spec 1 §2)', () => {
  it('shows a child under 12 as Jongen or Meisje, an adult by name', () => {
    expect(foodLine(lotte!, NOW).text).toBe('Meisje, 6 jaar');
    expect(foodLine(noah!, NOW).text).toBe('Jongen, 1 jaar');
    expect(foodLine({ ...lotte!, geboortedatum: '2014-01-01' }, NOW).text).toBe('Lotte Peeters, 12 jaar');
  });
  it("marks 'jarig' when the birthday falls within the next 7 days", () => {
    expect(foodLine({ ...lotte!, geboortedatum: '2020-11-30' }, NOW).jarig).toBe(true);
    expect(foodLine({ ...lotte!, geboortedatum: '2020-12-01' }, NOW).jarig).toBe(false);
    expect(foodLine(lotte!, NOW).jarig).toBe(false);
  });
  it('cuts a long line at 50', () => {
    const long = {
      ...lotte!,
      geboortedatum: '1980-01-01',
      voornaam: 'Marie-Christine Anne-Sophie',
      achternaam: 'Van den Bossche-Vandenberghe',
    };
    expect(foodLine(long, NOW).text).toHaveLength(50);
    expect(foodLine(long, NOW).text.endsWith('...')).toBe(true);
  });
});

describe('soap-house lines (spec 2 §2, §9)', () => {
  it('cuts at 45 and flags the members the server counts for diapers', () => {
    const long = { ...noah!, voornaam: 'Maximiliaan-Alexander', achternaam: 'Van den Bossche-Vandenberghe' };
    const line = soapLine(long, NOW, new Set([13]));
    expect(line.text).toHaveLength(45);
    expect(line.luiers).toBe(true);
    expect(soapLine(lotte!, NOW, new Set([13])).luiers).toBe(false);
  });
});

describe('material household line (spec 1 §2: date of birth, gender, name)', () => {
  it('reads as a Belgian date, the gender and the name', () => {
    expect(materialLine(lotte!)).toBe('10/05/2020 · Vrouw · Lotte Peeters');
    expect(materialLine({ ...lotte!, geboortedatum: null, geslacht: null })).toBe(
      'geboortedatum onbekend · geslacht onbekend · Lotte Peeters',
    );
  });
});

describe('itemChoice (spec 1 §5, spec 2 §4)', () => {
  it('auto-selects the only size, and resets the size otherwise', () => {
    expect(itemChoice([trui, muts], '6')).toEqual({ objectID: 6, maatID: 61 });
    expect(itemChoice([trui, muts], '5')).toEqual({ objectID: 5, maatID: null });
    expect(itemChoice([trui, muts], null)).toEqual({ objectID: null, maatID: null });
  });
});

describe('ledger rows', () => {
  const loaded = fromWire({
    ID: 9,
    datum: '2026-11-20T15:30:00.000Z',
    aantal: 2,
    objectID: 5,
    maatID: 51,
    opmerking: 'x',
  });
  it('a loaded row is unchanged until a field changes; a new row is always a change', () => {
    expect(isRowChanged(loaded)).toBe(false);
    expect(isRowChanged({ ...loaded, print: true })).toBe(false);
    expect(isRowChanged({ ...loaded, aantal: 3 })).toBe(true);
    expect(isRowChanged(newRow(NOW))).toBe(true);
  });
  it('spec 1 §5: sends a timestamp with zone; keeps the loaded time when the day did not change', () => {
    expect(loaded.datum).toBe('2026-11-20');
    expect(rowTimestamp(loaded, NOW)).toBe('2026-11-20T15:30:00.000Z');
    expect(rowTimestamp({ ...loaded, datum: '2026-11-24' }, NOW)).toBe(NOW.toISOString());
    expect(rowTimestamp({ ...loaded, datum: '2026-11-18' }, NOW)).toBe('2026-11-17T23:00:00.000Z');
    expect(rowTimestamp({ ...loaded, datum: null }, NOW)).toBeNull();
  });
  it('a new row is one, dated today (Brussels)', () => {
    expect(newRow(new Date('2026-11-24T23:30:00Z'))).toMatchObject({ ID: 0, aantal: 1, datum: '2026-11-25' });
  });
});

describe('material print body (spec 1 §7)', () => {
  it('holds the klant and each ticked item; the child info only when the category asks', () => {
    const rows = [
      {
        ...newRow(NOW, {
          objectID: 5,
          maatID: 52,
          gezinsLid: 12,
          ontvanger: 'Lotte Peeters',
          opmerking: 'blauw',
          aantal: 2,
        }),
      },
      { ...newRow(NOW, { objectID: 7, opmerking: '' }) },
    ];
    const ontvangers = [{ ID: 12, naam: 'Lotte Peeters', geslacht: 'Vrouw', geboortedatum: '2020-05-10' }];
    const body = materialPrintBody(
      { mvmNummer: 'MVM245', voornaam: 'Sofie', naam: 'Peeters' },
      rows,
      [trui, muts, bal],
      ontvangers,
      NOW,
    );
    expect(body).toEqual({
      klant: { mvmNummer: 'MVM245', voornaam: 'Sofie', naam: 'Peeters' },
      items: [
        {
          object: 'Trui',
          opmerking: 'blauw',
          maat: '104',
          ontvanger: { naam: 'Lotte Peeters', geslacht: 'Vrouw', leeftijd: 6 },
          prijs: 3,
          aantal: 2,
          extraEscposData: '',
          seperateReceipt: false,
        },
        {
          object: 'Bal',
          opmerking: '',
          maat: '',
          ontvanger: null,
          prijs: 2.5,
          aantal: 1,
          extraEscposData: '{b}Bal{/b}',
          seperateReceipt: true,
        },
      ],
    });
  });
});

describe('soap-house totals (spec 2 §2)', () => {
  const item = (objectID: number, objectName: string, aantal: number, soort: 'pakket' | null = null) => ({
    objectID,
    object: objectName,
    categorieID: 1,
    soort,
    aantal,
  });
  it('shows Overtrek 2 Personen /2 and Overtrek 1 Persoon /(2 × children), hides Pakket and Luiers', () => {
    const totals = soapTotals({
      sinds: '2025-11-24',
      kinderen: 2,
      luiers: [],
      items: [
        item(1, 'Pakket', 9, 'pakket'),
        item(2, 'Luiers maat 4', 30),
        item(3, 'Overtrek 2 Personen', 3),
        item(4, 'Overtrek 1 Persoon', 6),
        item(5, 'Handdoek', 4),
      ],
    });
    expect(totals.map((t) => `${t.label}: ${t.value}`)).toEqual([
      'Overtrek 2 Personen: 1,5 (/2)',
      'Overtrek 1 Persoon: 1,5 (/4)',
      'Handdoek: 4',
    ]);
  });
  it('without children Overtrek 1 Persoon shows its count', () => {
    const [t] = soapTotals({
      sinds: '2025-11-24',
      kinderen: 0,
      luiers: [],
      items: [item(4, 'Overtrek 1 Persoon', 6)],
    });
    expect(t!.value).toBe('6');
  });
});

describe('desk flow', () => {
  it("'Terug' returns to the search it came from, never elsewhere", () => {
    expect(backTarget({ from: '/voeding/search?q=245' }, '/voeding/search')).toBe('/voeding/search?q=245');
    expect(backTarget({ from: 'https://evil.example' }, '/voeding/search')).toBe('/voeding/search');
    expect(backTarget(null, '/voeding/search')).toBe('/voeding/search');
  });
});
