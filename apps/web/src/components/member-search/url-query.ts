/** A whole number above zero from the URL, else the fallback (a hand-edited or old link). */
export function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Writes one value of a search screen's state into its URL query: left out when it is the default (short,
 * shareable links), unchanged when undefined.
 */
export function writeQueryValue(
  query: URLSearchParams,
  key: string,
  value: string | number | undefined,
  fallback: string | number,
): void {
  if (value === undefined) return;
  if (value === fallback || value === '') query.delete(key);
  else query.set(key, String(value));
}
