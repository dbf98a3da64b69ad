import { classifySearchTerm } from '@mvm/domain';
import type { Db } from '../db/client';
import { writeBatch, type PendingAccess } from './access-log-repository';

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
