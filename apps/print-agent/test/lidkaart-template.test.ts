import { describe, expect, it } from 'vitest';
import { escposToText } from '../src/escpos/to-text';
import { renderLidkaart, type LidkaartData } from '../src/templates/lidkaart';
import { DEFAULT_LAYOUT, type TicketLayout } from '../src/templates/layout';
import { ascii, indexOfBytes } from './helpers/bytes';

const ESC = 0x1b;
const GS = 0x1d;
const card: LidkaartData = {
  mvmNummer: 'MVM12',
  voornaam: 'Zoë',
  naam: 'Dubois-Hénaut',
  printedAt: new Date('2025-03-14T10:00:00Z'),
};
const render = (data: Partial<LidkaartData> = {}, layout: Partial<TicketLayout> = {}) =>
  renderLidkaart({ ...card, ...data }, { ...DEFAULT_LAYOUT, ...layout });

describe('lidkaart template', () => {
  it('starts by resetting the printer and ends with a cut', () => {
    const bytes = render();
    expect([...bytes.subarray(0, 2)]).toEqual([ESC, 0x40]);
    const cut = indexOfBytes(bytes, [GS, 0x56, 0x00]);
    expect(cut).toBeGreaterThan(0);
    expect(bytes.length - cut).toBeLessThanOrEqual(5); // nothing printed after the cut
  });

  it('holds the heading, the title, the MVM number double size and the name', () => {
    const bytes = render({ voornaam: 'Anna', naam: 'Peeters' });
    expect(indexOfBytes(bytes, ascii('MVM'))).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, ascii('Lidkaart'))).toBeGreaterThan(0);
    expect(indexOfBytes(bytes, [GS, 0x21, 0x11])).toBeLessThan(indexOfBytes(bytes, ascii('MVM12')));
    expect(indexOfBytes(bytes, ascii('Anna Peeters'))).toBeGreaterThan(0);
  });

  it('holds a CODE128 barcode of the MVM number', () => {
    // GS k 73 n {B data: CODE128, code set B
    expect(indexOfBytes(render(), [GS, 0x6b, 73, 7, ...ascii('{BMVM12')])).toBeGreaterThan(0);
  });

  it.each([
    ['2025-03-14T10:00:00Z', '14/03/2025'],
    ['2024-12-31T23:30:00Z', '01/01/2025'], // already New Year in Brussels (UTC+1)
    ['2025-06-30T22:30:00Z', '01/07/2025'], // summer time (UTC+2)
  ])('prints the date of %s as %s in Brussels time', (iso, shown) => {
    expect(
      indexOfBytes(render({ printedAt: new Date(iso) }), ascii(`Afgedrukt op ${shown}`)),
    ).toBeGreaterThan(0);
  });

  it.each([
    // codepage, ESC t n (Epson numbering), é, ë, €
    ['cp858', 19, 0x82, 0x89, 0xd5],
    ['iso8859-15', 40, 0xe9, 0xeb, 0xa4],
  ] as const)('sends é, ë and € as single %s bytes after ESC t %i', (codepage, escT, e, eUml, euro) => {
    const bytes = render({ voornaam: 'Zoë', naam: 'Hénaut €' }, { codepage });
    const select = indexOfBytes(bytes, [ESC, 0x74, escT]);
    expect(select).toBeGreaterThan(0);
    const name = indexOfBytes(bytes, [0x5a, 0x6f, eUml, 0x20, 0x48, e, ...ascii('naut '), euro]);
    expect(name).toBeGreaterThan(select);
  });

  it('replaces characters the code page lacks and control characters by ?', () => {
    const bytes = render({ voornaam: 'Łukasz', naam: 'X\u001b@Y' });
    expect(indexOfBytes(bytes, ascii('?ukasz X?@Y'))).toBeGreaterThan(0);
  });

  it('is pure: the same card gives the same bytes', () => {
    expect(render()).toEqual(render());
  });

  it('reads back as the label a volunteer expects', () => {
    const lines = escposToText(render())
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        'MVM',
        'Lidkaart',
        'M V M 1 2', // double width
        'Zoë Dubois-Hénaut',
        '[streepjescode CODE128: MVM12]',
        'Afgedrukt op 14/03/2025',
        '------------- knippen -------------',
      ]),
    );
  });
});

describe('lidkaart on narrow paper', () => {
  it('uses the thinnest barcode modules on 58 mm paper (32 columns)', () => {
    const bytes = renderLidkaart({ ...card, mvmNummer: 'MVM123456789' }, { ...DEFAULT_LAYOUT, columns: 32 });
    expect(indexOfBytes(bytes, [GS, 0x77, 2])).toBeGreaterThan(0); // GS w 2: two dots a module
  });
});
