import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Issue 24: how many lookups by national number each user without the sensitive right made, in a minute window
 * (the limit) and an hour window (the volume warning), each starting at the first lookup after the previous one
 * ended. In the database, not in memory, so the limit holds across API instances. Never the number itself.
 */
export const rrnLookupCounts = pgTable('rrn_lookup_counts', {
  userId: integer('user_id').primaryKey(),
  minuteStart: timestamp('minute_start', { withTimezone: true }).notNull(),
  minuteCount: integer('minute_count').notNull(),
  hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
  hourCount: integer('hour_count').notNull(),
});

export type SecurityWarningKind = 'rrn-limiet' | 'rrn-volume';

/**
 * Warnings for the administrators (the privacy page's 'Waarschuwingen'). One row per kind, user and window: a
 * repeat within the same window counts up (`aantal`, `lastAt`), so a long burst is one row, not thousands.
 * No foreign keys: the warnings outlive users.
 */
export const securityWarnings = pgTable(
  'security_warnings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SecurityWarningKind>().notNull(),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    /** The address of the latest request it counts. */
    adres: text('adres').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** 'rrn-limiet': the lookups refused; 'rrn-volume': the lookups in the hour so far. */
    aantal: integer('aantal').notNull(),
  },
  (t) => [uniqueIndex('security_warnings_window_idx').on(t.kind, t.userId, t.windowStart)],
);
