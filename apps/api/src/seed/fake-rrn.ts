/**
 * A fictitious national register number that passes the spec 2 §5 checksum: yyMMdd + a 3-digit
 * sequence (odd for a man, even for a woman) + 97 − (nine digits mod 97), with a leading 2 for births
 * from 2000. Used for demo data and tests only.
 */
export function fakeRrn(birth: string, sequence: number): string {
  const [y, m, d] = birth.split('-');
  const nine = `${y!.slice(2)}${m}${d}${String(sequence % 1000).padStart(3, '0')}`;
  const base = Number(y) >= 2000 ? 2_000_000_000 + Number(nine) : Number(nine);
  return `${nine}${String(97 - (base % 97)).padStart(2, '0')}`;
}
