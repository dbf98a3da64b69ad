import {
  CATALOGUS_NAAM_NIET_INGEVULD,
  SOORT_NIET_VAN_AFDELING,
  SOORTEN_PER_AFDELING,
  type Afdeling,
  type CategorieSave,
  type Catalogus,
  type MaatSave,
  type ObjectSave,
  type ObjectSoort,
  type ObjectUpdate,
  type VolgordeSave,
} from '@mvm/domain';
import type { Actor } from '../actor';
import { audited } from '../audit/unit-of-work';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import {
  allCategories,
  allObjects,
  findCategorie,
  findObject,
  insertCategorie,
  insertMaat,
  insertObject,
  objectsOfCategorie,
  renumber,
  sizesOf,
  updateCategorie,
  updateMaat,
  updateObject,
} from './catalogue-repository';
import { toCategorie } from '../ledger/objects-repository';

// The admin catalogue (beyond the spec, issue 8). Nothing is ever deleted: a retired category, item or
// size (actief false) keeps the rows that name it and leaves the desks' pickers.

export const CATEGORIE_NIET_GEVONDEN = 'Categorie niet gevonden';
export const ITEM_NIET_GEVONDEN = 'Item niet gevonden';
export const MAAT_NIET_GEVONDEN = 'Maat niet gevonden';
export const NAAM_BESTAAT_AL = 'Deze naam bestaat hier al';
export const ONBEKEND_IN_VOLGORDE = 'De volgorde noemt iets dat niet in deze catalogus staat';

