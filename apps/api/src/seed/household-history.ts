import type { Faker } from '@faker-js/faker';
import { nextMembershipPeriod } from '@mvm/domain';
import type { HouseholdKind, ReceivedSeed } from './household-generator';
import { present } from '@mvm/domain/present';

const DAY = 86_400_000;
const REASONS = [
  'Verhuisd naar andere gemeente',
  'Inkomen boven de armoedegrens',
  'Geen kinderen meer tem 12 jaar',
  'Op eigen vraag',
];

/** Memberships for a demo status (spec 2 §4), newest first, periods from nextMembershipPeriod. */
export function membershipsFor(f: Faker, kind: HouseholdKind, now: Date) {
  const at = (daysAgo: number) => nextMembershipPeriod([], new Date(now.getTime() - daysAgo * DAY));
  const row = (p: { start: Date; eind: Date }) => ({
    ...p,
    gezinsSamenstellingInOrde: f.datatype.boolean(0.8),
  });
  const current =
    kind === 'verlengen' || kind === 'toekomst'
      ? at(f.number.int({ min: 335, max: 355 }))
      : kind === 'verlopen'
        ? at(f.number.int({ min: 420, max: 900 }))
        : at(f.number.int({ min: 0, max: 240 }));
  const list = [row(current)];
  if (kind === 'toekomst')
    list.unshift(row(nextMembershipPeriod([{ ...current, vroegtijdigBeindigd: false }], now)));
  if (kind === 'beeindigd')
    Object.assign(present(list[0], 'the current membership'), {
      vroegtijdigBeindigd: true,
      vroegtijdigBeindigdOp: new Date(now.getTime() - 5 * DAY),
      redenenBeindiging: REASONS[f.number.int({ min: 0, max: 3 })],
    });
  if (f.datatype.boolean(0.4))
    list.push(row(nextMembershipPeriod([], new Date(current.start.getTime() - 366 * DAY))));
  return list;
}

/** A year of received rows: weekly food, monthly soap-house packages, clothing for the family. */
export function receivedFor(
  f: Faker,
  kind: HouseholdKind,
  people: number,
  now: Date,
  intensity: number,
): ReceivedSeed[] {
  const rows: ReceivedSeed[] = [];
  const when = (maxDays: number) => new Date(now.getTime() - f.number.int({ min: 0, max: maxDays }) * DAY);
  if (kind === 'eenmalig' || kind === 'eenmaligLid') {
    for (let n = f.number.int({ min: 1, max: 3 }); n > 0; n--)
      rows.push({
        item: f.helpers.arrayElement(['Voedselpakket', 'Hygiënepakket', 'Babypakket']),
        afdeling: 'punctueel',
        datum: when(365),
      });
    return rows;
  }
  const active = kind !== 'verlopen';
  const odds = (p: number) => f.datatype.boolean(Math.min(1, (active ? p : p / 10) * intensity));
  // Food: about one Voeding a week (the database keeps one per ISO week), sometimes with an extra.
  for (let w = 0; w < 52; w++) {
    if (!odds(0.55)) continue;
    const datum = new Date(now.getTime() - (w * 7 + f.number.int({ min: 0, max: 6 })) * DAY);
    rows.push({ item: 'Voeding', afdeling: 'voeding', datum });
    if (odds(0.1)) rows.push({ item: 'Vuilzakken', afdeling: 'voeding', datum });
    if (odds(0.04)) rows.push({ item: 'Verjaardag', afdeling: 'voeding', datum });
    if (odds(0.08))
      rows.push({
        item: f.helpers.arrayElement(['Melkpoeder 1 (0-6 maanden)', 'Melkpoeder 2 (6-12 maanden)']),
        afdeling: 'voeding',
        datum,
      });
  }
  // Soap house: a Pakket most months (one per calendar month), goods and bedding now and then.
  for (let m = 0; m < 12; m++) {
    if (!odds(0.6)) continue;
    const datum = new Date(now.getTime() - (m * 30 + 3) * DAY);
    rows.push({ item: 'Pakket', afdeling: 'zeephuisje', datum, maat: people > 4 ? 1 : 0 });
    if (odds(0.3))
      rows.push({
        item: f.helpers.arrayElement(['Zeep', 'Tandpasta', 'Shampoo']),
        afdeling: 'zeephuisje',
        datum,
      });
    if (odds(0.2))
      rows.push({
        item: 'Luiers',
        afdeling: 'zeephuisje',
        datum,
        lid: people - 1,
        maat: f.number.int({ min: 0, max: 5 }),
      });
  }
  if (odds(0.2))
    rows.push({
      item: f.helpers.arrayElement(['Overtrek 1 Persoon', 'Overtrek 2 Personen', 'Handdoeken']),
      afdeling: 'zeephuisje',
      datum: when(365),
    });
  // Material: clothing by size for the family, toys and school things per child.
  for (let n = Math.round(f.number.int({ min: 0, max: 6 }) * intensity); n > 0; n--)
    rows.push({
      item: f.helpers.arrayElement(['Broek', 'Trui', 'T-shirt', 'Pyjama', 'Jas', 'Schoenen']),
      afdeling: 'materiaal',
      datum: when(365),
      lid: f.number.int({ min: 0, max: people - 1 }),
      maat: f.number.int({ min: 0, max: 9 }),
    });
  if (odds(0.25))
    rows.push({
      item: f.helpers.arrayElement(['Speelgoedpakket', 'Boekentas', 'Bedje']),
      afdeling: 'materiaal',
      datum: when(365),
      lid: f.number.int({ min: 0, max: people - 1 }),
    });
  return rows;
}
