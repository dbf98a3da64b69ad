import { latestEnd, memberStatus, parseMemberOrder, unknownOrderMessage } from '@mvm/domain';
import type { LedenRow, PunctueleRow } from '@mvm/domain/leden/schemas';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { listDossiers, type ListOptions } from './list-repository';

type Query = { page: number; page_size: number; search?: string; rijksregisternummer?: string };

/** GET /v1/leden/ and /v1/lid/search: rows with the derived status and einddatum (spec 2 §4). */
export async function listLeden(
  db: Db,
  query: Query & { order?: string },
  now: Date,
): Promise<{ rows: LedenRow[]; total: number }> {
  const order = parseMemberOrder(query.order);
  if (!order)
    throw badRequest(unknownOrderMessage(query.order ?? ''), {
      order: unknownOrderMessage(query.order ?? ''),
    });
  const options: ListOptions = {
    area: 'leden',
    page: query.page,
    pageSize: query.page_size,
    order,
    search: query.search,
    rijksregisternummer: query.rijksregisternummer,
  };
  const { rows, total } = await listDossiers(db, options);
  return {
    total,
    rows: rows.map(({ dossier: d, voornaam, achternaam, ondertekendFormulier, lidmaatschap }) => {
      const end = latestEnd(lidmaatschap);
      return {
        ID: d.id,
        mvmnummer: d.mvmnummer!,
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
    }),
  };
}

/** GET /v1/punctuelehulp/: one-off cases, newest first. */
export async function listPunctueel(db: Db, query: Query): Promise<{ rows: PunctueleRow[]; total: number }> {
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
      enummer: d.enummer!,
      mvmnummer: d.mvmnummer,
      voornaam,
      achternaam,
      CreatedAt: d.createdAt.toISOString(),
      geboorteland,
    })),
  };
}
