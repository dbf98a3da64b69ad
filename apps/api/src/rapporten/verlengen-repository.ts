import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, gezin, gezinslid, lidmaatschap } from '../db/schema';

/**
 * Live members whose latest membership end, or an early ending, lies within [from, to]: a coarse filter
 * (a day of slack each side); the service decides each one's status with the domain's rules.
 */
export async function renewalCandidates(db: Db, from: Date, to: Date) {
  const ids = db
    .selectDistinct({ id: lidmaatschap.dossierId })
    .from(lidmaatschap)
    .where(
      or(
        and(
          eq(lidmaatschap.vroegtijdigBeindigd, false),
          gte(lidmaatschap.eind, from),
          lte(lidmaatschap.eind, to),
        ),
        and(
          eq(lidmaatschap.vroegtijdigBeindigd, true),
          gte(lidmaatschap.vroegtijdigBeindigdOp, from),
          lte(lidmaatschap.vroegtijdigBeindigdOp, to),
        ),
      ),
    );
  const members = await db
    .select({
      id: dossiers.id,
      mvmnummer: dossiers.mvmnummer,
      ondertekendFormulier: gezin.ondertekendFormulier,
      voornaam: sql<string>`coalesce(${gezinslid.voornaam}, '')`,
      achternaam: sql<string>`coalesce(${gezinslid.achternaam}, '')`,
      telefoonnummer: sql<string>`coalesce(${gezinslid.telefoonnummer}, '')`,
    })
    .from(dossiers)
    .innerJoin(gezin, eq(gezin.dossierId, dossiers.id))
    .leftJoin(gezinslid, and(eq(gezinslid.dossierId, dossiers.id), eq(gezinslid.gezinsHoofd, true)))
    .where(and(inArray(dossiers.id, ids), isNull(dossiers.verwijderdOp), isNotNull(dossiers.mvmnummer)));
  if (members.length === 0) return [];
  const periods = await db
    .select({
      dossierId: lidmaatschap.dossierId,
      start: lidmaatschap.start,
      eind: lidmaatschap.eind,
      vroegtijdigBeindigd: lidmaatschap.vroegtijdigBeindigd,
      vroegtijdigBeindigdOp: lidmaatschap.vroegtijdigBeindigdOp,
      redenenBeindiging: lidmaatschap.redenenBeindiging,
    })
    .from(lidmaatschap)
    .where(inArray(lidmaatschap.dossierId, ids))
    .orderBy(asc(lidmaatschap.dossierId));
  const byDossier = new Map<number, typeof periods>();
  for (const p of periods) byDossier.set(p.dossierId, [...(byDossier.get(p.dossierId) ?? []), p]);
  return members.map((m) => ({ ...m, lidmaatschap: byDossier.get(m.id) ?? [] }));
}
