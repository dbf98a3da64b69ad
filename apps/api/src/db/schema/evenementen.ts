import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { dossiers } from './households';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** spec 2 §3 Event. */
export const evenementen = pgTable(
  'evenementen',
  {
    id: serial('id').primaryKey(),
    naam: text('naam').notNull(),
    datum: date('datum', { mode: 'string' }),
    perKind: boolean('per_kind').notNull().default(true),
    maxKindLeeftijd: integer('max_kind_leeftijd').notNull().default(12),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('evenementen_max_leeftijd', sql`${t.maxKindLeeftijd} >= 0`)],
);

export type InschrijvingKind = {
  naam: string;
  geslacht: 'Man' | 'Vrouw' | null;
  leeftijd: number | null;
  opmerking: string;
  aanwezig: boolean;
};

/**
 * spec 2 §3 Event sign-up of one household: aanwezig true = signed up, false = signed out. `ingechecktOp`
 * (beyond the spec's fields): the household came to the event (spec 1 §4 Sinterklaas presence, set by
 * PUT .../aanwezig).
 */
export const inschrijvingen = pgTable(
  'evenement_inschrijvingen',
  {
    id: serial('id').primaryKey(),
    evenementId: integer('evenement_id')
      .notNull()
      .references(() => evenementen.id, { onDelete: 'cascade' }),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    aanwezig: boolean('aanwezig').notNull().default(false),
    opmerking: text('opmerking').notNull().default(''),
    kinderen: jsonb('kinderen')
      .$type<InschrijvingKind[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ingechecktOp: ts('ingecheckt_op'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('evenement_inschrijving_uniek').on(t.evenementId, t.dossierId)],
);

/** spec 1 §7 Sinterklaas tickets: follow numbers from one sequence, so two desks never print the same one. */
export const sinterklaasVolgnummerSeq = pgSequence('sinterklaas_volgnummer_seq');