/** GET /v1/beheer/catalogus/{afdeling}. */
export async function catalogus(db: Db, afdeling: Afdeling): Promise<Catalogus> {
  const [categorieen, objects] = await Promise.all([allCategories(db, afdeling), allObjects(db, afdeling)]);
  return { categorieen: categorieen.map(toCategorie), objects };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checkSoort(afdeling: Afdeling, soort: ObjectSoort | null | undefined) {
  if (soort && !SOORTEN_PER_AFDELING[afdeling].includes(soort)) throw badRequest(SOORT_NIET_VAN_AFDELING);
}

async function categoryOfArea(db: Db, afdeling: Afdeling, id: number) {
  const found = await findCategorie(db, id);
  if (found?.afdeling !== afdeling) throw notFound(CATEGORIE_NIET_GEVONDEN);
  return found;
}

async function objectOfArea(db: Db, afdeling: Afdeling, id: number) {
  const found = await findObject(db, id);
  if (!found) throw notFound(ITEM_NIET_GEVONDEN);
  const of = await findCategorie(db, found.categorieId);
  if (of?.afdeling !== afdeling) throw notFound(ITEM_NIET_GEVONDEN);
  return found;
}

async function uniqueObjectName(db: Db, categorieId: number, naam: string, exceptId?: number) {
  const siblings = await objectsOfCategorie(db, categorieId);
  if (siblings.some((o) => o.id !== exceptId && same(o.naam, naam))) throw badRequest(NAAM_BESTAAT_AL);
}

type Write<T> = (
  tx: Db,
) => Promise<{ result: T; entityId: number; action: 'create' | 'update'; fields: string[] }>;

/** One admin change: a transaction with its audit entry, answered with the area's whole catalogue. */
async function change<T>(db: Db, actor: Actor, afdeling: Afdeling, entity: string, write: Write<T>) {
  await audited(db, actor, async (tx) => {
    const { result, entityId, action, fields } = await write(tx);
    return { result, audit: { action, entity, entityId, details: { afdeling, fields } } };
  });
  return catalogus(db, afdeling);
}

const changedFields = (values: object) => Object.keys(values);

export function createCategorie(db: Db, actor: Actor, afdeling: Afdeling, body: CategorieSave) {
  return change(db, actor, afdeling, 'catalogus_categorie', async (tx) => {
    const naam = body.naam ?? '';
    if (!naam) throw badRequest(CATALOGUS_NAAM_NIET_INGEVULD);
    const existing = await allCategories(tx, afdeling);
    if (existing.some((c) => same(c.naam, naam))) throw badRequest(NAAM_BESTAAT_AL);
    const id = await insertCategorie(tx, {
      naam,
      afdeling,
      perPersoon: body.perPersoon ?? false,
      opMaat: body.opMaat ?? false,
      printKindInfo: body.printKindInfo ?? false,
      opties: body.opties ?? [],
      volgorde: body.order ?? Math.max(0, ...existing.map((c) => c.volgorde)) + 1,
      actief: body.actief ?? true,
    });
    return { result: id, entityId: id, action: 'create', fields: changedFields(body) };
  });
}

export function changeCategorie(db: Db, actor: Actor, afdeling: Afdeling, id: number, body: CategorieSave) {
  return change(db, actor, afdeling, 'catalogus_categorie', async (tx) => {
    await categoryOfArea(tx, afdeling, id);
    if (body.naam !== undefined) {
      const existing = await allCategories(tx, afdeling);
      if (existing.some((c) => c.id !== id && same(c.naam, body.naam ?? '')))
        throw badRequest(NAAM_BESTAAT_AL);
    }
    const { order, ...rest } = body;
    await updateCategorie(tx, id, { ...rest, ...(order === undefined ? {} : { volgorde: order }) });
    return { result: id, entityId: id, action: 'update', fields: changedFields(body) };
  });
}

export function createObject(db: Db, actor: Actor, afdeling: Afdeling, body: ObjectSave) {
  return change(db, actor, afdeling, 'catalogus_object', async (tx) => {
    await categoryOfArea(tx, afdeling, body.categorieID);
    checkSoort(afdeling, body.soort);
    await uniqueObjectName(tx, body.categorieID, body.naam);
    const maten = body.maten ?? [];
    if (new Set(maten.map((m) => m.toLowerCase())).size !== maten.length) throw badRequest(NAAM_BESTAAT_AL);
    const siblings = await objectsOfCategorie(tx, body.categorieID);
    const id = await insertObject(tx, {
      naam: body.naam,
      categorieId: body.categorieID,
      prijs: body.prijs ?? 0,
      extraEscposData: body.extraEscposData ?? '',
      seperateReceipt: body.seperateReceipt ?? false,
      punctueleOrder: body.punctueleOrder ?? null,
      soort: body.soort ?? null,
      volgorde: body.order ?? Math.max(0, ...siblings.map((o) => o.volgorde)) + 1,
      actief: body.actief ?? true,
    });
    for (const [i, naam] of maten.entries()) await insertMaat(tx, { objectId: id, naam, volgorde: i + 1 });
    return { result: id, entityId: id, action: 'create', fields: changedFields(body) };
  });
}

export function changeObject(db: Db, actor: Actor, afdeling: Afdeling, id: number, body: ObjectUpdate) {
  return change(db, actor, afdeling, 'catalogus_object', async (tx) => {
    const stored = await objectOfArea(tx, afdeling, id);
    const categorieId = body.categorieID ?? stored.categorieId;
    if (body.categorieID !== undefined) await categoryOfArea(tx, afdeling, body.categorieID);
    checkSoort(afdeling, body.soort);
    if (body.naam !== undefined || body.categorieID !== undefined)
      await uniqueObjectName(tx, categorieId, body.naam ?? stored.naam, id);
    const { order, categorieID: _c, ...rest } = body;
    await updateObject(tx, id, {
      ...rest,
      categorieId,
      ...(order === undefined ? {} : { volgorde: order }),
    });
    return { result: id, entityId: id, action: 'update', fields: changedFields(body) };
  });
}

export function createMaat(db: Db, actor: Actor, afdeling: Afdeling, objectId: number, body: MaatSave) {
  return change(db, actor, afdeling, 'catalogus_maat', async (tx) => {
    await objectOfArea(tx, afdeling, objectId);
    const naam = body.naam ?? '';
    if (!naam) throw badRequest(CATALOGUS_NAAM_NIET_INGEVULD);
    const sizes = await sizesOf(tx, objectId);
    if (sizes.some((s) => same(s.naam, naam))) throw badRequest(NAAM_BESTAAT_AL);
    const id = await insertMaat(tx, {
      objectId,
      naam,
      volgorde: body.order ?? Math.max(0, ...sizes.map((s) => s.volgorde)) + 1,
      actief: body.actief ?? true,
    });
    return { result: id, entityId: id, action: 'create', fields: changedFields(body) };
  });
}

export function changeMaat(
  db: Db,
  actor: Actor,
  afdeling: Afdeling,
  objectId: number,
  maatId: number,
  body: MaatSave,
) {
  return change(db, actor, afdeling, 'catalogus_maat', async (tx) => {
    await objectOfArea(tx, afdeling, objectId);
    const sizes = await sizesOf(tx, objectId);
    if (!sizes.some((s) => s.id === maatId)) throw notFound(MAAT_NIET_GEVONDEN);
    if (body.naam !== undefined && sizes.some((s) => s.id !== maatId && same(s.naam, body.naam ?? '')))
      throw badRequest(NAAM_BESTAAT_AL);
    const { order, ...rest } = body;
    await updateMaat(tx, maatId, objectId, { ...rest, ...(order === undefined ? {} : { volgorde: order }) });
    return { result: maatId, entityId: maatId, action: 'update', fields: changedFields(body) };
  });
}

/** PUT …/volgorde: each list numbers its entries from 1; every entry must be of this area. */
export function reorder(db: Db, actor: Actor, afdeling: Afdeling, body: VolgordeSave) {
  return change(db, actor, afdeling, 'catalogus_volgorde', async (tx) => {
    const { categorieen, objects } = await catalogus(tx, afdeling);
    const known = {
      categorieen: new Set(categorieen.map((c) => c.ID)),
      objects: new Set(objects.map((o) => o.ID)),
      maten: new Set(objects.flatMap((o) => o.maten.map((m) => m.ID))),
    };
    const lists = [
      [body.categorieen, known.categorieen],
      [body.objects, known.objects],
      [body.maten, known.maten],
    ] as const;
    for (const [ids, allowed] of lists)
      if (ids?.some((i) => !allowed.has(i)) || new Set(ids).size !== (ids?.length ?? 0))
        throw badRequest(ONBEKEND_IN_VOLGORDE);
    await renumber(tx, body);
    return { result: undefined, entityId: 0, action: 'update', fields: changedFields(body) };
  });
}
