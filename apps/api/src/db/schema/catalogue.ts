import type { Afdeling } from '@mvm/domain';
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
  text,
  timestamp,
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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('gekregen_dossier_afdeling_datum_idx').on(t.dossierId, t.afdeling, t.datum),
    index('gekregen_dossier_datum_idx').on(t.dossierId, t.datum),
    index('gekregen_object_idx').on(t.objectId),
    // Reports (docs/areas/rapporten.md) read a period of every household's rows: the index alone answers them.
    index('gekregen_datum_idx').on(t.datum, t.afdeling, t.dossierId),
    check('gekregen_aantal_min', sql`${t.aantal} >= 1`),
  ],
);
