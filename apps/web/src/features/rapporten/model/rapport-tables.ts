import { formatDateBE, TYPE_VOEDING } from '@mvm/domain';
import { AFDELING_LABELS, LEEFTIJD_LABELS, maandLabel } from '@mvm/domain/rapporten/labels';
import type { Rapport } from '@mvm/domain/rapporten/schemas';

/** One table of the report: the screen and the PDF show these, in this order (the CSV has the same blocks). */
export type RapportTable = {
  title: string;
  columns: string[];
  /** The first cell of a row names it; the others are numbers (or a place name). */
  rows: (string | number)[][];
  /** Said instead of an empty table. */
  empty?: string;
};

const PERSON_COLUMNS = [
  'Huishoudens',
  'Personen',
  LEEFTIJD_LABELS.volwassenen,
  LEEFTIJD_LABELS.kinderenOnder12,
  LEEFTIJD_LABELS.jongeren12tot17,
];
type Persons = Rapport['bediendPeriode'][number];
const persons = (c: Persons) => [
  c.huishoudens,
  c.personen,
  c.volwassenen,
  c.kinderenOnder12,
  c.jongeren12tot17,
];

export const periodTitle = (r: Pick<Rapport, 'van' | 'tot'>) =>
  `${formatDateBE(r.van)} tot en met ${formatDateBE(r.tot)}`;

export function rapportTables(r: Rapport): RapportTable[] {
  return [
    {
      title: 'Bediend in de hele periode',
      columns: ['Afdeling', ...PERSON_COLUMNS],
      rows: r.bediendPeriode.map((b) => [AFDELING_LABELS[b.afdeling], ...persons(b)]),
    },
    {
      title: 'Bediend per maand en afdeling',
      columns: ['Maand', 'Afdeling', ...PERSON_COLUMNS],
      rows: r.bediend.map((b) => [maandLabel(b.maand), AFDELING_LABELS[b.afdeling], ...persons(b)]),
    },
    {
      title: 'Pakketten',
      columns: ['Maand', ...TYPE_VOEDING.map((t) => `Voeding ${t}`), 'Voeding totaal', 'Zeephuisje'],
      rows: r.pakketten.map((p) => {
        const perType = TYPE_VOEDING.map((t) => p.voeding[t]);
        return [maandLabel(p.maand), ...perType, perType.reduce((a, b) => a + b, 0), p.zeephuisje];
      }),
    },
    {
      title: 'Inschrijvingen',
      columns: ['Maand', 'Nieuwe leden', 'Nieuwe eenmalige hulp'],
      rows: r.inschrijvingen.map((i) => [maandLabel(i.maand), i.nieuweLeden, i.nieuweEenmalig]),
    },
    {
      title: 'Beëindigde lidmaatschappen',
      columns: ['Reden', 'Aantal'],
      rows: r.beeindigd.map((b) => [b.reden, b.aantal]),
      empty: 'Geen lidmaatschappen beëindigd in deze periode.',
    },
    {
      title: 'Postcodes',
      columns: ['Postcode', 'Gemeente', 'Huishoudens'],
      rows: r.postcodes.map((p) => [p.postcode || 'onbekend', p.gemeente, p.huishoudens]),
      empty: 'Geen huishoudens bediend in deze periode.',
    },
  ];
}
