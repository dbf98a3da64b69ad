import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { dossiers } from './households';

/**
 * Every food ticket the reception printed (issue 9): 'already printed today' and the ticket count are the
 * same on every desk and survive a restart. The count starts at 1 each day (Brussels) and never repeats.
 */
export const onthaalTickets = pgTable(
  'onthaal_tickets',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    /** The Brussels calendar day of the print. */
    dag: date('dag', { mode: 'string' }).notNull(),
    ticketCount: integer('ticket_count').notNull(),
    printType: text('print_type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onthaal_tickets_dag_count_uq').on(t.dag, t.ticketCount),
    index('onthaal_tickets_dossier_dag_idx').on(t.dossierId, t.dag),
    check('onthaal_tickets_count_min', sql`${t.ticketCount} >= 1`),
  ],
);
