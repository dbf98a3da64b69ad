// DESIGN.md: member numbers are 'MVM' + a growing integer, one-off case numbers 'E' + a growing
// integer; paths accept the number with or without its prefix.
export const MEMBER_NUMBER_PREFIX = 'MVM';
export const CASE_NUMBER_PREFIX = 'E';

function parsePrefixed(prefix: string, value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  const text = value.trim();
  const withoutPrefix = text.toUpperCase().startsWith(prefix) ? text.slice(prefix.length).trim() : text;
  if (!/^\d{1,15}$/.test(withoutPrefix)) return null;
  const n = Number(withoutPrefix);
  // 0 is never a number: the one-off details route uses id 0 for "new", callers check it first.
  return n > 0 ? n : null;
}

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
