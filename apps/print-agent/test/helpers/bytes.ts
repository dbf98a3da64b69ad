/** Index of a byte sequence in a ticket, -1 when absent. */
export function indexOfBytes(haystack: Uint8Array, needle: readonly number[]): number {
  return Buffer.from(haystack).indexOf(Buffer.from(needle));
}

export const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
