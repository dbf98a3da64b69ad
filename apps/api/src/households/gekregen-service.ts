import {
  AREA_PACKAGE,
  GEEN_MELKPOEDER,
  alreadyHadMessage,
  lastIsoWeeks,
  packagePeriodOf,
  periodKey,
  periodRange,
  serveToday,
  startOfDayBrussels,
  endOfDayBrussels,
  validateLedgerRow,
  type Afdeling,
  type LedgerQuery,
  type LedgerRow,
  type LedgerRowSave,
  type ObjectSoort,
  type ServeToday,
  type VoedingVariant,
} from '@mvm/domain';
import type { VoedingWeek } from '@mvm/domain/leden/schemas';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { objectForRow, objectOfSoort, type ObjectForRow } from './catalogue-repository';
import { findDossier, type DossierKey, type DossierRecord } from './dossier-repository';
import { notFoundFor, requireDossier, writeDossier } from './dossier-transaction';
import {
  datesOfArea,
  deleteGekregenRow,
  findGekregenRow,
  getGekregen,
  hasPackageIn,
  insertGekregen,
  lastOfSoort,
  lastPackage,
  pageGekregen,
  updateGekregen,
  type GekregenFilters,
  type GekregenScope,
  type GekregenValues,
} from './gekregen-repository';
import { rulesFailed } from './save-errors';
import { present } from '@mvm/domain/present';

// The ledger of every desk (issue 8): one service for the received rows of material, food, soap house and
// one-off help, parameterised by the area that records them (`afdeling`, stored with the row).

const NIET_GEVONDEN = 'Gekregen rij niet gevonden';
export const ITEM_NIET_VAN_AFDELING = 'Dit item hoort niet bij deze afdeling';
export const ITEM_NIET_VAN_CATEGORIE = 'Dit item hoort niet bij deze categorie';
export const ITEM_NIET_MEER_GEGEVEN = 'Dit item wordt niet meer gegeven';
export const MAAT_NIET_MEER_GEGEVEN = 'Deze maat wordt niet meer gegeven';
export const MAAT_NIET_VAN_ITEM = 'Deze maat hoort niet bij dit item';
export const GEZINSLID_NIET_VAN_GEZIN = 'Dit gezinslid hoort niet bij dit gezin';
export const geenItemVanSoort = (naam: string) => `Er is geen actief item '${naam}' in de catalogus`;

/** A received row to save: the dossier, the area recording it, the row (null = new) and its fields. */
export type GekregenInput = {
  key: DossierKey;
  afdeling: Afdeling;
  rowId: number | null;
  row: LedgerRowSave;
  /** The material path's category: the item must be one of it. */
  categorieId?: number | undefined;
};

/** The ledgers' list query as the repository filters it. */
export function filtersOf(query: Partial<LedgerQuery>): GekregenFilters {
  return {
    categorieId: query.categorie,
    objectId: query.object,
    maatId: query.maat,
    gezinslidId: query.gezinsLid,
    ontvanger: query.ontvanger,
    dag: query.datum
      ? { start: startOfDayBrussels(query.datum), end: endOfDayBrussels(query.datum) }
      : undefined,
  };
}

/** spec 2 §2 Hulp tab and every ledger's list: the dossier's rows (of one area, or all), newest first. */
export async function listGekregen(
  db: Db,
  key: DossierKey,
  page: number,
  pageSize: number,
  afdeling?: Afdeling,
  filters: GekregenFilters = {},
) {
  // The dossier row alone: its household and members are not needed to list its rows.
  const dossier = await findDossier(db, key);
  if (!dossier) throw notFoundFor(key);
  return pageGekregen(db, { dossierId: dossier.id, afdeling, ...filters }, page, pageSize);
}

/** spec 2 §2 'Voeding' chart: the dossier's voeding rows per ISO week (Brussels), 52 weeks. */
export async function voedingSummary(db: Db, key: DossierKey, now = new Date()): Promise<VoedingWeek[]> {
  const { dossier } = await requireDossier(db, key);
  const weeks = lastIsoWeeks(now);
  const dates = await datesOfArea(
    db,
    dossier.id,
    'voeding',
    present(weeks[0], 'the first of 52 weeks').start,
  );
  return weeks.map((w) => ({
    week: w.week,
    weekStart: w.weekStart,
    aantal: dates.filter((d) => d >= w.start && d <= w.end).length,
  }));
}

