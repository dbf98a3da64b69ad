/** ESC/POS real-time status request (DLE EOT n): 2 = offline cause, 4 = roll paper sensor. */
export const STATUS_REQUEST = Uint8Array.from([0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);

// Every status byte has bit 1 and bit 4 set and bits 0 and 7 clear (Epson ESC/POS reference).
const isStatusByte = (b: number) => (b & 0x93) === 0x12;

/**
 * What the printer's two answers mean, in Dutch for the desk; null when it is ready.
 * DLE EOT 2: bit 2 cover open, bit 5 stopped at paper end, bit 6 error. DLE EOT 4: bits 5-6 paper end.
 */
export function describeStatus(offline: number, paper: number): string | null {
  if (!isStatusByte(offline) || !isStatusByte(paper)) return null;
  if (offline & 0x04) return 'de klep staat open';
  if (paper & 0x60 || offline & 0x20) return 'het papier is op';
  if (offline & 0x40) return 'de printer meldt een fout';
  return null;
}
