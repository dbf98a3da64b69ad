import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * `extraEscposData` of an item (spec 1 §3): a small safe template of text and formatting, never raw bytes
 * and never code. One ticket line per line of text; a line may start with tags:
 *
 * - `[vet]` bold, `[groot]` double size, `[midden]` centred (they combine: `[groot][vet]Let op`);
 * - a line `[lijn]` prints a dashed line, an empty line an empty line.
 *
 * Anything else is printed as text in the printer's code page (control characters become '?'), so an
 * item's extra lines can never send a printer command. At most 20 lines of the ticket's width.
 */
export const MARKUP_MAX_LINES = 20;

const TAG = /^\[(vet|groot|midden)\]/i;

export type MarkupLine =
  { kind: 'rule' } | { kind: 'text'; text: string; bold: boolean; large: boolean; center: boolean };

export function parseMarkup(source: string): MarkupLine[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .slice(0, MARKUP_MAX_LINES)
    .map((raw): MarkupLine => {
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      let rest = raw.replace(/[\u0000-\u001f\u007f]/g, '?').trimEnd();
      if (/^\[lijn\]$/i.test(rest.trim())) return { kind: 'rule' };
      const line = { kind: 'text' as const, text: '', bold: false, large: false, center: false };
      for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
        const tag = (match[1] ?? '').toLowerCase();
        if (tag === 'vet') line.bold = true;
        if (tag === 'groot') line.large = true;
        if (tag === 'midden') line.center = true;
        rest = rest.slice(match[0].length);
      }
      return { ...line, text: rest };
    })
    .filter((line, index, all) => !(index === all.length - 1 && line.kind === 'text' && line.text === ''));
}

/** Writes the parsed lines with the encoder; formatting is reset after every line. */
export function writeMarkup(encoder: ReceiptPrinterEncoder, source: string, columns: number): void {
  for (const line of parseMarkup(source)) {
    if (line.kind === 'rule') {
      encoder.line('-'.repeat(columns));
      continue;
    }
    encoder
      .align(line.center ? 'center' : 'left')
      .bold(line.bold)
      .size(line.large ? 2 : 1, line.large ? 2 : 1)
      .line(line.text)
      .size(1, 1)
      .bold(false)
      .align('left');
  }
}
