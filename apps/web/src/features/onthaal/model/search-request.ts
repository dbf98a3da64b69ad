import { classifySearchTerm } from '@mvm/domain';
import type { SearchType } from '../../../components/search-box/search-box';

/**
 * spec 1 §5 search classification for the reception: 11+ characters starting with a digit = national
 * number; with 'Leden' digits are a member number (the box shows the MVM prefix); otherwise a name.
 */
export function onthaalSearchParams(
  term: string,
  type: SearchType,
): { search?: string; rijksregisternummer?: string } {
  const kind = classifySearchTerm(term);
  if (kind.kind === 'rijksregisternummer') return { rijksregisternummer: kind.value };
  if (kind.kind === 'mvmnummer') return { search: type === 'Leden' ? String(kind.value) : term.trim() };
  return { search: kind.value || undefined };
}

/** spec 1 §2: a dropdown to print only food or only market (both by default). */
export const PRINT_SCOPES = ['Voeding en markt', 'Enkel voeding', 'Enkel markt'] as const;
export type PrintScope = (typeof PRINT_SCOPES)[number];
export const printsVoeding = (scope: PrintScope) => scope !== 'Enkel markt';
export const printsMarkt = (scope: PrintScope) => scope !== 'Enkel voeding';
