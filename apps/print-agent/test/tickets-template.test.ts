import { describe, expect, it } from 'vitest';
import { escposToText } from '../src/escpos/to-text';
import { DEFAULT_LAYOUT } from '../src/templates/layout';
import { renderMarktTicket } from '../src/templates/markt-ticket';
import { renderMateriaalTickets } from '../src/templates/materiaal-ticket';
import { parseMarkup } from '../src/templates/markup';
import { renderSinterklaasTickets } from '../src/templates/sinterklaas-ticket';
import { renderVoedingTicket } from '../src/templates/voeding-ticket';
import {
  voedingTicketSchema,
  marktTicketSchema,
  materiaalTicketSchema,
  sinterklaasTicketSchema,
} from '@mvm/domain/printing/bodies';
import { ascii, indexOfBytes } from './helpers/bytes';
import { marktBarcode, marktBody, materiaalBody, sinterklaasBody, voedingBody } from './helpers/tickets';

const printedAt = new Date('2025-03-14T10:00:00Z');
const GS = 0x1d;
const cuts = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').split('\x1dV').length - 1;
const lines = (bytes: Uint8Array) =>
  escposToText(bytes)
    .split('\n')
    .map((l) => l.trim());

describe('food ticket (POST /print)', () => {
  const render = (body: object = {}) =>
    renderVoedingTicket(
      { ...voedingTicketSchema.parse({ ...voedingBody, ...body }), printedAt },
      DEFAULT_LAYOUT,
    );

  it('prints the ticket number three times as large, the print type, household size and extras', () => {
    const bytes = render();
    const large = indexOfBytes(bytes, [GS, 0x21, 0x22]); // GS ! 0x22: three times as wide and high
    expect(large).toBeGreaterThan(0);
    const number = Buffer.from(bytes).indexOf(Buffer.from('7'), large);
    expect(number).toBeGreaterThan(large);
    expect(Buffer.from(bytes).indexOf(Buffer.from([GS, 0x21, 0x00]), large)).toBeGreaterThan(number);
    expect(lines(bytes)).toEqual(
      expect.arrayContaining([
        'V o o r r a n g',
        'Zoë Hénaut',
        expect.stringMatching(/^Volwassenen +2$/),
        expect.stringMatching(/^Kinderen \(< 12 jaar\) +3$/),
        expect.stringMatching(/^Type voeding +Geen Varkensvlees$/),
        'Glutenvrij brood',
        '+   M e l k p o e d e r',
        'Komt met de fiets',
        'Afgedrukt op 14/03/2025 11:00',
      ]),
    );
    expect(cuts(bytes)).toBe(1);
  });

  it("leaves out the print type when it is 'Gewoon' and the extras when none is needed", () => {
    const text = escposToText(render({ printType: 'Gewoon', needsMelkpoeder: false }));
    expect(text).not.toContain('G e w o o n');
    expect(text).not.toContain('M e l k');
  });
});

describe('market ticket (POST /print-markt)', () => {
  it('prints the barcode as a QR code (model 2) holding exactly the barcode text', () => {
    const bytes = renderMarktTicket({ ...marktTicketSchema.parse(marktBody), printedAt }, DEFAULT_LAYOUT);
    const data = ascii(marktBarcode);
    const length = data.length + 3;
    // GS ( k pL pH 49 80 48 data: store the symbol's data; then GS ( k ... 49 81 48: print it.
    const store = indexOfBytes(bytes, [GS, 0x28, 0x6b, length % 256, length >> 8, 49, 80, 48, ...data]);
    expect(store).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [GS, 0x28, 0x6b, 3, 0, 49, 81, 48])).toBeGreaterThan(store);
    expect(escposToText(bytes)).toContain(`[QR-code: ${marktBarcode}]`);
    expect(lines(bytes)).toContain('Noé - Jongen - 4 jaar');
  });

  it('names the children Jongen and Meisje as the scan card does, from the Man/Vrouw the API sends (issue 27)', () => {
    const kinderen = [
      { naam: 'Noé', geslacht: 'Man', leeftijd: 4 },
      { naam: 'Lotte', geslacht: 'Vrouw', leeftijd: 6 },
      { naam: 'Kind 3', geslacht: '', leeftijd: null },
    ];
    const body = marktTicketSchema.parse({ ...marktBody, kinderen });
    const printed = lines(renderMarktTicket({ ...body, printedAt }, DEFAULT_LAYOUT));
    expect(printed).toEqual(
      expect.arrayContaining(['Noé - Jongen - 4 jaar', 'Lotte - Meisje - 6 jaar', 'Kind 3']),
    );
    expect(printed.join('\n')).not.toMatch(/Man|Vrouw/);
  });
});

describe('Sinterklaas tickets (POST /sinterklaas)', () => {
  it('prints the snack and the toy ticket, each with its own cut', () => {
    const bytes = renderSinterklaasTickets(
      { ...sinterklaasTicketSchema.parse(sinterklaasBody), printedAt },
      DEFAULT_LAYOUT,
    );
    expect(cuts(bytes)).toBe(2);
    expect(lines(bytes)).toEqual(expect.arrayContaining(['S n o e p :   4', 'P a k k e t t e n :   3']));
  });

  it('refuses a body with neither ticket', () => {
    expect(sinterklaasTicketSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Geef snoep, speelgoed of allebei',
    );
  });
});

describe('material receipt (POST /materiaal)', () => {
  const bytes = renderMateriaalTickets(
    { ...materiaalTicketSchema.parse(materiaalBody), printedAt },
    DEFAULT_LAYOUT,
  );

  it('gives an item that asks for it a receipt of its own', () => {
    expect(cuts(bytes)).toBe(2);
  });

  it("prints price, size, the child's name, gender and age, and the item's extra lines", () => {
    expect(lines(bytes)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Winterjas \(110\) +€ 2,50$/),
        'Voor: Noé Hénaut - Jongen - 4 jaar',
        'Ophalen aan de achterdeur',
        '-'.repeat(42),
        expect.stringMatching(/^Kinderwagen +€ 10,00$/),
      ]),
    );
  });
});

describe('extraEscposData markup', () => {
  it.each([
    ['[vet]Let op', { kind: 'text', text: 'Let op', bold: true, large: false, center: false }],
    ['[groot][midden]Gratis', { kind: 'text', text: 'Gratis', bold: false, large: true, center: true }],
    ['[lijn]', { kind: 'rule' }],
    ['[onbekend]tekst', { kind: 'text', text: '[onbekend]tekst', bold: false, large: false, center: false }],
  ])('reads %s', (source, line) => {
    expect(parseMarkup(source)).toEqual([line]);
  });

  it('never passes printer commands through: an ESC in the text prints as ?', () => {
    const body = materiaalTicketSchema.parse({
      ...materiaalBody,
      items: [{ ...materiaalBody.items[0], extraEscposData: 'A\u001bpB\u001dV\u0000' }],
    });
    const out = renderMateriaalTickets({ ...body, printedAt }, DEFAULT_LAYOUT);
    expect(indexOfBytes(out, ascii('A?pB?V?\n'))).toBeGreaterThan(0);
    expect(cuts(out)).toBe(1);
  });
});
