import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 12: who read which dossier's personal data, when, through which screen or call, from which
 * address. One row per read (a dossier opened, an export) or per search or list (`dossierIds` holds the
 * dossiers it showed, `zoekSoort` how it searched, never the search text). No national numbers, no
 * finances. No foreign keys: the log outlives users and dossiers.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username').notNull(),
    /** The one dossier read (a dossier, a desk header, an export); null for a search or list. */
    dossierId: integer('dossier_id'),
    /** The dossiers a search or list showed (its page, at most 100). */
    dossierIds: integer('dossier_ids').array(),
    /** The screen or call as people know it, e.g. 'Lid: dossier'. */
    scherm: text('scherm').notNull(),
    /** Method and route, e.g. 'GET /v1/lid/:id'. */
    aanroep: text('aanroep').notNull(),
    /** How a search searched: 'naam', 'mvmnummer', 'rijksregisternummer', 'enummer'; null = a plain list. */
    zoekSoort: text('zoek_soort'),
    /** Rows in the answer (lists and searches). */
    aantal: integer('aantal'),
    adres: text('adres').notNull(),
  },
  (t) => [
    index('access_log_dossier_idx').on(t.dossierId, t.at),
    index('access_log_user_idx').on(t.userId, t.at),
    index('access_log_at_idx').on(t.at),
    index('access_log_dossier_ids_idx').using('gin', t.dossierIds),
  ],
);