/** "May we serve today?" for a desk with a package (food: week, soap house: month). */
export async function serveTodayFor(
  db: Db,
  record: DossierRecord,
  afdeling: 'voeding' | 'zeephuisje',
  now: Date,
): Promise<ServeToday> {
  const last = await lastPackage(db, record.dossier.id, afdeling, packagesUntil(afdeling, now));
  return serveTodayFromLast(record, afdeling, last, now);
}

/** The same answer from the latest package dated up to `packagesUntil`, read by the caller (null: none). */
export function serveTodayFromLast(
  record: DossierRecord,
  afdeling: 'voeding' | 'zeephuisje',
  last: Date | null,
  now: Date,
): ServeToday {
  const { period } = present(AREA_PACKAGE[afdeling], `the package of ${afdeling}`);
  return serveToday({
    period,
    now,
    dag: record.dossier.dag,
    ondertekendFormulier: record.gezin.ondertekendFormulier,
    lidmaatschap: record.lidmaatschap,
    packages: last ? [last] : [],
  });
}

/** A household as "may we serve today?" needs it (a reception list row has these at hand). */
export type ServeTodayHousehold = {
  dossierId: number;
  dag: DossierRecord['dossier']['dag'];
  ondertekendFormulier: boolean;
  lidmaatschap: readonly { start: Date; eind: Date; vroegtijdigBeindigd: boolean }[];
};

/** The packages "may we serve today?" looks at: those dated up to the end of the current week or month. */
export function packagesUntil(afdeling: 'voeding' | 'zeephuisje', now: Date): Date {
  const { period } = present(AREA_PACKAGE[afdeling], `the package of ${afdeling}`);
  return periodRange(period, now).end;
}

/**
 * "May we serve today?" for many households at once (the reception's list, issue 9), from each one's latest
 * package dated up to `packagesUntil` (the caller reads them with its own statement: issue 7, one round trip
 * for all of a list's facts), with the same domain function as the desks. Keyed by dossier id.
 */
export function serveTodayForMany(
  households: readonly ServeTodayHousehold[],
  afdeling: 'voeding' | 'zeephuisje',
  lastPackages: ReadonlyMap<number, Date>,
  now: Date,
): Map<number, ServeToday> {
  const { period } = present(AREA_PACKAGE[afdeling], `the package of ${afdeling}`);
  return new Map(
    households.map((h) => {
      const date = lastPackages.get(h.dossierId);
      return [
        h.dossierId,
        serveToday({
          period,
          now,
          dag: h.dag,
          ondertekendFormulier: h.ondertekendFormulier,
          lidmaatschap: h.lidmaatschap,
          packages: date ? [date] : [],
        }),
      ];
    }),
  );
}

const offeredBy = (afdeling: Afdeling, item: ObjectForRow) =>
  afdeling === 'punctueel'
    ? item.object.punctueleOrder !== null || item.categorie.afdeling === 'punctueel'
    : item.categorie.afdeling === afdeling;

/**
 * The rules of a received row (spec 1 §5, spec 2 §5 in the area's words) plus: the item is of this desk
 * (and of the path's category), the size belongs to the item, the member to this household; a retired item
 * or size is refused for a new choice but kept on a row that already had it; and a package (a weekly
 * Voeding, a monthly Pakket) is refused when its week or month already has one. The dossier row is locked
 * (writeDossier), so two desks checking the same household take turns; the unique index on `periode`
 * backs the check up.
 */
