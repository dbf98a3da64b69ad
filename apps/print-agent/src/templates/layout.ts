import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrinterCodepage } from '../config';

/** What every template needs to know about the paper and the printer. */
export type TicketLayout = { columns: number; codepage: PrinterCodepage; heading: string };

export const DEFAULT_LAYOUT: TicketLayout = { columns: 42, codepage: 'cp858', heading: 'MVM' };

/**
 * An ESC/POS encoder in one fixed code page (DESIGN.md: ISO-8859-15 or CP858), numbered as Epson and its
 * clones number them. Characters the page lacks print as '?', and so do control characters in names.
 */
export function createEncoder(layout: TicketLayout): ReceiptPrinterEncoder {
  return new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: layout.columns,
    codepageMapping: 'epson',
    feedBeforeCut: 4,
  })
    .initialize()
    .codepage(layout.codepage);
}
