import { parseMemberOrder, unknownOrderMessage } from '@mvm/domain';
import type { LedenRow } from '@mvm/domain/leden/schemas';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import { listDossiers, type ListOptions, type ListQuery } from '../dossier/list-repository';
import { toLedenRow } from '../dossier/list-row';

/** GET /v1/leden/ and /v1/lid/search: rows with the derived status and einddatum (spec 2 §4). */
export async function listLeden(
  db: Db,
  query: ListQuery & { order?: string },
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
  return { total, rows: rows.map((row) => toLedenRow(row, now)) };
}
