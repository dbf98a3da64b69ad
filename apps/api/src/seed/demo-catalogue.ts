import type { Afdeling, ObjectSoort } from '@mvm/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorie, maat, object } from '../db/schema';
import { present } from '@mvm/domain/present';

type Item = {
  naam: string;
  prijs?: number;
  maten?: string[];
  punctueleOrder?: number;
  seperateReceipt?: boolean;
  soort?: ObjectSoort;
};
type Category = {
  naam: string;
  afdeling: Afdeling;
  perPersoon?: boolean;
  opMaat?: boolean;
  printKindInfo?: boolean;
  opties?: string[];
  items: Item[];
};

const KIND_MATEN = [
  '56',
  '62',
  '68',
  '74',
  '80',
  '86',
  '92',
  '98',
  '104',
  '110',
  '116',
  '122',
  '128',
  '140',
  '152',
];
const SCHOEN_MATEN = ['18', '20', '22', '24', '26', '28', '30', '32', '34', '36'];
const LUIER_MATEN = ['1', '2', '3', '4', '5', '6'];

/**
 * Demo catalogue of the four areas (fictitious prices), shaped like the charity's: clothing by size and per
 * child, the food desk's Voeding with its extras and milk powders, the soap house's monthly Pakket, diapers
 * by size and bedding, and the one-off goods. Each desk adjusts its own in the admin catalogue.
 */
export const DEMO_CATALOGUE: Category[] = [
  {
    naam: 'Kleding',
    afdeling: 'materiaal',
    perPersoon: true,
    opMaat: true,
    printKindInfo: true,
    items: [
      { naam: 'Broek', prijs: 2, maten: KIND_MATEN },
      { naam: 'Trui', prijs: 2, maten: KIND_MATEN },
      { naam: 'T-shirt', prijs: 1, maten: KIND_MATEN },
      { naam: 'Pyjama', prijs: 2, maten: KIND_MATEN },
      { naam: 'Jas', prijs: 5, maten: KIND_MATEN, punctueleOrder: 20 },
      { naam: 'Schoenen', prijs: 4, maten: SCHOEN_MATEN, punctueleOrder: 21 },
    ],
  },
  {
    naam: 'Speelgoed',
    afdeling: 'materiaal',
    perPersoon: true,
    printKindInfo: true,
    items: [{ naam: 'Verjaardag', seperateReceipt: true }, { naam: 'Speelgoedpakket' }],
  },
  {
    naam: 'Schoolgerief',
    afdeling: 'materiaal',
    perPersoon: true,
    items: [
      { naam: 'Boekentas', prijs: 3 },
      { naam: 'Pennenzak', prijs: 1 },
    ],
  },
  {
    naam: 'Babymateriaal',
    afdeling: 'materiaal',
    opties: ['Uitgeleend', 'Geschonken'],
    items: [
      { naam: 'Kinderwagen', prijs: 15, punctueleOrder: 22, seperateReceipt: true },
      { naam: 'Maxi-Cosi', prijs: 10, seperateReceipt: true },
      { naam: 'Bedje', prijs: 10 },
    ],
  },
  {
    naam: 'Voeding',
    afdeling: 'voeding',
    items: [
      { naam: 'Voeding', soort: 'voeding' },
      { naam: 'Verjaardag', soort: 'verjaardag' },
      { naam: 'Vuilzakken', soort: 'vuilzakken' },
      { naam: 'Babyvoeding' },
    ],
  },
  {
    naam: 'Melkpoeder',
    afdeling: 'voeding',
    items: [
      { naam: 'Melkpoeder 1 (0-6 maanden)', soort: 'melkpoeder' },
      { naam: 'Melkpoeder 2 (6-12 maanden)', soort: 'melkpoeder' },
      { naam: 'Melkpoeder 3 (groeimelk)', soort: 'melkpoeder' },
      { naam: 'Melkpoeder HA', soort: 'melkpoeder' },
    ],
  },
  {
    naam: 'Pakket',
    afdeling: 'zeephuisje',
    items: [{ naam: 'Pakket', soort: 'pakket', maten: ['Gewoon', 'Groot gezin'] }],
  },
  {
    naam: 'Verzorging',
    afdeling: 'zeephuisje',
    items: [{ naam: 'Zeep' }, { naam: 'Tandpasta' }, { naam: 'Shampoo' }, { naam: 'Waspoeder' }],
  },
  {
    naam: 'Luiers',
    afdeling: 'zeephuisje',
    perPersoon: true,
    opMaat: true,
    items: [
      { naam: 'Luiers', maten: LUIER_MATEN },
      { naam: 'Vochtige doekjes', maten: ['Pak'] },
    ],
  },
  {
    naam: 'Beddengoed',
    afdeling: 'zeephuisje',
    items: [
      { naam: 'Overtrek 1 Persoon' },
      { naam: 'Overtrek 2 Personen' },
      { naam: 'Hoeslaken' },
      { naam: 'Handdoeken' },
    ],
  },
  {
    naam: 'Eenmalige hulp',
    afdeling: 'punctueel',
    items: [
      { naam: 'Voedselpakket', punctueleOrder: 1 },
      { naam: 'Hygiënepakket', punctueleOrder: 2 },
      { naam: 'Babypakket', punctueleOrder: 3 },
      { naam: 'Luiers', maten: LUIER_MATEN, punctueleOrder: 4 },
    ],
  },
  {
    naam: 'Kleding eenmalig',
    afdeling: 'punctueel',
    perPersoon: true,
    opMaat: true,
    items: [
      {
        naam: 'Kledingpakket',
        maten: ['0-2 jaar', '2-6 jaar', '6-12 jaar', 'Volwassene'],
        punctueleOrder: 5,
      },
    ],
  },
];

