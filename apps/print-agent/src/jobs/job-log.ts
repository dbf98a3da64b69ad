import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PrintJobEntry } from '@mvm/domain/printing/printer-status';

/** How many entries the log keeps (the file is compacted to this many at start). */
export const JOB_LOG_MAX = 500;

export type NewJob = {
  balie: string;
  endpoint: string;
  mvmNummer: string | null;
  status: 'ok' | 'error';
  melding: string;
  herdrukVan?: string | null;
  /** The ticket's bytes: kept for a failed ticket, so it can be printed again. */
  bytes: Uint8Array;
};

const isEntry = (value: unknown): value is PrintJobEntry =>
  typeof value === 'object' && value !== null && 'id' in value && 'status' in value;

/**
 * "Printing you can trust": every ticket the agent was asked for, with its outcome (time, desk, endpoint,
 * member number), as JSON lines under DATA_DIR/print-jobs, so it survives a restart. A failed ticket's
 * bytes are kept beside it until it is printed again; the member's name is not in the log.
 */
export class JobLog {
  private entries: PrintJobEntry[] = [];
  private readonly file: string;

  private constructor(
    private readonly dir: string,
    private readonly now: () => Date,
  ) {
    this.file = path.join(dir, 'jobs.jsonl');
  }

  static async open(dir: string, now: () => Date = () => new Date()): Promise<JobLog> {
    const log = new JobLog(dir, now);
    await mkdir(dir, { recursive: true });
    const text = await readFile(log.file, 'utf8').catch(() => '');
    const entries: PrintJobEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const parsed: unknown = JSON.parse(line);
        if (isEntry(parsed)) entries.push(parsed);
      } catch {
        // A line cut by a crash: skip it.
      }
    }
    // Later lines update earlier ones (a reprinted ticket is no longer reprintable).
    const byId = new Map(entries.map((e) => [e.id, e]));
    log.entries = [...byId.values()].slice(-JOB_LOG_MAX);
    await log.compact();
    return log;
  }

  list(): PrintJobEntry[] {
    return [...this.entries].reverse();
  }

  get(id: string): PrintJobEntry | undefined {
    return this.entries.find((e) => e.id === id);
  }

  async add(job: NewJob): Promise<PrintJobEntry> {
    const entry: PrintJobEntry = {
      id: randomUUID(),
      tijd: this.now().toISOString(),
      balie: job.balie,
      endpoint: job.endpoint,
      mvmNummer: job.mvmNummer,
      status: job.status,
      melding: job.melding,
      herdrukVan: job.herdrukVan ?? null,
      herdrukbaar: job.status === 'error',
    };
    if (entry.herdrukbaar) await writeFile(this.bytesFile(entry.id), job.bytes);
    this.entries.push(entry);
    await appendFile(this.file, `${JSON.stringify(entry)}\n`);
    if (this.entries.length > JOB_LOG_MAX * 2) await this.compact();
    return entry;
  }

  async bytesOf(id: string): Promise<Uint8Array | null> {
    const entry = this.get(id);
    if (!entry?.herdrukbaar) return null;
    return readFile(this.bytesFile(id)).catch(() => null);
  }

  /** A failed ticket printed again: it leaves the list of tickets to reprint. */
  async markReprinted(id: string): Promise<void> {
    const entry = this.get(id);
    if (!entry) return;
    entry.herdrukbaar = false;
    await appendFile(this.file, `${JSON.stringify(entry)}\n`);
    await unlink(this.bytesFile(id)).catch(() => undefined);
  }

  private bytesFile(id: string) {
    return path.join(this.dir, `${id.replace(/[^a-f0-9-]/gi, '')}.bin`);
  }

  private async compact() {
    const dropped = this.entries.slice(0, Math.max(0, this.entries.length - JOB_LOG_MAX));
    this.entries = this.entries.slice(-JOB_LOG_MAX);
    const tmp = `${this.file}.tmp`;
    await writeFile(tmp, this.entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
    await rename(tmp, this.file);
    await Promise.all(dropped.map((e) => unlink(this.bytesFile(e.id)).catch(() => undefined)));
  }
}
