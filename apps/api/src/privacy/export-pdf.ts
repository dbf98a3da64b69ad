import { createRequire } from 'node:module';
import { formatCaseNumber, formatDateBE, formatDateTimeBE, formatMemberNumber } from '@mvm/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { FamilyExport } from './privacy-service';

// pdfmake 0.2's server-side printer (CommonJS); @types/pdfmake describes its document definitions.
type PdfKitDocument = NodeJS.EventEmitter & { end(): void };
type PdfPrinterClass = new (fonts: Record<string, Record<string, string>>) => {
  createPdfKitDocument(definition: TDocumentDefinitions): PdfKitDocument;
};
const PdfPrinter = createRequire(import.meta.url)('pdfmake') as PdfPrinterClass;

// The PDF standard fonts need no font files; Helvetica's encoding covers é, ë and €.
const printer = new PdfPrinter({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (value instanceof Date) return formatDateTimeBE(value);
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/** A two-column table of every field of an object. */
const fieldTable = (fields: Record<string, unknown>): Content => ({
  table: {
    widths: [170, '*'],
    body: Object.entries(fields).map(([key, value]) => [{ text: key, bold: true }, text(value)]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 10],
});

/** A table with a header row, one row per record. */
function rowsTable(rows: Record<string, unknown>[], columns: string[]): Content {
  if (rows.length === 0) return { text: 'Geen.', italics: true, margin: [0, 0, 0, 10] };
  return {
    table: {
      headerRows: 1,
      widths: columns.map(() => '*'),
      body: [
        columns.map((c) => ({ text: c, bold: true })),
        ...rows.map((r) => columns.map((c) => text(r[c]))),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
    margin: [0, 0, 0, 10],
  };
}

const heading = (title: string): Content => ({ text: title, style: 'h2' });

/** Issue 12: the family's data as a readable A4 PDF (the same content as the JSON export). */
export function familyExportPdf(data: FamilyExport): Promise<Buffer> {
  const d = data.dossier;
  const number = [
    d.mvmnummer ? formatMemberNumber(d.mvmnummer) : null,
    d.enummer ? formatCaseNumber(d.enummer) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const { leden, gezinsStatus: _status, ...gezin } = d.gezin;
  const { gezin: _gezin, lidmaatschap, ...dossier } = d;
  const content: Content[] = [
    { text: `Gegevens van het gezin ${number}`, style: 'h1' },
    {
      text: `Gemaakt op ${formatDateTimeBE(data.gemaaktOp)} door ${data.door}, op vraag van het gezin (recht op inzage, AVG art. 15).`,
      margin: [0, 0, 0, 12],
    },
    heading('Dossier'),
    fieldTable(dossier),
    heading('Gezin'),
    fieldTable(gezin),
    heading('Gezinsleden'),
    ...leden.map((lid) => fieldTable(lid)),
    heading('Lidmaatschappen'),
    rowsTable(
      lidmaatschap.map((m) => ({ ...m, start: formatDateBE(m.start), eind: formatDateBE(m.eind) })),
      ['start', 'eind', 'vroegtijdigBeindigd', 'redenenBeindiging', 'gezinsSamenstellingInOrde'],
    ),
    heading('Wat het gezin kreeg'),
    rowsTable(
      data.gekregen.map((g) => ({ ...g, datum: formatDateBE(g.datum) })),
      ['datum', 'afdeling', 'object', 'maat', 'aantal', 'ontvanger', 'opmerking'],
    ),
    heading('Wie het dossier inkeek'),
    rowsTable(data.tabellen.access_log ?? [], ['at', 'username', 'scherm', 'adres']),
    heading('Wijzigingen'),
    rowsTable(data.tabellen.audit_log ?? [], ['at', 'username', 'action', 'entity']),
  ];
  const doc = printer.createPdfKitDocument({
    info: { title: `Gegevens gezin ${number}` },
    pageSize: 'A4',
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: { h1: { fontSize: 16, bold: true }, h2: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] } },
    content,
  });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
