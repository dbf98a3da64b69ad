import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Both drivers answer execute() with { rows }; the shared Db type does not say so.
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The rows of every table of the public and drizzle schemas, by `schema.table`. Counting reads every page of
 * every table, so a database whose files are truncated or damaged fails here rather than at its first use.
 */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
         where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of rowsOf<{ schema: string; name: string }>(tables)) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)}`,
    );
    counts[`${schema}.${name}`] = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return counts;
}

/** A database a start finished: migrated and with at least one user (the first start creates `admin`). */
export const isCompletedDatabase = (counts: Record<string, number>): boolean =>
  (counts['drizzle.__drizzle_migrations'] ?? 0) > 0 && (counts['public.users'] ?? 0) > 0;
