import { eq, getTableColumns, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

type Rows = Record<string, unknown>[];

/** Every table of the schema that holds rows of one dossier: `dossiers` itself and each table with a dossier_id. */
export function dossierTables(): { name: string; table: PgTable; where: (id: number) => SQL }[] {
  const tables: { name: string; table: PgTable; where: (id: number) => SQL }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const { name, columns } = getTableConfig(value);
    if (value === schema.dossiers) {
      tables.push({ name, table: value, where: (id) => eq(schema.dossiers.id, id) });
      continue;
    }
    if (value === schema.accessLog) {
      // A read of the dossier, or a search or list that showed it.
      tables.push({
        name,
        table: value,
        where: (id) =>
          or(
            eq(schema.accessLog.dossierId, id),
            sql`${schema.accessLog.dossierIds} @> array[${id}]::integer[]`,
          ) ?? sql`false`,
      });
      continue;
    }
    const column = columns.find((c) => c.name === 'dossier_id');
    if (column) tables.push({ name, table: value, where: (id) => eq(column, id) });
  }
  // The audit log names the dossier as its entity, or (members, received rows) in its details.
  tables.push({
    name: 'audit_log',
    table: schema.auditLog,
    where: (id) =>
      or(
        sql`${schema.auditLog.entity} = 'dossier' and ${schema.auditLog.entityId} = ${String(id)}`,
        sql`${schema.auditLog.details}->>'dossier' = ${String(id)}`,
      ) ?? sql`false`,
  });
  return tables;
}

/**
 * Issue 12, the right of access: every row of every table about one family, each with every column
 * (by its column name), table by table.
 */
export async function exportTables(db: Db, dossierId: number): Promise<Record<string, Rows>> {
  const out: Record<string, Rows> = {};
  for (const { name, table, where } of dossierTables()) {
    const rows = await db.select().from(table).where(where(dossierId));
    const columns = Object.entries(getTableColumns(table));
    out[name] = rows.map((row: Record<string, unknown>) =>
      Object.fromEntries(columns.map(([property, column]) => [column.name, row[property] ?? null])),
    );
  }
  return out;
}

/** The dossier row of an export, whatever its state (erased and deleted ones too). */
export async function dossierRow(db: Db, id: number) {
  const [row] = await db.select().from(schema.dossiers).where(eq(schema.dossiers.id, id));
  return row;
}
