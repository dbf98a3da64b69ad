import type { Afdeling, ObjectSoort } from '@mvm/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dossiers, gezinslid } from './households';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A goods category of one area (spec 2 §3 Object.categorie). */
export const categorie = pgTable('categorie', {
  id: serial('id').primaryKey(),
  naam: text('naam').notNull(),
  afdeling: text('afdeling').$type<Afdeling>().notNull(),
  volgorde: integer('volgorde').notNull().default(0),
  perPersoon: boolean('per_persoon').notNull().default(false),
  opMaat: boolean('op_maat').notNull().default(false),
  printKindInfo: boolean('print_kind_info').notNull().default(false),
  opties: jsonb('opties')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** false = retired (admin catalogue): kept for its history, gone from the pickers. */
  actief: boolean('actief').notNull().default(true),
});

/** An item of the catalogue (spec 2 §3 Object); punctueleOrder set = offered in one-off help. */
export const object = pgTable(
  'object',
  {
    id: serial('id').primaryKey(),
    naam: text('naam').notNull(),
    prijs: numeric('prijs', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    categorieId: integer('categorie_id')
      .notNull()
      .references(() => categorie.id, { onDelete: 'restrict' }),
    extraEscposData: text('extra_escpos_data').notNull().default(''),
    seperateReceipt: boolean('seperate_receipt').notNull().default(false),
    punctueleOrder: integer('punctuele_order'),
    /** The item's place within its category (admin catalogue: reorder). */
    volgorde: integer('volgorde').notNull().default(0),
    /** What the item is to the quick actions and the period rules (OBJECT_SOORTEN; null: an ordinary item). */
    soort: text('soort').$type<ObjectSoort>(),
    /** false = retired: its rows keep it, the pickers no longer offer it. */
    actief: boolean('actief').notNull().default(true),
  },
  (t) => [index('object_categorie_idx').on(t.categorieId)],
);

export const maat = pgTable(
  'maat',
  {
    id: serial('id').primaryKey(),
    objectId: integer('object_id')
      .notNull()
      .references(() => object.id, { onDelete: 'cascade' }),
    naam: text('naam').notNull(),
    volgorde: integer('volgorde').notNull().default(0),
    /** false = retired: rows keep the size, the pickers no longer offer it. */
    actief: boolean('actief').notNull().default(true),
  },
  (t) => [index('maat_object_idx').on(t.objectId)],
);

/** spec 2 §3 Gekregen: every area's received rows in one table. */
export const gekregen = pgTable(
  'gekregen',
  {
    id: serial('id').primaryKey(),
    afdeling: text('afdeling').$type<Afdeling>().notNull(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => object.id, { onDelete: 'restrict' }),
    maatId: integer('maat_id').references(() => maat.id, { onDelete: 'set null' }),
    gezinslidId: integer('gezinslid_id').references(() => gezinslid.id, { onDelete: 'set null' }),
    ontvanger: text('ontvanger').notNull().default(''),
    datum: ts('datum').notNull(),
    aantal: integer('aantal').notNull().default(1),
    opmerking: text('opmerking').notNull().default(''),
    /**
     * The package period of a weekly Voeding row ('2026-W07', ISO week) or a monthly soap-house Pakket
     * ('2026-02'), Brussels time; null for every other row. The unique index below is the database's own
     * guard of 'one Voeding a week' and 'one Pakket a month' (issue 8).
     */
    periode: text('periode'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gekregen_dossier_periode_uq')
      .on(t.dossierId, t.afdeling, t.periode)
      .where(sql`${t.periode} is not null`),
    index('gekregen_dossier_afdeling_datum_idx').on(t.dossierId, t.afdeling, t.datum),
    index('gekregen_dossier_datum_idx').on(t.dossierId, t.datum),
    index('gekregen_object_idx').on(t.objectId),
    check('gekregen_aantal_min', sql`${t.aantal} >= 1`),
  ],
);

/**
 * What a desk keeps per household (spec 1 §3 Material per customer: opmerking; Food customer info:
 * specialeVoeding, opmerking; the soap house's opmerking): one row per dossier and area.
 */
export const klantInfo = pgTable(
  'klant_info',
  {
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    afdeling: text('afdeling').$type<Afdeling>().notNull(),
    opmerking: text('opmerking').notNull().default(''),
    specialeVoeding: text('speciale_voeding').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dossierId, t.afdeling] })],
);
