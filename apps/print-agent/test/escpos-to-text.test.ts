import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { describe, expect, it } from 'vitest';
import { decoders } from '../src/escpos/codepages';
import { escposToText } from '../src/escpos/to-text';

const highBytes = Array.from({ length: 128 }, (_, k) => 0x80 + k);

describe('reading tickets back as text', () => {
  it.each(['cp858', 'iso8859-15'] as const)('decodes %s exactly as the encoder encodes it', (codepage) => {
    const decode = decoders[codepage];
    // The encoder sends ¶ and § as CP437's 0x14/0x15, and blanks as plain spaces: those are left out.
    const chars = highBytes.map(decode).filter((c) => !'?¶§\u00a0\u00ad'.includes(c));
    const encoded = new ReceiptPrinterEncoder({ language: 'esc-pos', codepageMapping: 'epson' })
      .codepage(codepage)
      .text(chars.join(''))
      .encode();
    const textBytes = [...encoded].filter((b) => b >= 0x80);
    expect(textBytes.map(decode).join('')).toBe(chars.join(''));
  });

  it('follows the code page selected by ESC t and skips commands', () => {
    const bytes = [
      0x1b, 0x40, 0x1b, 0x74, 19, 0x1d, 0x21, 0x00, 0x82, 0x0a, 0x0d, 0x1b, 0x74, 40, 0xa4, 0x0a,
    ];
    expect(escposToText(Uint8Array.from(bytes))).toBe('é\n€\n');
  });

  it('shows bytes after an unknown code page as ?', () => {
    expect(escposToText(Uint8Array.from([0x1b, 0x74, 2, 0x41, 0x82]))).toBe('A?\n');
  });
});
