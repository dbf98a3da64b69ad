import type { Faker } from '@faker-js/faker';
import {
  ARBEIDSSTATUS,
  DOORVERWIJZENDE_INSTANTIE,
  TYPE_VOEDING,
  VERBLIJFSVERGUNNING,
  type Afdeling,
} from '@mvm/domain';
import { POSTCODES_BE } from '@mvm/domain/postcodes/table';
import type { dossiers, gezin, gezinslid, lidmaatschap } from '../db/schema';
import { fakeRrn } from './fake-rrn';
import { membershipsFor, receivedFor } from './household-history';

export type HouseholdKind =
  | 'actief'
  | 'verlengen'
  | 'verlopen'
  | 'nietOndertekend'
  | 'beeindigd'
  | 'toekomst'
  | 'eenmalig'
  | 'eenmaligLid';
export type ReceivedSeed = {
  item: string;
  afdeling: Afdeling;
  datum: Date;
  lid?: number;
  maat?: number;
  opmerking?: string;
};
export type HouseholdSeed = {
  kind: HouseholdKind;
  dossier: Omit<typeof dossiers.$inferInsert, 'id' | 'zoeknaam' | 'mvmnummer' | 'enummer'>;
  gezin: Omit<typeof gezin.$inferInsert, 'dossierId'>;
  leden: Omit<typeof gezinslid.$inferInsert, 'dossierId' | 'id'>[];
  lidmaatschap: Omit<typeof lidmaatschap.$inferInsert, 'dossierId' | 'id'>[];
  gekregen: ReceivedSeed[];
};

