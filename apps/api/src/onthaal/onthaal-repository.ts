import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gekregen, object, onthaalTickets } from '../db/schema';

/** Whether the household ever received milk powder, any of the items of that kind (the ticket says to add it). */
export async function everHadMelkpoeder(db: Db, dossierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: gekregen.id })
    .from(gekregen)
    .innerJoin(object, eq(object.id, gekregen.objectId))
    .where(
      and(
        eq(gekregen.dossierId, dossierId),
        eq(gekregen.afdeling, 'voeding'),
        eq(object.soort, 'melkpoeder'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** How many food tickets each household got on this Brussels day, on any desk. */
export async function ticketsOnDay(db: Db, dossierIds: number[], dag: string): Promise<Map<number, number>> {
  if (dossierIds.length === 0) return new Map();
  const rows = await db
    .select({ dossierId: onthaalTickets.dossierId, n: sql<number>`count(*)::int` })
    .from(onthaalTickets)
    .where(and(eq(onthaalTickets.dag, dag), inArray(onthaalTickets.dossierId, dossierIds)))
    .groupBy(onthaalTickets.dossierId);
  return new Map(rows.map((r) => [r.dossierId, Number(r.n)]));
}

/** The number the next ticket of this day gets (spec 1 §4: starts at 1, grows per print). */
export async function nextTicketCount(db: Db, dag: string): Promise<number> {
  const [row] = await db
    .select({ n: max(onthaalTickets.ticketCount) })
    .from(onthaalTickets)
    .where(eq(onthaalTickets.dag, dag));
  return (row?.n ?? 0) + 1;
}

/**
 * Records a printed ticket with the day's next number. One lock per day serialises the desks, so two
 * desks printing at once get two numbers; the unique index on (dag, ticket_count) backs it up.
 */
export async function recordTicket(
  db: Db,
  ticket: { dossierId: number; dag: string; printType: string; userId: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onthaal_tickets:${ticket.dag}`}))`);
    const count = await nextTicketCount(tx, ticket.dag);
    await tx.insert(onthaalTickets).values({ ...ticket, ticketCount: count });
    return count;
  });
}
