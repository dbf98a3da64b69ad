import { classifySearchTerm, isValidRrn } from '@mvm/domain';

/**
 * UX.md desk flow: a scanned or typed member number, or a valid national number, is exact: the
 * household opens on that one Enter instead of showing a list of one.
 */
export function isExactSearch(text: string): boolean {
  const term = classifySearchTerm(text);
  return term.kind === 'mvmnummer' || (term.kind === 'rijksregisternummer' && isValidRrn(term.value));
}
