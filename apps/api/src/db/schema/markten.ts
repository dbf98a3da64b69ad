import type { PrintLocatie } from '@mvm/domain/markten/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { dossiers } from './households';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** spec 2 §3 Market: a market runs from its start day to its end day (Brussels days, both included). */
export const markten = pgTable(
  'markten',
  {
    id: serial('id').primaryKey(),
    naam: text('naam').notNull(),
    beschrijving: text('beschrijving').notNull(),
    startDatum: date('start_datum', { mode: 'string' }).notNull(),
    eindDatum: date('eind_datum', { mode: 'string' }).notNull(),
    printLocatie: text('print_locatie').$type<PrintLocatie>().notNull().default('voeding'),
    voorKinderen: boolean('voor_kinderen').notNull().default(false),
    minKindLeeftijd: integer('min_kind_leeftijd').notNull().default(0),
    maxKindLeeftijd: integer('max_kind_leeftijd').notNull().default(12),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('markten_start_idx').on(t.startDatum),
    index('markten_eind_idx').on(t.eindDatum),
    check('markten_periode', sql`${t.eindDatum} >= ${t.startDatum}`),
    check(
      'markten_leeftijden',
      sql`${t.minKindLeeftijd} >= 0 and ${t.maxKindLeeftijd} >= ${t.minKindLeeftijd}`,
    ),
    check('markten_print_locatie', sql`${t.printLocatie} in ('voeding', 'onthaal')`),
  ],
);

/**
 * A household's presence at a market (spec 2 §3 scan result 'aanwezigheid'): one per market and household,
 * so a second scan is a duplicate. `idempotencyKey` is the door device's key of the scan, so a scan sent
 * again after a network drop is answered like the first time instead of counted twice.
 */
export const marktAanwezigheid = pgTable(
  'markt_aanwezigheid',
  {
    id: serial('id').primaryKey(),
    marktId: integer('markt_id')
      .notNull()
      .references(() => markten.id, { onDelete: 'cascade' }),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** When the barcode was scanned at the door. */
    tijd: ts('tijd').notNull(),
    /** When the server received it (later than tijd for a scan kept on the device while offline). */
    ontvangenOp: ts('ontvangen_op').notNull().defaultNow(),
    idempotencyKey: text('idempotency_key').unique(),
    gescandDoor: integer('gescand_door').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('markt_aanwezigheid_markt_dossier').on(t.marktId, t.dossierId)],
);

/** Installation-wide secrets and settings, e.g. the market barcode key (made once, DESIGN.md). */
export const instellingen = pgTable('instellingen', {
  naam: text('naam').primaryKey(),
  waarde: text('waarde').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
