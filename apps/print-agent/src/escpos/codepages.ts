/** CP858 (CP850 with '€' at 0xD5): the characters of bytes 0x80–0xFF, for reading tickets back as text. */
const CP858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** ISO-8859-15: Latin-1 with eight replacements (among them '€' at 0xA4). */
const ISO8859_15_CHANGES: Record<number, string> = {
  0xa4: '€',
  0xa6: 'Š',
  0xa8: 'š',
  0xb4: 'Ž',
  0xb8: 'ž',
  0xbc: 'Œ',
  0xbd: 'œ',
  0xbe: 'Ÿ',
};

export type CodepageDecoder = (byte: number) => string;

const ascii = (byte: number) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '?');

export const decoders = {
  cp858: (byte: number) => (byte < 0x80 ? ascii(byte) : (CP858_HIGH[byte - 0x80] ?? '?')),
  'iso8859-15': (byte: number) =>
    byte < 0x80 ? ascii(byte) : byte < 0xa0 ? '?' : (ISO8859_15_CHANGES[byte] ?? String.fromCharCode(byte)),
  /** Before any ESC t the printer uses its default page; only ASCII is certain there. */
  unknown: (byte: number) => (byte < 0x80 ? ascii(byte) : '?'),
} satisfies Record<string, CodepageDecoder>;

/** ESC t n numbers of the Epson mapping that the templates use (ReceiptPrinterEncoder 'epson'). */
export const escTCodepages: Record<number, keyof typeof decoders> = { 19: 'cp858', 40: 'iso8859-15' };
