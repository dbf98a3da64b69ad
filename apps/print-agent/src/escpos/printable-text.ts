import CodepageEncoder from '@point-of-sale/codepage-encoder';
import type { PrinterCodepage } from '../config';

/** A printer reads every byte below 0x20 (ESC, GS, DLE, FS …) and DEL as (part of) a command. */
export const isControlByte = (byte: number) => byte < 0x20 || byte === 0x7f;

// C0, DEL and C1: characters that are not meant to print, whatever the page makes of them.
const isControlUnit = (unit: number) => unit < 0x20 || (unit >= 0x7f && unit <= 0x9f);

/** ASCII look-alikes for the pictures CP437-family pages put on control bytes; any other such character: '?'. */
const LOOK_ALIKES: Record<string, string> = {
  '←': '<',
  '→': '>',
  '↑': '^',
  '↓': 'v',
  '◄': '<',
  '►': '>',
  '▲': '^',
  '▼': 'v',
  '•': '*',
  '‼': '!',
};

const commandCodePointsByPage = new Map<PrinterCodepage, ReadonlySet<number>>();

/**
 * The code points the ticket encoder writes as a control byte in `codepage`. Only the page's own code points
 * can be (the encoder writes '?' for any other), so each is encoded once, in one call, and its byte checked.
 */
function commandCodePoints(codepage: PrinterCodepage): ReadonlySet<number> {
  const known = commandCodePointsByPage.get(codepage);
  if (known) return known;
  const candidates = [...new Set(CodepageEncoder.getEncoding(codepage).codepoints)];
  const bytes = CodepageEncoder.encode(String.fromCodePoint(...candidates), codepage);
  const found = new Set<number>();
  let index = 0; // the encoder writes one byte per UTF-16 unit
  for (const codePoint of candidates) {
    if (isControlByte(bytes[index] ?? 0)) found.add(codePoint);
    index += codePoint > 0xffff ? 2 : 1;
  }
  commandCodePointsByPage.set(codepage, found);
  return found;
}

/**
 * Text as it may go to the printer in `codepage`: every character that the encoder would write as a control
 * byte replaced by one printable character. Removing control characters is not enough: CP858 and CP437 put
 * '←' on 0x1B (ESC), '↔' on 0x1D (GS), '►' on 0x10 (DLE) and '§' on 0x15, so a name 'Lily←p022' went out as
 * ESC p 0 2 2 (the cash drawer kick). The result has the same length: ticket layouts measure text by it.
 */
export function printableText(value: string, codepage: PrinterCodepage): string {
  const commands = commandCodePoints(codepage);
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charAt(i);
    // The encoder looks up codePointAt(i) for unit i, so the same is checked here.
    const unsafe = isControlUnit(unit.charCodeAt(0)) || commands.has(value.codePointAt(i) ?? 0);
    out += unsafe ? (LOOK_ALIKES[unit] ?? '?') : unit;
  }
  return out;
}
