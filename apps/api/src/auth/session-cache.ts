import type { Db } from '../db/client';
import type { SessionUser } from '../types';
import {
  lookupSession,
  readAuthEpoch,
  recordCalls,
  type SessionLookup,
  type SessionRules,
} from './session-repository';
import { hashToken } from './tokens';

export type SessionCacheOptions = {
  /** A checked session is read from the database again at the latest after this long. */
  maxAgeMs?: number;
  /** Calls answered from the cache reach `sessions.last_seen_at` within this long (one statement for all). */
  recordEveryMs?: number;
  /** Sessions kept per instance; the oldest is forgotten first. */
  maxEntries?: number;
  /** A failed recording of calls (the next round tries again). */
  onError?: (err: unknown) => void;
};

type Entry = {
  lookup: SessionLookup;
  /** The latest call this instance answered for the session (≥ lookup.lastSeenAt). */
  lastCall: number;
  loadedAt: number;
};

/**
 * The per-instance session check of every authenticated request (docs/decisions.md, "Sessions and login").
 *
 * A token checked before is trusted again without the full lookup while three things hold: the auth epoch in
 * the database is the one its lookup saw (any logout, password change, user or role change on any instance
 * raises it, in the same transaction, by trigger: migration 0007_auth_epoch), both deadlines (idle time after
 * the last call, maximum lifetime after login) are still ahead, and the lookup is younger than `maxAgeMs`. The
 * epoch is read on every request — one row by primary key, no write, shared by the requests that arrive
 * together — so a change committed anywhere counts from the next request on, exactly as without the cache.
 * Anything else (unknown token, changed epoch, a deadline that looks passed from here) asks the database with
 * `lookupSession`, which is exact. Calls answered from the cache are written to `last_seen_at` in one
 * statement every `recordEveryMs` (and when the app closes).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Session id → latest call answered from the cache and not yet recorded. */
  private readonly unrecorded = new Map<number, number>();
  private recording: Promise<void> | null = null;
  /** The epoch read that requests arriving now will share: not sent yet, so it sees everything before them. */
  private nextEpoch: Promise<number> | null = null;
  private readonly timer: NodeJS.Timeout;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly onError: (err: unknown) => void;

  constructor(
    private readonly db: Db,
    private readonly rules: SessionRules,
    options: SessionCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.onError = options.onError ?? (() => undefined);
    this.timer = setInterval(() => void this.recordCalls(), options.recordEveryMs ?? 1_000);
    this.timer.unref();
  }

  /** The user behind a bearer token, or null (see the class comment). `now` is the request's time. */
  async resolve(token: string, now = new Date()): Promise<SessionUser | null> {
    const key = hashToken(token);
    const entry = this.entries.get(key);
    const at = now.getTime();
    if (entry && this.stillValid(entry, at) && (await this.epoch()) === entry.lookup.epoch) {
      entry.lastCall = Math.max(entry.lastCall, at);
      const id = entry.lookup.user.sessionId;
      this.unrecorded.set(id, Math.max(this.unrecorded.get(id) ?? 0, at));
      return entry.lookup.user;
    }
    // The database decides: first record what this instance answered, so its idle check sees those calls.
    if (this.unrecorded.size > 0) await this.recordCalls();
    const lookup = await lookupSession(this.db, token, this.rules, now);
    this.entries.delete(key);
    if (!lookup) return null;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { lookup, lastCall: Math.max(at, lookup.lastSeenAt.getTime()), loadedAt: at });
    return lookup.user;
  }

  /** Records the unrecorded calls now (also at every `recordEveryMs` and on close). */
  recordCalls(): Promise<void> {
    if (this.recording) return this.recording.then(() => this.recordCalls());
    if (this.unrecorded.size === 0) return Promise.resolve();
    const calls = [...this.unrecorded].map(([sessionId, at]) => ({ sessionId, at: new Date(at) }));
    this.unrecorded.clear();
    this.recording = recordCalls(this.db, calls)
      .catch((err: unknown) => {
        // Put them back unless a later call of the same session is already waiting.
        for (const c of calls) {
          const later = this.unrecorded.get(c.sessionId) ?? 0;
          this.unrecorded.set(c.sessionId, Math.max(later, c.at.getTime()));
        }
        this.onError(err);
      })
      .finally(() => {
        this.recording = null;
      });
    return this.recording;
  }

  /** Stops the timer and records what is left (the app's onClose, before the database closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.recordCalls();
  }

  private stillValid(entry: Entry, at: number): boolean {
    const { rules } = this;
    return (
      at - entry.loadedAt < this.maxAgeMs &&
      at >= entry.loadedAt &&
      at < entry.lastCall + rules.sessionIdleMinutes * 60_000 &&
      at < entry.lookup.createdAt.getTime() + rules.sessionMaxHours * 3_600_000
    );
  }

  /**
   * The epoch for a request that arrived now: requests arriving in the same turn of the event loop share one
   * read, sent after all of them arrived (so it is never older than any of them).
   */
  private epoch(): Promise<number> {
    if (this.nextEpoch) return this.nextEpoch;
    const read = new Promise<number>((resolve, reject) => {
      setImmediate(() => {
        this.nextEpoch = null;
        readAuthEpoch(this.db).then(resolve, reject);
      });
    });
    this.nextEpoch = read;
    return read;
  }
}
