// spec 1 §5: a barcode scanner set to a Belgian AZERTY layout types the unshifted symbols of the
// digit row. Map them back to 1..9, 0 before searching.
const AZERTY_DIGITS: Readonly<Record<string, string>> = {
  '&': '1',
  é: '2',
  '"': '3',
  "'": '4',
  '(': '5',
  '§': '6',
  è: '7',
  '!': '8',
  ç: '9',
  à: '0',
};

export function fixScannerInput(input: string): string {
  return Array.from(input, (ch) => AZERTY_DIGITS[ch] ?? ch).join('');
}
