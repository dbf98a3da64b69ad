import { classifySearchTerm } from '@mvm/domain';
import { inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessLog, dossiers } from '../db/schema';

/** One read as the request hook saw it; a number in the path is turned into the dossier ID when written. */
export type PendingAccess = {
  at: Date;
  userId: number;
  username: string;
  dossierId: number | null;
  dossierNumber: { by: 'mvmnummer' | 'enummer'; value: number } | null;
  dossierIds: number[] | null;
  scherm: string;
  aanroep: string;
  zoekSoort: string | null;
  aantal: number | null;
  adres: string;
};

const FLUSH_AFTER_MS = 1000;
const FLUSH_AT = 200;

/**
 * Off the request's critical path (issue 12): a read only queues its entry; the queue is written as one
 * multi-row insert a second later (or at 200 entries, or when the server closes). A crash of the process
 * loses at most that second of entries; the reads themselves never wait for the log.
 */
export class AccessLogWriter {
  private queue: PendingAccess[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  push(entry: PendingAccess): void {
    this.queue.push(entry);
    if (this.queue.length >= FLUSH_AT) {
      void this.flush();
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
      this.timer.unref();
    }
  }

  /** Writes what is queued; resolves when every entry queued before the call is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    this.writing = this.writing.then(() =>
      batch.length === 0 ? undefined : writeBatch(this.db, batch).catch(this.onError),
    );
    return this.writing;
  }
}

async function writeBatch(db: Db, batch: PendingAccess[]): Promise<void> {
  const ids = await dossierIdsByNumber(db, batch);
  await db.insert(accessLog).values(
    batch.map((e) => ({
      at: e.at,
      userId: e.userId,
      username: e.username,
      dossierId: e.dossierId ?? (e.dossierNumber ? (ids.get(numberKey(e.dossierNumber)) ?? null) : null),
      dossierIds: e.dossierIds,
      scherm: e.scherm,
      aanroep: e.aanroep,
      zoekSoort: e.zoekSoort,
      aantal: e.aantal,
      adres: e.adres,
    })),
  );
}

const numberKey = (n: { by: string; value: number }) => `${n.by}:${n.value}`;

/** One query for the whole batch: member and case numbers to dossier IDs (deleted dossiers too). */
async function dossierIdsByNumber(db: Db, batch: PendingAccess[]): Promise<Map<string, number>> {
  const wanted = (by: 'mvmnummer' | 'enummer') => [
    ...new Set(batch.flatMap((e) => (e.dossierNumber?.by === by ? [e.dossierNumber.value] : []))),
  ];
  const mvm = wanted('mvmnummer');
  const e = wanted('enummer');
  const conditions: SQL[] = [];
  if (mvm.length) conditions.push(inArray(dossiers.mvmnummer, mvm));
  if (e.length) conditions.push(inArray(dossiers.enummer, e));
  const map = new Map<string, number>();
  if (conditions.length === 0) return map;
  const rows = await db
    .select({ id: dossiers.id, mvmnummer: dossiers.mvmnummer, enummer: dossiers.enummer })
    .from(dossiers)
    .where(or(...conditions));
  for (const row of rows) {
    if (row.mvmnummer !== null) map.set(numberKey({ by: 'mvmnummer', value: row.mvmnummer }), row.id);
    if (row.enummer !== null) map.set(numberKey({ by: 'enummer', value: row.enummer }), row.id);
  }
  return map;
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * How a list searched, from its query (the search text itself is never kept): 'rijksregisternummer',
 * 'mvmnummer', 'enummer', 'naam', or null for a plain page of the table.
 */
export function searchKindOf(query: unknown): string | null {
  if (typeof query !== 'object' || query === null) return null;
  const q = query as Record<string, unknown>;
  if (nonEmpty(q.rijksregisternummer)) return 'rijksregisternummer';
  if (!nonEmpty(q.search)) return null;
  if (/^\s*e\s*\d+\s*$/i.test(q.search)) return 'enummer';
  return classifySearchTerm(q.search).kind;
}
