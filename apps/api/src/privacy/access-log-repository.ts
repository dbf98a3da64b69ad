import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessLog, dossiers } from '../db/schema';

/** One read as the request hook saw it; a number in the path is turned into the dossier ID when written. */
export type PendingAccess = {
  at: Date;
  userId: number;
  username: string;
  dossierId: number | null;
  dossierNumber: { by: 'mvmnummer' | 'enummer'; value: number } | null;
  dossierIds: number[] | null;
  scherm: string;
  aanroep: string;
  zoekSoort: string | null;
  aantal: number | null;
  adres: string;
};

/**
 * The whole batch as one statement with one parameter (the entries as json): building a 200-row insert with
 * drizzle, and the query that turned member and case numbers into dossier IDs first, cost 6 % of a member
 * lookup's CPU under load (issue 7). A number is turned into its dossier's ID in the same statement (deleted
 * dossiers too); an entry whose number matches no dossier keeps a null dossier.
 */
export async function writeBatch(db: Db, batch: PendingAccess[]): Promise<void> {
  const rows = batch.map((e) => ({
    at: e.at.toISOString(),
    user_id: e.userId,
    username: e.username,
    dossier_id: e.dossierId,
    mvmnummer: e.dossierNumber?.by === 'mvmnummer' ? e.dossierNumber.value : null,
    enummer: e.dossierNumber?.by === 'enummer' ? e.dossierNumber.value : null,
    dossier_ids: e.dossierIds,
    scherm: e.scherm,
    aanroep: e.aanroep,
    zoek_soort: e.zoekSoort,
    aantal: e.aantal,
    adres: e.adres,
  }));
  await db.execute(sql`
    insert into ${accessLog} (at, user_id, username, dossier_id, dossier_ids, scherm, aanroep, zoek_soort, aantal, adres)
    select e.at, e.user_id, e.username,
           coalesce(e.dossier_id,
                    (select d.id from ${dossiers} d where d.mvmnummer = e.mvmnummer),
                    (select d.id from ${dossiers} d where d.enummer = e.enummer)),
           e.dossier_ids, e.scherm, e.aanroep, e.zoek_soort, e.aantal, e.adres
      from json_to_recordset(${JSON.stringify(rows)}::json) as e (
             at timestamptz, user_id integer, username text, dossier_id integer, mvmnummer integer, enummer integer,
             dossier_ids integer[], scherm text, aanroep text, zoek_soort text, aantal integer, adres text)`);
}
