import type { Afdeling, TypeVoeding } from '@mvm/domain';
import type { Db } from '../../src/db/client';
import { dossiers, gekregen, gezin, gezinslid, lidmaatschap } from '../../src/db/schema';
import { seedDemoCatalogue, type SeededObject } from '../../src/seed/demo-catalogue';

/** A household written straight to the tables, for the statistics tests (they count these rows themselves). */
export type SeedHousehold = {
  mvmnummer?: number;
  enummer?: number;
  createdAt?: Date;
  verwijderdOp?: Date;
  typeVoeding?: TypeVoeding;
  postcode?: string;
  gemeente?: string;
  ondertekendFormulier?: boolean;
  leden: { voornaam: string; geboortedatum: string | null; gezinsHoofd?: boolean; telefoonnummer?: string }[];
  lidmaatschap?: {
    start: Date;
    eind: Date;
    vroegtijdigBeindigd?: boolean;
    vroegtijdigBeindigdOp?: Date;
    redenenBeindiging?: string;
  }[];
  gekregen?: SeedRow[];
};
export type SeedRow = { afdeling: Afdeling; item: string; datum: Date; aantal?: number };

export type StatisticsSeed = {
  items: SeededObject[];
  insert(h: SeedHousehold): Promise<number>;
  addRows(dossierId: number, rows: SeedRow[]): Promise<number[]>;
};

export async function statisticsSeed(db: Db): Promise<StatisticsSeed> {
  const items = await seedDemoCatalogue(db);
  const itemId = (afdeling: Afdeling, naam: string) => {
    const found = items.find((i) => i.afdeling === afdeling && i.naam === naam);
    if (!found) throw new Error(`no item ${naam} in ${afdeling}`);
    return found.id;
  };
  const addRows = async (dossierId: number, rows: SeedRow[]) => {
    if (rows.length === 0) return [];
    const inserted = await db
      .insert(gekregen)
      .values(
        rows.map((r) => ({
          dossierId,
          afdeling: r.afdeling,
          objectId: itemId(r.afdeling, r.item),
          datum: r.datum,
          aantal: r.aantal ?? 1,
        })),
      )
      .returning({ id: gekregen.id });
    return inserted.map((r) => r.id);
  };
  const insert = async (h: SeedHousehold) => {
    const [d] = await db
      .insert(dossiers)
      .values({
        mvmnummer: h.mvmnummer ?? null,
        enummer: h.enummer ?? null,
        verwijderdOp: h.verwijderdOp ?? null,
        ...(h.createdAt ? { createdAt: h.createdAt } : {}),
      })
      .returning({ id: dossiers.id });
    if (!d) throw new Error('no dossier');
    await db.insert(gezin).values({
      dossierId: d.id,
      typeVoeding: h.typeVoeding ?? 'Gewoon',
      postcode: h.postcode ?? '',
      gemeente: h.gemeente ?? '',
      ondertekendFormulier: h.ondertekendFormulier ?? true,
    });
    await db.insert(gezinslid).values(
      h.leden.map((l, i) => ({
        dossierId: d.id,
        voornaam: l.voornaam,
        achternaam: 'Test',
        geboortedatum: l.geboortedatum,
        gezinsHoofd: l.gezinsHoofd ?? i === 0,
        telefoonnummer: l.telefoonnummer ?? '',
      })),
    );
    if (h.lidmaatschap?.length)
      await db.insert(lidmaatschap).values(
        h.lidmaatschap.map((m) => ({
          dossierId: d.id,
          start: m.start,
          eind: m.eind,
          vroegtijdigBeindigd: m.vroegtijdigBeindigd ?? false,
          vroegtijdigBeindigdOp: m.vroegtijdigBeindigdOp ?? null,
          redenenBeindiging: m.redenenBeindiging ?? '',
        })),
      );
    await addRows(d.id, h.gekregen ?? []);
    return d.id;
  };
  return { items, insert, addRows };
}
