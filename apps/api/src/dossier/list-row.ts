import { latestEnd, memberStatus } from '@mvm/domain';
import type { LedenRow } from '@mvm/domain/leden/schemas';
import { present } from '@mvm/domain/present';
import type { DossierListRow } from './list-repository';

/**
 * A member list row with the derived status and einddatum (spec 2 §4): the members list and the reception
 * show the same row, so they map it in one place.
 */
export function toLedenRow(
  { dossier: d, voornaam, achternaam, ondertekendFormulier, lidmaatschap }: DossierListRow,
  now: Date,
): LedenRow {
  const end = latestEnd(lidmaatschap);
  return {
    ID: d.id,
    // The member list holds only dossiers with a member number.
    mvmnummer: present(d.mvmnummer, `the mvmnummer of dossier ${d.id}`),
    voornaam,
    achternaam,
    CreatedAt: d.createdAt.toISOString(),
    UpdatedAt: d.updatedAt.toISOString(),
    status: memberStatus({ ondertekendFormulier, lidmaatschap }, now),
    einddatum: end ? end.toISOString() : null,
    controle: d.controle,
    redenControle: d.redenControle,
    dag: d.dag,
    nietBetalen: d.nietBetalen,
    voorrang: d.voorrang,
  };
}
