import { ageInYears } from '@mvm/domain';
import type { LedgerObject } from '@mvm/domain/ledger/schemas';
import type { LedgerRow } from './ledger-row';
import type { Ontvanger } from './ledger-choices';

export type PrintKlant = { mvmNummer: string; voornaam: string; naam: string };

export type PrintItem = {
  object: string;
  opmerking: string;
  maat: string;
  ontvanger: { naam: string; geslacht: string; leeftijd: number | null } | null;
  prijs: number;
  /** Beyond spec 1 §7 (the agent takes it, default 1): a row of 2 prints '2 x' and twice the price. */
  aantal: number;
  extraEscposData: string;
  seperateReceipt: boolean;
};

/** spec 1 §7 material print body: klant{mvmNummer, voornaam, naam} and items[...]. */
export type MaterialPrintBody = { klant: PrintKlant; items: PrintItem[] };

/** spec 1 §5: printing with no row ticked is refused. */
export const NIETS_OM_TE_PRINTEN = 'Niets om te printen';

/**
 * The ticked rows as the material printer takes them. The child's gender and age go along only when
 * the item's category asks for it (spec 1 §3 printOpties.printKindInfo); the name always, when known.
 */
export function materialPrintBody(
  klant: PrintKlant,
  rows: readonly LedgerRow[],
  objects: readonly LedgerObject[],
  ontvangers: readonly Ontvanger[],
  now: Date,
): MaterialPrintBody {
  const items = rows.flatMap((row): PrintItem[] => {
    const object = objects.find((o) => o.ID === row.objectID);
    if (!object) return [];
    const kind = ontvangers.find((o) => o.ID === row.gezinsLid);
    const naam = kind?.naam ?? row.ontvanger;
    const kindInfo = object.categorie.printOpties.printKindInfo;
    return [
      {
        object: object.naam,
        opmerking: row.opmerking,
        maat: object.maten.find((m) => m.ID === row.maatID)?.naam ?? '',
        ontvanger: naam
          ? {
              naam,
              // The print agent's body takes text here ('' = not printed), and null for an unknown age.
              geslacht: kindInfo ? (kind?.geslacht ?? '') : '',
              leeftijd: kindInfo ? ageInYears(kind?.geboortedatum, now) : null,
            }
          : null,
        prijs: object.prijs,
        aantal: row.aantal ?? 1, // printing validates (amount at least 1) and saves first
        extraEscposData: object.extraEscposData,
        seperateReceipt: object.seperateReceipt,
      },
    ];
  });
  return { klant, items };
}