async function rowValues(
  db: Db,
  record: DossierRecord,
  input: GekregenInput,
  now: Date,
): Promise<GekregenValues> {
  const { afdeling, row: body, rowId } = input;
  const scope: GekregenScope = { dossierId: record.dossier.id, afdeling };
  const stored = rowId === null ? undefined : await findGekregenRow(db, rowId, scope);
  if (rowId !== null && !stored) throw notFound(NIET_GEVONDEN);
  const found = body.objectID ? await objectForRow(db, body.objectID) : undefined;
  if (found && !offeredBy(afdeling, found)) throw badRequest(ITEM_NIET_VAN_AFDELING);
  if (found && input.categorieId !== undefined && found.categorie.id !== input.categorieId)
    throw badRequest(ITEM_NIET_VAN_CATEGORIE);
  const row = { ...body, aantal: body.aantal ?? 1 };
  const rule = found && {
    perPersoon: found.categorie.perPersoon,
    opMaat: found.categorie.opMaat,
    heeftMaten: found.maten.some((m) => m.actief),
  };
  const messages = validateLedgerRow(afdeling, row, rule ?? null);
  if (messages.length) throw rulesFailed(messages);
  // validateLedgerRow refuses a row without a known item or without a date, so both are set here.
  const item = present(found, 'the item of a validated row');
  const datum = present(body.datum, 'the date of a validated row');
  const keptItem = stored !== undefined && stored.objectId === item.object.id;
  if (!keptItem && !(item.object.actief && item.categorie.actief)) throw badRequest(ITEM_NIET_MEER_GEGEVEN);
  const size = body.maatID ? item.maten.find((m) => m.id === body.maatID) : undefined;
  if (body.maatID && !size) throw badRequest(MAAT_NIET_VAN_ITEM);
  if (size && !size.actief && !(keptItem && stored.maatId === size.id))
    throw badRequest(MAAT_NIET_MEER_GEGEVEN);
  const lid = body.gezinsLid ? record.leden.find((l) => l.id === body.gezinsLid) : undefined;
  if (body.gezinsLid && !lid) throw badRequest(GEZINSLID_NIET_VAN_GEZIN);
  const period = packagePeriodOf(afdeling, item.object.soort);
  const periode = period ? periodKey(period, datum) : null;
  if (period && periode && (await hasPackageIn(db, record.dossier.id, afdeling, periode, rowId)))
    throw badRequest(alreadyHadMessage(period));
  return {
    objectId: item.object.id,
    maatId: body.maatID ?? null,
    gezinslidId: lid?.id ?? null,
    ontvanger: body.ontvanger || (lid ? `${lid.voornaam} ${lid.achternaam}`.trim() : ''),
    datum,
    aantal: row.aantal,
    opmerking: body.opmerking,
    periode,
    updatedAt: now,
  };
}

type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

/** The database refused a second package in one period (the unique index on gekregen.periode). */
export function isPeriodClash(error: unknown): boolean {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++)
    if (e.code === '23505' && (e.constraint ?? e.constraint_name) === 'gekregen_dossier_periode_uq')
      return true;
  return false;
}

/** Runs a write; the unique index's refusal becomes the rule's Dutch 400 (a clash the lock did not see). */
async function periodGuarded<T>(afdeling: Afdeling, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPeriodClash(error))
      throw badRequest(alreadyHadMessage(afdeling === 'zeephuisje' ? 'maand' : 'week'));
    throw error;
  }
}

/** Adds (rowId null) or changes a received row of one area, e.g. one-off goods with afdeling 'punctueel'. */
export async function saveGekregen(db: Db, actor: Actor, input: GekregenInput): Promise<LedgerRow> {
  const { key, afdeling, rowId } = input;
  const now = new Date();
  const id = await periodGuarded(afdeling, () =>
    writeDossier(db, actor, key, async (tx, record) => {
      const values = await rowValues(tx, record, input, now);
      const scope = { dossierId: record.dossier.id, afdeling };
      if (rowId === null) {
        const created = await insertGekregen(tx, scope, values, now);
        return {
          result: created,
          audit: { action: 'create', entity: 'gekregen', entityId: created, details: { afdeling } },
        };
      }
      const updated = await updateGekregen(tx, rowId, scope, values);
      if (updated === undefined) throw notFound(NIET_GEVONDEN);
      const fields = Object.keys(values).filter((k) => k !== 'updatedAt');
      return {
        result: updated,
        audit: { action: 'update', entity: 'gekregen', entityId: rowId, details: { afdeling, fields } },
      };
    }),
  );
  return getGekregen(db, id);
}

export async function deleteGekregen(
  db: Db,
  actor: Actor,
  key: DossierKey,
  rowId: number,
  afdeling: Afdeling,
  categorieId?: number,
): Promise<void> {
  await writeDossier(db, actor, key, async (tx, { dossier }) => {
    const scope = { dossierId: dossier.id, afdeling };
    const stored = await findGekregenRow(tx, rowId, scope);
    if (!stored || (categorieId !== undefined && stored.categorieId !== categorieId))
      throw notFound(NIET_GEVONDEN);
    if (!(await deleteGekregenRow(tx, rowId, scope))) throw notFound(NIET_GEVONDEN);
    return {
      result: undefined,
      audit: { action: 'delete', entity: 'gekregen', entityId: rowId, details: { afdeling } },
    };
  });
}

