import { TZDate } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { BRUSSELS, toDate, type DateInput } from '../dates/brussels';

// spec 2 §9: a national register number has 11 digits.
export const RRN_LENGTH = 11;

/** spec 2 §5: digits only. */
export const normalizeRrn = (text: string | null | undefined): string => (text ?? '').replace(/\D/g, '');

const checkDigits = (base: number): number => 97 - (base % 97);

/**
 * The national register number for a birth date ('yyyy-MM-dd') and a three-digit sequence (odd for a
 * man, even for a woman), with the check digits of spec 2 §5 ('2' in front for births from 2000).
 * Used to make fictitious numbers for demo data and tests.
 */
export function rrnWithChecksum(birth: string, sequence: number): string {
  const [y = '', m = '', d = ''] = birth.split('-');
  const nine = `${y.slice(2)}${m}${d}${String(sequence % 1000).padStart(3, '0')}`;
  const base = Number(y) >= 2000 ? 2_000_000_000 + Number(nine) : Number(nine);
  return `${nine}${String(checkDigits(base)).padStart(2, '0')}`;
}

/**
 * spec 2 §5 checksum: 97 − (first nine digits mod 97) equals the last two digits; for births from
 * 2000 the nine digits get a '2' in front. 2_000_000_000 + 999_999_999 stays a safe integer.
 * Returns which century the checksum proves, or null when it fails.
 */
export function rrnChecksumCentury(digits: string): 1900 | 2000 | null {
  if (!/^\d{11}$/.test(digits)) return null;
  const base = Number(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  if (checkDigits(base) === check) return 1900;
  if (checkDigits(2_000_000_000 + base) === check) return 2000;
  return null;
}

export const isValidRrn = (digits: string): boolean => rrnChecksumCentury(digits) !== null;

/** Belgian display format: '85073003328' → '85.07.30-033.28'. Anything that is not 11 digits is formatted partially. */
export const formatRrn = (text: string): string => formatRrnPartial(text);

/**
 * For an input mask: formats the digits typed so far, adding a separator only once a digit follows
 * it, so deleting backwards never gets stuck on a separator ('8507' → '85.07', '85073' → '85.07.3').
 */
export function formatRrnPartial(text: string): string {
  const d = normalizeRrn(text).slice(0, RRN_LENGTH);
  const parts: [string, number, number][] = [
    ['', 0, 2],
    ['.', 2, 4],
    ['.', 4, 6],
    ['-', 6, 9],
    ['.', 9, 11],
  ];
  return parts
    .filter(([, start]) => d.length > start)
    .map(([sep, start, end]) => sep + d.slice(start, end))
    .join('');
}

/**
 * Birth date ('yyyy-MM-dd') from a national register number, or null when it has no 11 digits or
 * no real date. Decision: a valid checksum is definitive about the century (valid with the '2'
 * prefix → 2000s, without → 1900s). Only when the checksum fails (a typo, a number being typed)
 * does the spec 2 §5 heuristic apply: 20xx if the two-digit year is under (current two-digit
 * year − 12), else 19xx. spec 2 §5: month or day 00 (unknown) becomes 01. BIS numbers (for people
 * without a Belgian register entry) add 20 or 40 to the month; that is taken off first.
 */
export function birthDateFromRrn(text: string, now: DateInput): string | null {
  const digits = normalizeRrn(text);
  if (digits.length !== RRN_LENGTH) return null;
  const yy = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6)) || 1;
  if (month >= 40) month -= 40;
  else if (month >= 20) month -= 20;
  month ||= 1;
  const currentYy = new TZDate(toDate(now).getTime(), BRUSSELS).getFullYear() % 100;
  const century = rrnChecksumCentury(digits) ?? (yy < currentYy - 12 ? 2000 : 1900);
  const date = parse(`${century + yy}-${month}-${day}`, 'yyyy-M-d', new Date(0));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** spec 2 §5: the three-digit sequence (digits 7–9) is even for a woman and odd for a man. */
export function genderFromRrn(text: string): 'Man' | 'Vrouw' | null {
  const digits = normalizeRrn(text);
  if (digits.length < 9) return null;
  return Number(digits.slice(6, 9)) % 2 === 0 ? 'Vrouw' : 'Man';
}
