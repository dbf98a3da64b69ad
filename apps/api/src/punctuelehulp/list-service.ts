import type { PunctueleRow } from '@mvm/domain/leden/schemas';
import type { Db } from '../db/client';
import { listDossiers, type ListQuery } from '../dossier/list-repository';
import { present } from '@mvm/domain/present';

/** GET /v1/punctuelehulp/: one-off cases, newest first. */
export async function listPunctueel(
  db: Db,
  query: ListQuery,
): Promise<{ rows: PunctueleRow[]; total: number }> {
  const { rows, total } = await listDossiers(db, {
    area: 'punctueel',
    page: query.page,
    pageSize: query.page_size,
    order: { field: 'CreatedAt', direction: 'desc' },
    search: query.search,
    rijksregisternummer: query.rijksregisternummer,
  });
  return {
    total,
    rows: rows.map(({ dossier: d, voornaam, achternaam, geboorteland }) => ({
      ID: d.id,
      // The one-off help list holds only dossiers with an E-number.
      enummer: present(d.enummer, `the enummer of dossier ${d.id}`),
      mvmnummer: d.mvmnummer,
      voornaam,
      achternaam,
      CreatedAt: d.createdAt.toISOString(),
      geboorteland,
    })),
  };
}
