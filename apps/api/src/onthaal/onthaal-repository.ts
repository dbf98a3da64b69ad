import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { present } from '@mvm/domain/present';
import { dossiers, gekregen, klantInfo, object, onthaalTickets } from '../db/schema';

/** What a food ticket adds to the household (GET and POST /v1/onthaal/voeding/{nr}). */
export type TicketExtras = {
  /** The food desk's notes (klant_info), '' when it never saved any. */
  opmerking: string;
  specialeVoeding: string;
  /** Whether the household ever received milk powder, any item of that kind (the ticket says to add it). */
  melkpoeder: boolean;
  /** Food tickets the household got on `dag`, on any desk. */
  printedToday: number;
  /** The number the next ticket of `dag` would get (spec 1 §3); recordTicket draws the real one. */
  nextTicket: number;
};

/**
 * The ticket's extras in one statement (issue 7: on the embedded database every statement costs its round
 * trip through the protocol, more than these index lookups themselves; four statements were one each).
 */
export async function ticketExtras(db: Db, dossierId: number, dag: string): Promise<TicketExtras> {
  // Plain aliases in the subselects: drizzle writes bare column names in a one-table select.
  const [row] = await db
    .select({
      opmerking: sql<string>`coalesce((select k.opmerking from ${klantInfo} k
        where k.dossier_id = ${dossierId} and k.afdeling = 'voeding'), '')`,
      specialeVoeding: sql<string>`coalesce((select k.speciale_voeding from ${klantInfo} k
        where k.dossier_id = ${dossierId} and k.afdeling = 'voeding'), '')`,
      melkpoeder: sql<boolean>`exists (select 1 from ${gekregen} g inner join ${object} o on o.id = g.object_id
        where g.dossier_id = ${dossierId} and g.afdeling = 'voeding' and o.soort = 'melkpoeder')`,
      printedToday: sql<number>`(select count(*) from ${onthaalTickets} t
        where t.dag = ${dag} and t.dossier_id = ${dossierId})`.mapWith(Number),
      nextTicket: sql<number>`(select coalesce(max(t.ticket_count), 0) + 1 from ${onthaalTickets} t
        where t.dag = ${dag})`.mapWith(Number),
    })
    .from(dossiers)
    .where(eq(dossiers.id, dossierId));
  return present(row, `dossier ${dossierId}`);
}

/** What a reception row adds to a household (GET /v1/onthaal/klant). */
export type RowFacts = {
  /** The household's latest food package dated up to `until` (null: none). */
  lastPackage: Date | null;
  /** Food tickets the household got on `dag`, on any desk. */
  printedToday: number;
};

/**
 * The reception rows' facts in one statement for the whole list (issue 7: a statement per fact cost a round
 * trip each on the embedded database). The latest package is read through the index on dossier, afdeling, datum.
 */
export async function rowFacts(
  db: Db,
  dossierIds: number[],
  until: Date,
  dag: string,
): Promise<Map<number, RowFacts>> {
  if (dossierIds.length === 0) return new Map();
  // "dossiers"."id" in full: drizzle writes a bare "id" in a one-table select (see loadDossier).
  const rows = await db
    .select({
      id: dossiers.id,
      lastPackage: sql<string | null>`(select g.datum from ${gekregen} g
        where g.dossier_id = "dossiers"."id" and g.afdeling = 'voeding' and g.periode is not null
          and g.datum <= ${until} order by g.datum desc limit 1)`
        // null (no package) never reaches the decoder
        .mapWith((value: string): Date | null => gekregen.datum.mapFromDriverValue(value) as Date),
      printedToday: sql<number>`(select count(*) from ${onthaalTickets} t
        where t.dag = ${dag} and t.dossier_id = "dossiers"."id")`.mapWith(Number),
    })
    .from(dossiers)
    .where(inArray(dossiers.id, dossierIds));
  return new Map(rows.map((r) => [r.id, { lastPackage: r.lastPackage, printedToday: r.printedToday }]));
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
