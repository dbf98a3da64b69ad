import { toIsoDate } from '@mvm/domain';
import { validateMarkt } from '@mvm/domain/markten/rules';
import {
  parseMarktOrder,
  unknownMarktOrderMessage,
  type Markt,
  type MarktSave,
} from '@mvm/domain/markten/schemas';
import type { Actor } from '../actor';
import { audited } from '../audit/unit-of-work';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { present } from '@mvm/domain/present';
import {
  currentMarkten,
  deleteMarkt,
  findMarkt,
  insertMarkt,
  pageMarkten,
  toMarkt,
  updateMarkt,
} from './markt-repository';

export const MARKT_NIET_GEVONDEN = 'Markt niet gevonden';

export async function listMarkten(
  db: Db,
  query: { page: number; page_size: number; order?: string | undefined; search?: string | undefined },
) {
  const order = parseMarktOrder(query.order);
  if (!order) throw badRequest(unknownMarktOrderMessage(query.order ?? ''));
  return pageMarkten(db, {
    page: query.page,
    pageSize: query.page_size,
    order,
    search: query.search?.trim() ?? '',
  });
}

export async function getMarkt(db: Db, id: number): Promise<Markt> {
  const row = await findMarkt(db, id);
  if (!row) throw notFound(MARKT_NIET_GEVONDEN);
  return toMarkt(row);
}

/** spec 2 §5: every failed rule at once, joined for the alert, and per field for the form. */
function checkedValues(body: MarktSave) {
  const errors = validateMarkt(body);
  const messages = Object.values(errors);
  if (messages.length) throw badRequest(messages.join('\n'), errors);
  const { ID: _id, CreatedAt: _c, UpdatedAt: _u, ...values } = body;
  return {
    ...values,
    startDatum: present(body.startDatum, 'a validated start date'),
    eindDatum: present(body.eindDatum, 'a validated end date'),
  };
}

/** POST /v1/markt/ (id null) or PUT /v1/markt/{id}. */
export async function saveMarkt(db: Db, actor: Actor, id: number | null, body: MarktSave): Promise<Markt> {
  const values = checkedValues(body);
  const now = new Date();
  const row = await audited(db, actor, async (tx) => {
    const saved = id === null ? await insertMarkt(tx, values, now) : await updateMarkt(tx, id, values, now);
    if (!saved) throw notFound(MARKT_NIET_GEVONDEN);
    return {
      result: saved,
      audit: {
        action: id === null ? ('create' as const) : ('update' as const),
        entity: 'markt',
        entityId: saved.id,
        details: { naam: saved.naam },
      },
    };
  });
  return toMarkt(row);
}

export async function removeMarkt(db: Db, actor: Actor, id: number): Promise<void> {
  await audited(db, actor, async (tx) => {
    if (!(await deleteMarkt(tx, id))) throw notFound(MARKT_NIET_GEVONDEN);
    return { result: undefined, audit: { action: 'delete', entity: 'markt', entityId: id } };
  });
}

/** spec 2 §7 current markets: those running today (Brussels day). */
export async function listCurrentMarkten(db: Db, now = new Date()): Promise<Markt[]> {
  return (await currentMarkten(db, toIsoDate(now))).map(toMarkt);
}