const DAY = 86_400_000;
export const DEMO_MARK = 'DEMO: fictief gezin, gegenereerde gegevens';
// Names heard at a Flemish charity's desk besides the faker's Belgian ones, with accents for the search.
const EXTRA_FIRST = [
  'Mohammed',
  'Fatima',
  'Youssef',
  'Aïcha',
  'Élodie',
  'Zoë',
  'Chloë',
  'Emre',
  'Ayşe',
  'Noël',
  'Amina',
  'Hélène',
];
const EXTRA_LAST = [
  'El Amrani',
  'Benali',
  'Öztürk',
  'Yılmaz',
  'Haddad',
  'Dubois',
  'Lambert',
  'Van den Broeck',
  'De Smet',
];
const GEOGRAPHIC = POSTCODES_BE.filter((p) => !p.nonGeographic);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function generateHousehold(
  f: Faker,
  i: number,
  kind: HouseholdKind,
  now: Date,
  intensity = 1,
): HouseholdSeed {
  const member = kind !== 'eenmalig';
  const pick = <T>(list: readonly T[]): T => f.helpers.arrayElement(list);
  const lastName = f.datatype.boolean(0.2) ? pick(EXTRA_LAST) : f.person.lastName();
  const female = f.datatype.boolean(0.8);
  const person = (
    sex: 'female' | 'male',
    birth: Date,
    type: 'ouder' | 'kind',
    head: boolean,
    seq: number,
  ) => {
    const geslacht = sex === 'female' ? ('Vrouw' as const) : ('Man' as const);
    const geboortedatum = isoDay(birth);
    const belg = f.datatype.boolean(0.6);
    return {
      voornaam: f.datatype.boolean(0.15) ? pick(EXTRA_FIRST) : f.person.firstName(sex),
      achternaam: head || f.datatype.boolean(0.7) ? lastName : f.person.lastName(),
      gezinsHoofd: head,
      geboortedatum,
      geslacht,
      type,
      telefoonnummer: head ? f.phone.number() : '',
      geboorteland: belg
        ? 'België'
        : pick(['Marokko', 'Turkije', 'Syrië', 'Congo (DRC)', 'Roemenië', 'Afghanistan']),
      nationaliteit: belg
        ? ['België']
        : [pick(['Marokko', 'Turkije', 'Syrië', 'Roemenië']), ...(f.datatype.boolean(0.3) ? ['België'] : [])],
      arbeidsstatus: type === 'ouder' ? pick(ARBEIDSSTATUS) : null,
      // spec 2 §5: the sequence is odd for a man, even for a woman.
      rijksregisterNummer: fakeRrn(geboortedatum, 2 * ((seq % 497) + 1) + (sex === 'male' ? 1 : 0)),
      inschrijfdatum: now,
    };
  };
  const head = person(
    female ? 'female' : 'male',
    f.date.birthdate({ mode: 'age', min: 19, max: 55 }),
    'ouder',
    true,
    i * 7,
  );
  const leden = [head];
  if (f.datatype.boolean(0.35))
    leden.push(
      person(
        female ? 'male' : 'female',
        f.date.birthdate({ mode: 'age', min: 20, max: 58 }),
        'ouder',
        false,
        i * 7 + 1,
      ),
    );
  const children = f.number.int({ min: member ? 1 : 0, max: 4 });
  for (let c = 0; c < children; c++) {
    const birth = new Date(now.getTime() - f.number.int({ min: 20, max: 16 * 365 }) * DAY);
    leden.push(person(f.datatype.boolean() ? 'female' : 'male', birth, 'kind', false, i * 7 + 2 + c));
  }

  const memberships = member ? membershipsFor(f, kind, now) : [];
  const last = memberships.at(-1);
  const createdAt = last ? last.start : new Date(now.getTime() - f.number.int({ min: 1, max: 700 }) * DAY);
  const postcode = pick(GEOGRAPHIC);
  const known = f.datatype.boolean(0.7);
  const score = () => (member ? f.number.int({ min: 1, max: 4 }) : f.number.int({ min: 0, max: 4 }));
  return {
    kind,
    dossier: {
      nietBetalen: f.datatype.boolean(0.1),
      controle: f.datatype.boolean(0.08),
      voorrang: f.datatype.boolean(0.1),
      redenControle: '',
      dag: member ? pick(['Dinsdag', 'Donderdag', 'Wisselend'] as const) : null,
      tijdelijkeOpmerkingen: DEMO_MARK,
      createdAt,
      updatedAt: new Date(
        Math.min(now.getTime(), createdAt.getTime() + f.number.int({ min: 0, max: 200 }) * DAY),
      ),
    },
    gezin: {
      postcode: postcode.postCode,
      gemeente: postcode.gemeente,
      straat: f.location.street(),
      huisnummer: String(f.number.int({ min: 1, max: 250 })),
      verblijfsvergunning: pick(VERBLIJFSVERGUNNING),
      doorverwijzendeInstantie: pick(DOORVERWIJZENDE_INSTANTIE),
      doorverwijsBrief: f.datatype.boolean(0.8),
      kennisNederlands: score(),
      acuteNood: score(),
      financieleNood: score(),
      kernwaarden: score(),
      isGemotiveerd: score(),
      oprechtheid: score(),
      opmerking: member
        ? ''
        : `${DEMO_MARK}. ${pick(['Eenmalig pakket na brand', 'Noodhulp na verhuis', 'Doorverwezen door OCMW voor één pakket', 'Babypakket bij geboorte'])}`,
      inSchuldbemiddeling: f.datatype.boolean(0.15),
      maandelijksInkomen: known ? f.number.int({ min: 900, max: 2600 }) : 0,
      maandelijksInkomenNietBekend: !known,
      kindergeld: known ? f.number.int({ min: 0, max: 600 }) : 0,
      kindergeldNietBekend: !known,
      huur: known ? f.number.int({ min: 350, max: 900 }) : 0,
      huurNietBekend: !known,
      typeVoeding: f.datatype.boolean(0.8) ? 'Gewoon' : pick(TYPE_VOEDING),
      ondertekendFormulier: member && kind !== 'nietOndertekend',
    },
    leden,
    lidmaatschap: memberships,
    gekregen: receivedFor(f, kind, leden.length, now, intensity),
  };
}