export type SeededObject = {
  id: number;
  naam: string;
  afdeling: Afdeling;
  perPersoon: boolean;
  opMaat: boolean;
  soort: ObjectSoort | null;
  maatIds: number[];
};

/** Inserts the demo catalogue; returns every item with what a received row needs. */
export async function seedDemoCatalogue(db: Db): Promise<SeededObject[]> {
  const seeded: SeededObject[] = [];
  for (const [i, c] of DEMO_CATALOGUE.entries()) {
    const [cat] = await db
      .insert(categorie)
      .values({
        naam: c.naam,
        afdeling: c.afdeling,
        volgorde: i + 1,
        perPersoon: c.perPersoon ?? false,
        opMaat: c.opMaat ?? false,
        printKindInfo: c.printKindInfo ?? false,
        opties: c.opties ?? [],
      })
      .returning({ id: categorie.id });
    for (const [volgorde, item] of c.items.entries()) {
      const [obj] = await db
        .insert(object)
        .values({
          naam: item.naam,
          prijs: item.prijs ?? 0,
          categorieId: present(cat, `category ${c.naam}`).id,
          seperateReceipt: item.seperateReceipt ?? false,
          punctueleOrder: item.punctueleOrder ?? null,
          soort: item.soort ?? null,
          volgorde: volgorde + 1,
        })
        .returning({ id: object.id });
      const objectId = present(obj, `item ${item.naam}`).id;
      const sizes = item.maten?.length
        ? await db
            .insert(maat)
            .values(item.maten.map((naam, volgorde) => ({ objectId, naam, volgorde })))
            .returning({ id: maat.id })
        : [];
      seeded.push({
        id: objectId,
        naam: item.naam,
        afdeling: c.afdeling,
        perPersoon: c.perPersoon ?? false,
        opMaat: c.opMaat ?? false,
        soort: item.soort ?? null,
        maatIds: sizes.map((s) => s.id),
      });
    }
  }
  return seeded;
}

/** The stored catalogue in the shape the seeders use (bulk seeding reuses what exists). */
export async function loadCatalogue(db: Db): Promise<SeededObject[]> {
  const [rows, sizes] = await Promise.all([
    db
      .select({
        id: object.id,
        naam: object.naam,
        afdeling: categorie.afdeling,
        perPersoon: categorie.perPersoon,
        opMaat: categorie.opMaat,
        soort: object.soort,
      })
      .from(object)
      .innerJoin(categorie, eq(object.categorieId, categorie.id)),
    db.select({ id: maat.id, objectId: maat.objectId }).from(maat).orderBy(asc(maat.volgorde), asc(maat.id)),
  ]);
  return rows.map((r) => ({
    ...r,
    soort: r.soort ?? null,
    maatIds: sizes.filter((s) => s.objectId === r.id).map((s) => s.id),
  }));
}
