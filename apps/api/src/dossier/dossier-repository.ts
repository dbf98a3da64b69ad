import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL, type Table } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gezin, gezinslid, lidmaatschap } from '../db/schema';
import { present } from '@mvm/domain/present';

export type DossierRow = typeof dossiers.$inferSelect;
export type GezinRow = typeof gezin.$inferSelect;
export type GezinslidRow = typeof gezinslid.$inferSelect;
export type LidmaatschapDbRow = typeof lidmaatschap.$inferSelect;
export type DossierRecord = {
  dossier: DossierRow;
  gezin: GezinRow;
  /** Head first, then in the order they were added. */
  leden: GezinslidRow[];
  /** Newest first. */
  lidmaatschap: LidmaatschapDbRow[];
};

/** How a path names a dossier: its member number (/v1/lid) or its case number (/v1/punctuelehulp). */
export type DossierKey = { mvmnummer: number } | { enummer: number } | { id: number };

const keyKind = (key: DossierKey) => ('mvmnummer' in key ? 'mvmnummer' : 'enummer' in key ? 'enummer' : 'id');

const keyValue = (key: DossierKey) =>
  'mvmnummer' in key ? key.mvmnummer : 'enummer' in key ? key.enummer : key.id;

const keyColumns = { mvmnummer: dossiers.mvmnummer, enummer: dossiers.enummer, id: dossiers.id };

const keyCondition = (key: DossierKey): SQL => eq(keyColumns[keyKind(key)], keyValue(key));

/** A dossier that is not deleted; `lock` takes a row lock for the rest of the transaction. */
export async function findDossier(db: Db, key: DossierKey, lock = false): Promise<DossierRow | undefined> {
  const query = db
    .select()
    .from(dossiers)
    .where(and(keyCondition(key), isNull(dossiers.verwijderdOp)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * One statement after the other: this runs inside the unit of work's transaction, whose single connection
 * takes one statement at a time (overlapping queries on one pg client are deprecated and refused by pg 9).
 */
export async function loadRecord(db: Db, dossier: DossierRow): Promise<DossierRecord> {
  const gezinRows = await db.select().from(gezin).where(eq(gezin.dossierId, dossier.id));
  const leden = await db
    .select()
    .from(gezinslid)
    .where(eq(gezinslid.dossierId, dossier.id))
    .orderBy(desc(gezinslid.gezinsHoofd), asc(gezinslid.id));
  const memberships = await db
    .select()
    .from(lidmaatschap)
    .where(eq(lidmaatschap.dossierId, dossier.id))
    .orderBy(desc(lidmaatschap.start), desc(lidmaatschap.id));
  return {
    dossier,
    gezin: present(gezinRows[0], `the gezin row of dossier ${dossier.id}`),
    leden,
    lidmaatschap: memberships,
  };
}

/**
 * A row of `table` as `to_json` wrote it (column names) back to the row drizzle would have read: each
 * column's own driver mapping (timestamps to Date, numeric to number, ...).
 */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[property] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

// A json column the query built itself: node-postgres parses it, a driver that hands back text gets it parsed.
const parsed = <V>(value: V | string): V => (typeof value === 'string' ? (JSON.parse(value) as V) : value);
type JsonRow = Record<string, unknown>;

/**
 * The read of loadDossier for one kind of key, as a named statement with the key as its parameter: PostgreSQL
 * plans it once per connection (planning its subselects cost 0.8 ms of the server's CPU per read, three times
 * the execution) and drizzle builds its SQL once per database (docs/decisions.md, "Prepared statements").
 */
function prepareDossierRead(db: Db, kind: ReturnType<typeof keyKind>) {
  const column = keyColumns[kind];
  return db
    .select({
      dossier: dossiers,
      gezin: sql<
        JsonRow | string | null
      >`(select to_json(g) from ${gezin} g where g.dossier_id = "dossiers"."id")`,
      leden: sql<
        JsonRow[] | string
      >`(select coalesce(json_agg(l order by l.gezins_hoofd desc, l.id), '[]'::json)
        from ${gezinslid} l where l.dossier_id = "dossiers"."id")`,
      memberships: sql<
        JsonRow[] | string
      >`(select coalesce(json_agg(m order by m.start desc, m.id desc), '[]'::json)
        from ${lidmaatschap} m where m.dossier_id = "dossiers"."id")`,
    })
    .from(dossiers)
    .where(and(eq(column, sql.placeholder('key')), isNull(dossiers.verwijderdOp)))
    .limit(1)
    .prepare(`dossier_by_${kind}`);
}

type DossierReads = Record<ReturnType<typeof keyKind>, ReturnType<typeof prepareDossierRead>>;
const preparedReads = new WeakMap<Db, DossierReads>();

function dossierReads(db: Db): DossierReads {
  let reads = preparedReads.get(db);
  if (!reads) {
    reads = {
      mvmnummer: prepareDossierRead(db, 'mvmnummer'),
      enummer: prepareDossierRead(db, 'enummer'),
      id: prepareDossierRead(db, 'id'),
    };
    preparedReads.set(db, reads);
  }
  return reads;
}

/**
 * A dossier with its household, members and memberships (the subselects name "dossiers"."id" in full: drizzle
 * writes a bare "id" in a one-table select, which the subselect would read as its own). A read is one query (issue 7: the round trips,
 * not the queries, were the cost): the three child tables come along as json subselects. A locked load
 * (writes) keeps the plain queries, so the row lock stays on the dossier row alone.
 */
export async function loadDossier(db: Db, key: DossierKey, lock = false): Promise<DossierRecord | undefined> {
  if (lock) {
    const dossier = await findDossier(db, key, lock);
    return dossier ? loadRecord(db, dossier) : undefined;
  }
  const [row] = await dossierReads(db)[keyKind(key)].execute({ key: keyValue(key) });
  if (!row) return undefined;
  const gezinJson = row.gezin === null ? null : parsed<JsonRow>(row.gezin);
  if (!gezinJson) return loadRecord(db, row.dossier); // cannot happen (every dossier has its gezin)
  return {
    dossier: row.dossier,
    gezin: fromJson(gezin, gezinJson),
    leden: parsed<JsonRow[]>(row.leden).map((l) => fromJson(gezinslid, l)),
    lidmaatschap: parsed<JsonRow[]>(row.memberships).map((m) => fromJson(lidmaatschap, m)),
  };
}
