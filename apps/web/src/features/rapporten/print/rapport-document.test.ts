import { createRequire } from 'node:module';
import type { Rapport } from '@mvm/domain/rapporten/schemas';
import { describe, expect, it } from 'vitest';
import { CONTENT_WIDTH, rapportDocument } from './rapport-document';

// pdfmake's own layout engine (the server-side printer of the installed 0.2) with the real Poppins files: it
// measures every word as the PDF will, and marks each column with the width it gets.
const require = createRequire(import.meta.url);
type Width = { _calcWidth: number };
type TableNode = { table?: { widths: Width[] }; _minWidth?: number };
type Printer = { createPdfKitDocument: (doc: unknown) => unknown };
const PdfPrinter = require('pdfmake/src/printer') as new (fonts: unknown) => Printer;
const font = (name: string) => require.resolve(`@fontsource/poppins/files/poppins-latin-${name}.woff`);
const printer = new PdfPrinter({
  Poppins: {
    normal: font('400-normal'),
    bold: font('600-normal'),
    italics: font('400-italic'),
    bolditalics: font('600-italic'),
  },
});

const voeding = {
  Gewoon: 1234,
  Vegetarisch: 56,
  Dieet: 7,
  'Geen Vlees': 89,
  'Enkel Gevoogelte': 10,
  'Geen Varkensvlees': 1112,
};
const month = (maand: string) => ({ maand, voeding, zeephuisje: 987 });
const none = { huishoudens: 0, personen: 0, volwassenen: 0, kinderenOnder12: 0, jongeren12tot17: 0 };
const RAPPORT: Rapport = {
  van: '2025-09-01',
  tot: '2025-12-31',
  maanden: ['2025-09', '2025-10', '2025-11', '2025-12'],
  bediend: [],
  bediendPeriode: [{ afdeling: 'alle', ...none }],
  inschrijvingen: [],
  beeindigd: [],
  pakketten: ['2025-09', '2025-10', '2025-11', '2025-12'].map(month),
  postcodes: [],
};

describe('the report PDF fits A4 (issue 27 item 15)', () => {
  it("lays the 'Pakketten' table, and every other, within the page's content width", () => {
    const doc = rapportDocument(RAPPORT, '27/11/2026 10:00');
    printer.createPdfKitDocument(doc);
    const tables = (doc.content as TableNode[]).filter((node) => node.table);
    expect(tables.length).toBeGreaterThan(2);
    const pakketten = tables.find((t) => t.table?.widths.length === 9);
    expect(pakketten, 'the Pakketten table with its nine columns').toBeDefined();
    for (const table of tables) {
      const widths = table.table!.widths.map((w) => w._calcWidth);
      const padding = 8 * (widths.length - 1);
      // The longest words fit (pdfmake never breaks a word: it runs off the page) …
      expect(table._minWidth).toBeLessThanOrEqual(CONTENT_WIDTH);
      // … and the columns it laid out, with the space between them.
      expect(widths.reduce((a, b) => a + b, 0) + padding).toBeLessThanOrEqual(CONTENT_WIDTH + 0.01);
    }
  });
});
