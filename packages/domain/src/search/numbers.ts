import { MAX_DB_ID, parseDbId } from '../input/ids';

// DESIGN.md: member numbers are 'MVM' + a growing integer, one-off case numbers 'E' + a growing
// integer; paths accept the number with or without its prefix.
export const MEMBER_NUMBER_PREFIX = 'MVM';
export const CASE_NUMBER_PREFIX = 'E';

// Lenient, for what a desk types or scans: any case, spaces around and after the prefix.
function parsePrefixed(prefix: string, value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= MAX_DB_ID ? value : null;
  const text = value.trim();
  const withoutPrefix = text.toUpperCase().startsWith(prefix) ? text.slice(prefix.length).trim() : text;
  // 0 is never a number: the one-off details route uses id 0 for "new", callers check it first.
  return parseDbId(withoutPrefix);
}

// Strict, for paths: the prefix (any case) directly followed by the digits, nothing around them.
function parsePrefixedParam(prefix: string, text: string): number | null {
  const withoutPrefix = text.toUpperCase().startsWith(prefix) ? text.slice(prefix.length) : text;
  return parseDbId(withoutPrefix);
}

/** A member number in a path: 'MVM123', 'mvm123' or '123'; no spaces, signs or exponents. */
export const parseMemberNumberParam = (text: string) => parsePrefixedParam(MEMBER_NUMBER_PREFIX, text);

/** A case number in a path: 'E45', 'e45' or '45'. */
export const parseCaseNumberParam = (text: string) => parsePrefixedParam(CASE_NUMBER_PREFIX, text);

/** 'MVM123', 'mvm 123', '123' and 123 all give 123; anything else gives null. */
export function parseMemberNumber(value: string | number | null | undefined): number | null {
  return parsePrefixed(MEMBER_NUMBER_PREFIX, value);
}

export function formatMemberNumber(n: number): string {
  return `${MEMBER_NUMBER_PREFIX}${n}`;
}

/** 'E12', 'e12', '12' and 12 all give 12; anything else gives null. */
export function parseCaseNumber(value: string | number | null | undefined): number | null {
  return parsePrefixed(CASE_NUMBER_PREFIX, value);
}

export function formatCaseNumber(n: number): string {
  return `${CASE_NUMBER_PREFIX}${n}`;
}
