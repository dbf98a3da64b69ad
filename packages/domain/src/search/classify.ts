import { fixScannerInput } from './scanner';
import { parseMemberNumber } from './numbers';

export type SearchTerm =
  | { kind: 'rijksregisternummer'; value: string }
  | { kind: 'mvmnummer'; value: number }
  | { kind: 'naam'; value: string };

/** spec 1 §9: a register number search takes the first 11 digits. */
export const RRN_SEARCH_LENGTH = 11;

/**
 * spec 1 §5 search classification, applied after the scanner fix:
 * 1. 11 or more characters starting with a digit: national register number (first 11 digits,
 *    so '85.07.30-033.28' works too);
 * 2. 'MVM' + digits (any case, spaces allowed): member number;
 * 3. digits only, shorter than 11: member number too. Decision: the search box shows an MVM
 *    prefix in front of the input, so a desk types '123' meaning MVM123;
 * 4. anything else: a name search (trimmed text).
 */
export function classifySearchTerm(input: string): SearchTerm {
  const text = fixScannerInput(input).trim();
  if (text.length >= RRN_SEARCH_LENGTH && /^\d/.test(text)) {
    return { kind: 'rijksregisternummer', value: text.replace(/\D/g, '').slice(0, RRN_SEARCH_LENGTH) };
  }
  if (/^mvm\s*\d+$/i.test(text) || /^\d+$/.test(text)) {
    const n = parseMemberNumber(text);
    if (n !== null) return { kind: 'mvmnummer', value: n };
  }
  return { kind: 'naam', value: text };
}
