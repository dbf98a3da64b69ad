import { ageInYears, toIsoDate } from '@mvm/domain';
import { roundAgeToHalf } from '@mvm/domain/evenementen/rules';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossiers, evenementen, gezinslid, inschrijvingen, markten } from '../db/schema';
import { present } from '@mvm/domain/present';

/** Demo markets (fake): one running this week, a children's market running too, one past, one to come. */
async function seedDemoMarkten(db: Db, now: Date): Promise<void> {
  const day = (offset: number) => toIsoDate(new Date(now.getTime() + offset * 86_400_000));
  await db.insert(markten).values([
    {
      naam: 'Wintermarkt (demo)',
      beschrijving: 'Winterkleren en dekens voor het hele gezin',
      startDatum: day(-2),
      eindDatum: day(4),
      printLocatie: 'voeding',
    },
    {
      naam: 'Speelgoedmarkt (demo)',
      beschrijving: 'Speelgoed en boeken voor kinderen',
      startDatum: day(0),
      eindDatum: day(1),
      printLocatie: 'onthaal',
      voorKinderen: true,
      minKindLeeftijd: 0,
      maxKindLeeftijd: 12,
    },
    { naam: 'Zomermarkt (demo)', beschrijving: 'Zomerkleren', startDatum: day(-150), eindDatum: day(-149) },
    {
      naam: 'Lentemarkt (demo)',
      beschrijving: 'Fietsen en buitenspeelgoed',
      startDatum: day(90),
      eindDatum: day(91),
    },
  ]);
}

/** Demo events (fake) with sign-ups of member households that have children. */
async function seedDemoEvenementen(db: Db, now: Date): Promise<void> {
  const year = now.getFullYear();
  const [sint] = await db
    .insert(evenementen)
    .values([
      { naam: 'Sinterklaasfeest (demo)', datum: `${year}-12-06`, perKind: true, maxKindLeeftijd: 12 },
      { naam: 'Paaseierenraap (demo)', datum: `${year}-04-05`, perKind: true, maxKindLeeftijd: 10 },
      { naam: 'Infoavond budget (demo)', datum: `${year}-10-14`, perKind: false, maxKindLeeftijd: 12 },
    ])
    .returning();
  const event = present(sint, 'the demo Sinterklaas event');
  const members = await db
    .select({ id: dossiers.id })
    .from(dossiers)
    .where(and(isNotNull(dossiers.mvmnummer), isNull(dossiers.verwijderdOp)))
    .orderBy(asc(dossiers.mvmnummer))
    .limit(60);
  let signedUp = 0;
  for (const { id } of members) {
    if (signedUp >= 20) break;
    const kids = await db
      .select()
      .from(gezinslid)
      .where(and(eq(gezinslid.dossierId, id), eq(gezinslid.gezinsHoofd, false)));
    const kinderen = kids
      .map((k) => ({ k, age: ageInYears(k.geboortedatum, event.datum ?? now) }))
      .filter(({ age }) => age !== null && age <= event.maxKindLeeftijd)
      .map(({ k, age }) => ({
        naam: k.voornaam,
        geslacht: k.geslacht,
        leeftijd: roundAgeToHalf(age ?? 0),
        opmerking: '',
        aanwezig: true,
      }));
    if (kinderen.length === 0 || kinderen.some((k) => !k.naam || !k.geslacht)) continue;
    await db.insert(inschrijvingen).values({
      evenementId: event.id,
      dossierId: id,
      aanwezig: true,
      opmerking: signedUp % 4 === 0 ? 'Komt met de bus (demo)' : '',
      kinderen,
    });
    signedUp += 1;
  }
}

/** Issue 10 demo data: markets (one running now) and events with sign-ups. */
export async function seedDemoMarktenEnEvenementen(db: Db, now = new Date()): Promise<void> {
  await seedDemoMarkten(db, now);
  await seedDemoEvenementen(db, now);
}
