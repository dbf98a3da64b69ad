import type { PackageDesk, TypeVoeding } from '@mvm/domain';
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The dashboard's packages per Brussels day, area and the household's food type (docs/areas/dashboard.md):
 * a summary of `gekregen` kept by database triggers (migration `dashboard`), so the charts read at most a few
 * hundred rows however many years of history the table holds. `aantal` is the sum of the package rows'
 * `aantal` (food-desk items of the kind 'voeding' and soap-house items of the kind 'pakket', PAKKET_ITEMS).
 */
export const pakketTelling = pgTable(
  'pakket_telling',
  {
    afdeling: text('afdeling').$type<PackageDesk>().notNull(),
    dag: date('dag', { mode: 'string' }).notNull(),
    typeVoeding: text('type_voeding').$type<TypeVoeding>().notNull(),
    aantal: integer('aantal').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.afdeling, t.dag, t.typeVoeding] })],
);
