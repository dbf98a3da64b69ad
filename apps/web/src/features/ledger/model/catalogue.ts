import type { KlantGezinslid, LedgerCategorie, LedgerObject } from '@mvm/domain/ledger/schemas';
import type { Ontvanger } from './ledger-choices';

/** The categories of a catalogue, each once, in their order (spec 1 §3 Material category `order`). */
export function categoriesOf(objects: readonly LedgerObject[]): LedgerCategorie[] {
  const byId = new Map<number, LedgerCategorie>();
  for (const object of objects) byId.set(object.categorie.ID, object.categorie);
  return [...byId.values()].sort((a, b) => a.order - b.order || a.naam.localeCompare(b.naam));
}

/** The household members as recipients (spec 1 §3: ontvanger is the child's full name). */
export function ontvangersOf(leden: readonly KlantGezinslid[]): Ontvanger[] {
  return leden.map((lid) => ({
    ID: lid.ID,
    naam: `${lid.voornaam} ${lid.achternaam}`.trim(),
    geslacht: lid.geslacht,
    geboortedatum: lid.geboortedatum,
  }));
}
