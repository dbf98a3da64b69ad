import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Rapport } from '@mvm/domain/rapporten/schemas';
import { periodTitle, rapportTables } from '../model/rapport-tables';

const ACCENT = '#b0532f';
const MUTED = '#6b635a';

/** A4 less the page margins below: what a table may be wide. */
export const CONTENT_WIDTH = 595.28 - 36 - 36;

/**
 * pdfmake's 'lightHorizontalLines' with 4 pt instead of 8 pt between columns. Issue 27 item 15: with 8 pt the
 * nine columns of 'Pakketten' needed 581 pt (their longest words plus padding) and ran off the page.
 */
export const COMPACT_LINES: CustomTableLayout = {
  hLineWidth: (i, node) =>
    i === 0 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 2 : 1,
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? 'black' : '#aaa'),
  paddingLeft: (i) => (i === 0 ? 0 : 4),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : 4),
};

/** The report as an A4 PDF for the board: the same tables as the screen, a header and page numbers. */
export function rapportDocument(r: Rapport, printedAt: string): TDocumentDefinitions {
  const tables: Content[] = rapportTables(r).flatMap((t): Content[] => [
    { text: t.title, style: 'section' },
    t.rows.length === 0 && t.empty
      ? { text: t.empty, color: MUTED }
      : {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: t.columns.map((_, i) => (i === 0 ? 'auto' : '*')),
            body: [
              // 7 pt headers: the words of 'Voeding Geen Varkensvlees' wrap, and the longest still fits.
              t.columns.map((c) => ({ text: c, bold: true, fontSize: 7 })),
              ...t.rows.map((row) =>
                row.map((cell): TableCell =>
                  typeof cell === 'number' ? { text: String(cell), alignment: 'right' } : { text: cell },
                ),
              ),
            ],
          },
          layout: COMPACT_LINES,
        },
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [36, 48, 36, 40],
    defaultStyle: { font: 'Poppins', fontSize: 8 },
    info: { title: `Rapport ${periodTitle(r)}` },
    content: [
      { text: 'Rapport', fontSize: 18, bold: true, color: ACCENT },
      { text: periodTitle(r), fontSize: 11, margin: [0, 2, 0, 0] },
      { text: `Gemaakt op ${printedAt}`, color: MUTED, margin: [0, 2, 0, 8] },
      ...tables,
    ],
    footer: (page: number, pages: number) => ({
      text: `Pagina ${page} van ${pages}`,
      alignment: 'center',
      color: MUTED,
      fontSize: 7,
    }),
    styles: { section: { fontSize: 11, bold: true, color: ACCENT, margin: [0, 10, 0, 4] } },
  };
}