type QuickRow = Omit<LedgerRowSave, 'ID' | 'object' | 'maat' | 'afdeling' | 'print'>;

/**
 * A quick action ('Voeding Vandaag', 'Pakket Vandaag'): "may we serve today?" first, then every row of
 * the action through the row rules, in one unit of work: all rows or none, and a double click records
 * one package (the second waits for the household's row lock, then finds the first).
 */
async function quickAction(
  db: Db,
  actor: Actor,
  key: DossierKey,
  afdeling: 'voeding' | 'zeephuisje',
  action: string,
  build: (tx: Db, record: DossierRecord, now: Date) => Promise<QuickRow[]>,
): Promise<LedgerRow[]> {
  const now = new Date();
  const ids = await periodGuarded(afdeling, () =>
    writeDossier(db, actor, key, async (tx, record) => {
      const vandaag = await serveTodayFor(tx, record, afdeling, now);
      if (!vandaag.magVandaag) throw badRequest(present(vandaag.reden, 'the reason of a refusal'));
      const rows = await build(tx, record, now);
      const created: number[] = [];
      for (const row of rows) {
        const values = await rowValues(tx, record, { key, afdeling, rowId: null, row }, now);
        created.push(await insertGekregen(tx, { dossierId: record.dossier.id, afdeling }, values, now));
      }
      return {
        result: created,
        audit: {
          action: 'create',
          entity: 'gekregen',
          entityId: present(created[0], 'the first row of a quick action'),
          details: { afdeling, snelActie: action, rijen: created },
        },
      };
    }),
  );
  return Promise.all(ids.map((id) => getGekregen(db, id)));
}

const quickRow = (objectID: number, datum: Date, extra: Partial<QuickRow> = {}): QuickRow => ({
  objectID,
  datum,
  aantal: 1,
  maatID: null,
  gezinsLid: null,
  ontvanger: '',
  opmerking: '',
  ...extra,
});

async function requireSoort(db: Db, afdeling: Afdeling, soort: ObjectSoort, naam: string) {
  const item = await objectOfSoort(db, afdeling, soort);
  if (!item) throw badRequest(geenItemVanSoort(naam));
  return item;
}

const VARIANT_ITEM: Partial<Record<VoedingVariant, { soort: ObjectSoort; naam: string }>> = {
  verjaardag: { soort: 'verjaardag', naam: 'Verjaardag' },
  vuilzakken: { soort: 'vuilzakken', naam: 'Vuilzakken' },
};

/**
 * spec 1 §4 'Voeding Vandaag': a Voeding row dated now, plus the variant's row: the birthday item, the bin
 * bags, or the same milk powder as last time (its item, size and amount; spec 1 §5: refused when none was
 * ever given).
 */
export function voedingVandaag(db: Db, actor: Actor, key: DossierKey, variant: VoedingVariant) {
  return quickAction(db, actor, key, 'voeding', `voeding-vandaag:${variant}`, async (tx, record, now) => {
    const voeding = await requireSoort(tx, 'voeding', 'voeding', 'Voeding');
    const rows = [quickRow(voeding.object.id, now)];
    const extra = VARIANT_ITEM[variant];
    if (extra)
      rows.push(quickRow((await requireSoort(tx, 'voeding', extra.soort, extra.naam)).object.id, now));
    if (variant === 'melkpoeder') {
      const last = await lastOfSoort(tx, record.dossier.id, 'voeding', 'melkpoeder');
      if (!last) throw badRequest(GEEN_MELKPOEDER);
      rows.push(
        quickRow(last.objectID, now, { maatID: last.maatID, aantal: last.aantal, gezinsLid: last.gezinsLid }),
      );
    }
    return rows;
  });
}

/** spec 2 §4 'Pakket Vandaag': a row (1, the Pakket item, its first size, now). */
export function pakketVandaag(db: Db, actor: Actor, key: DossierKey) {
  return quickAction(db, actor, key, 'zeephuisje', 'pakket-vandaag', async (tx, _record, now) => {
    const pakket = await requireSoort(tx, 'zeephuisje', 'pakket', 'Pakket');
    const first = pakket.maten.find((m) => m.actief);
    return [quickRow(pakket.object.id, now, { maatID: first?.id ?? null })];
  });
}
