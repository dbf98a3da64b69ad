import { formatCaseNumber, formatMemberNumber } from '@mvm/domain';

/** 'MVM12', 'E45', both, or '–'. */
export function dossierNumber(row: { mvmnummer: number | null; enummer: number | null }): string {
  const parts = [
    row.mvmnummer !== null ? formatMemberNumber(row.mvmnummer) : null,
    row.enummer !== null ? formatCaseNumber(row.enummer) : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' · ') : '–';
}

/** How a search searched, in words. */
export const ZOEK_SOORT: Record<string, string> = {
  naam: 'op naam',
  mvmnummer: 'op lidnummer',
  enummer: 'op E-nummer',
  rijksregisternummer: 'op rijksregisternummer',
};
