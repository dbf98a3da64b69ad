import { formatDateBE } from '../dates/brussels';
import type { ServeToday } from '../ledger/schemas';

export const GEEN_VOEDING_VANDAAG = 'Dit gezin mag vandaag geen voeding krijgen';
export const geenVoeding = (reden: string | null, volgendeDatum: string | null): string =>
  `${reden ? `Geen voeding: ${reden}` : GEEN_VOEDING_VANDAAG}.` +
  (volgendeDatum ? ` Opnieuw welkom vanaf ${formatDateBE(volgendeDatum)}.` : '');
export const alGeprint = (aantal: number): string =>
  aantal === 1
    ? 'Dit gezin kreeg vandaag al een voedingsticket.'
    : `Dit gezin kreeg vandaag al ${aantal} voedingstickets.`;

export type FoodTicketRow = {
  vandaag: Pick<ServeToday, 'magVandaag' | 'reden' | 'volgendeDatum'>;
  /** Food tickets printed today for this household, on every desk. */
  geprintVandaag: number;
};

/**
 * Issue 27: why the reception asks before printing a food ticket — the household may not be served today (the
 * ledgers' serveToday rule: form not signed, no membership today, food already this week), or it already got a
 * ticket today. Empty: the ticket prints at once. The desk may still print after a clear yes: a volunteer's
 * decision, so the API records such a ticket too. Coming on another weekday than the household's Dag is a
 * warning on the row, not a reason to ask.
 */
export function foodTicketConcerns(row: FoodTicketRow): string[] {
  const concerns: string[] = [];
  if (!row.vandaag.magVandaag) concerns.push(geenVoeding(row.vandaag.reden, row.vandaag.volgendeDatum));
  if (row.geprintVandaag > 0) concerns.push(alGeprint(row.geprintVandaag));
  return concerns;
}
