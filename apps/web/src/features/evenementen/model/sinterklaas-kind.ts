import type { InschrijvingKind } from '@mvm/domain/evenementen/schemas';
import type { SinterklaasTickets } from '../api/print-sinterklaas';

/** A row of the check-in table: the sign-up's child, plus Braaf (good this year) and Komt (came today). */
export type CheckInKind = InschrijvingKind & { braaf: boolean; komt: boolean };

/** Every child starts good; those signed up (present in the sign-up) start as coming. */
export const checkInRows = (kinderen: InschrijvingKind[]): CheckInKind[] =>
  kinderen.map((k) => ({ ...k, braaf: true, komt: k.aanwezig }));

/**
 * spec 1 §7 bodies. Snack ticket: the household's members aged 0 to 15 (spec 1 §5). Toy ticket: one
 * package per child who came and was good (Braaf; unticking it keeps that child's package back).
 */
export function ticketsFor(
  volgNummer: number,
  lid: { mvmnummer: number; naam: string; personenTot15: number },
  rows: CheckInKind[],
): SinterklaasTickets {
  const mvmNummer = `MVM${lid.mvmnummer}`;
  return {
    snoep: { volgNummer, mvmNummer, naam: lid.naam, personen: lid.personenTot15 },
    speelgoed: {
      volgNummer,
      mvmNummer,
      naam: lid.naam,
      paketten: rows.filter((r) => r.komt && r.braaf).length,
    },
  };
}
