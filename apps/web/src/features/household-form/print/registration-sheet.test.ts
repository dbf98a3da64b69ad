// Lays the sheet out with the Node build of pdfmake: the same layout engine as in the browser.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { povertyLine } from '@mvm/domain';
import { toFormValues } from '../model/form-values';
import { dossier } from '../../../test/households';
import { registrationSheet, type SheetInput } from './registration-sheet';

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`@fontsource/poppins/files/poppins-latin-${file}.woff`);
type Printer = { createPdfKitDocument: (doc: unknown) => NodeJS.ReadableStream & { end: () => void } };
const PdfPrinter = require('pdfmake') as new (fonts: unknown) => Printer;

function input(change: Partial<SheetInput> = {}): SheetInput {
  const d = dossier();
  return {
    values: toFormValues(d),
    number: 'MVM123',
    otherMembers: d.gezin.leden.slice(1),
    povertyLine: povertyLine({ ...d.gezin, leden: d.gezin.leden }, new Date('2026-01-10')),
    sensitive: true,
    printedAt: new Date('2026-01-10T10:00:00Z'),
    ...change,
  };
}

/** Lays the sheet out with pdfmake in Node (the browser build does the same) and answers the PDF bytes. */
function render(doc: unknown): Promise<Buffer> {
  const printer = new PdfPrinter({
    Poppins: {
      normal: font('400-normal'),
      bold: font('600-normal'),
      italics: font('400-italic'),
      bolditalics: font('600-italic'),
    },
  });
  const pdf = printer.createPdfKitDocument(doc);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

describe('A4 registration sheet (spec 2 §1, §9)', () => {
  it('is A4 in Poppins with the member number and every section of the form', () => {
    const doc = registrationSheet(input());
    expect(doc.pageSize).toBe('A4');
    expect(doc.defaultStyle?.font).toBe('Poppins');
    const text = JSON.stringify(doc.content);
    for (const part of [
      'MVM123',
      'Moeder',
      'Dossier',
      'Adres',
      'Situatie',
      'Financiële informatie',
      'Diensten',
      'Voorwaarden lidmaatschap',
      'Opmerkingen',
      'Gezinsleden',
      '90.02.14-122.04',
      '€ 1.200,00',
    ]) {
      expect(text).toContain(part);
    }
  });

  it("shows 'E' + number for a one-off case and leaves out what the user may not see", () => {
    const text = JSON.stringify(registrationSheet(input({ number: 'E45', sensitive: false })).content);
    expect(text).toContain('E45');
    expect(text).not.toContain('Financiële informatie');
    expect(text).not.toContain('Rijksregisternummer');
  });

  it('lays out as a PDF with the Poppins font, also for an almost empty new record', async () => {
    const full = await render(registrationSheet(input()));
    expect(full.subarray(0, 5).toString()).toBe('%PDF-');
    expect(full.toString('latin1')).toContain('Poppins');
    const d = dossier();
    const empty = toFormValues({ ...d, gezin: { ...d.gezin, leden: [] } });
    const bytes = await render(registrationSheet(input({ values: empty, number: '', otherMembers: [] })));
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
