import { decoders, escTCodepages, type CodepageDecoder } from './codepages';

const ESC = 0x1b;
const FS = 0x1c;
const GS = 0x1d;
const LF = 0x0a;

const barcodeNames: Record<number, string> = {
  65: 'UPC-A',
  66: 'UPC-E',
  67: 'EAN13',
  68: 'EAN8',
  69: 'CODE39',
  70: 'ITF',
  71: 'CODABAR',
  72: 'CODE93',
  73: 'CODE128',
};

const CUT_LINE = '------------- knippen -------------';

/**
 * Reads ESC/POS bytes back as plain text, so a volunteer can open a preview ticket in any editor:
 * text in the selected code page, double-width text spaced out, barcodes and cuts as a marker line.
 * It knows the commands our templates emit; anything else is skipped by its length.
 */
export function escposToText(bytes: Uint8Array): string {
  let out = '';
  let decode: CodepageDecoder = decoders.unknown;
  let charWidth = 1;
  let i = 0;
  const at = (k: number) => bytes[k] ?? 0;

  while (i < bytes.length) {
    const b = at(i);
    if (b === LF) {
      out += '\n';
      i += 1;
    } else if (b === ESC) {
      const cmd = at(i + 1);
      if (cmd === 0x74) decode = decoders[escTCodepages[at(i + 2)] ?? 'unknown'];
      if (cmd === 0x40) {
        decode = decoders.unknown;
        charWidth = 1;
      }
      i += cmd === 0x40 || cmd === 0x32 ? 2 : 3;
    } else if (b === FS) {
      i += 2;
    } else if (b === GS) {
      const cmd = at(i + 1);
      if (cmd === 0x21) charWidth = (at(i + 2) >> 4) + 1; // GS ! n: high nibble = width - 1
      if (cmd === 0x6b) {
        const { text, length } = readBarcode(bytes, i);
        out += `${out.endsWith('\n') || out === '' ? '' : '\n'}${text}`;
        i += length;
      } else if (cmd === 0x56) {
        out += `${out.endsWith('\n') || out === '' ? '' : '\n'}${CUT_LINE}\n`;
        i += at(i + 2) >= 65 ? 4 : 3;
      } else if (cmd === 0x28) {
        const length = at(i + 3) + at(i + 4) * 256; // GS ( fn pL pH ...
        // GS ( k, cn 49 (QR), fn 80: store the QR code's data (m = 48, then the data).
        if (at(i + 2) === 0x6b && at(i + 5) === 0x31 && at(i + 6) === 0x50) {
          const data = String.fromCharCode(...bytes.subarray(i + 8, i + 5 + length));
          out += `${out.endsWith('\n') || out === '' ? '' : '\n'}[QR-code: ${data}]\n`;
        }
        i += 5 + length;
      } else if (cmd === 0x76) {
        const width = at(i + 4) + at(i + 5) * 256;
        const height = at(i + 6) + at(i + 7) * 256;
        out += '[afbeelding]\n';
        i += 8 + width * height;
      } else {
        i += cmd === 0x4c || cmd === 0x57 ? 4 : 3; // GS L / GS W take two bytes
      }
    } else if (b < 0x20) {
      i += 1;
    } else {
      out += decode(b) + ' '.repeat(charWidth - 1);
      i += 1;
    }
  }
  return `${out
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '')}\n`;
}

function readBarcode(bytes: Uint8Array, start: number): { text: string; length: number } {
  const m = bytes[start + 2] ?? 0;
  let data: number[];
  let length: number;
  if (m >= 65) {
    const n = bytes[start + 3] ?? 0;
    data = [...bytes.subarray(start + 4, start + 4 + n)];
    length = 4 + n;
  } else {
    const end = bytes.indexOf(0, start + 3);
    const stop = end === -1 ? bytes.length : end;
    data = [...bytes.subarray(start + 3, stop)];
    length = stop - start + 1;
  }
  let value = String.fromCharCode(...data);
  if (m === 73) value = value.replace(/^\{[ABC]/, ''); // CODE128 starts with its code set
  return { text: `[streepjescode ${barcodeNames[m] ?? m}: ${value}]\n`, length };
}
