import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrinterCodepage } from '../config';
import { printableText } from '../escpos/printable-text';

/** What every template needs to know about the paper and the printer. */
export type TicketLayout = { columns: number; codepage: PrinterCodepage; heading: string };

export const DEFAULT_LAYOUT: TicketLayout = { columns: 42, codepage: 'cp858', heading: 'MVM' };

type EncoderCodepage = Parameters<ReceiptPrinterEncoder['codepage']>[0];

/**
 * The one way text reaches a ticket: `text()` (and `line()`, which calls it) passes every string through
 * printableText for the ticket's code page, so no name, note or item can put a command byte on the wire.
 * The encoder's other ways in for text (markdown, tables, boxes) would bypass that check, so they refuse,
 * and so does switching to another code page than the one the text is checked for.
 */
class PrintableTextEncoder extends ReceiptPrinterEncoder {
  readonly #page: PrinterCodepage;

  constructor(layout: TicketLayout) {
    super({ language: 'esc-pos', columns: layout.columns, codepageMapping: 'epson', feedBeforeCut: 4 });
    this.#page = layout.codepage;
  }

  override text(value: string): ReceiptPrinterEncoder {
    return super.text(printableText(value, this.#page));
  }

  override codepage(codepage: EncoderCodepage): ReceiptPrinterEncoder {
    if (codepage !== this.#page) throw new Error(`A ticket prints in one code page (${this.#page})`);
    return super.codepage(codepage);
  }

  override markdown(): never {
    throw new Error('markdown() bypasses printableText');
  }

  override table(): never {
    throw new Error('table() bypasses printableText');
  }

  override box(): never {
    throw new Error('box() bypasses printableText');
  }
}

/**
 * An ESC/POS encoder in one fixed code page (DESIGN.md: ISO-8859-15 or CP858), numbered as Epson and its
 * clones number them. Characters the page lacks print as '?', and so does every character that would encode
 * to a control byte (printableText).
 */
export function createEncoder(layout: TicketLayout): ReceiptPrinterEncoder {
  return new PrintableTextEncoder(layout).initialize().codepage(layout.codepage);
}
