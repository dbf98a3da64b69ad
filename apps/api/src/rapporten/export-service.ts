import { formatDateBE, TYPE_VOEDING } from '@mvm/domain';
import { spreadsheetSafeNumber, spreadsheetSafeText } from '@mvm/domain/export/spreadsheet-cell';
import { AFDELING_LABELS, LEEFTIJD_LABELS, maandLabel } from '@mvm/domain/rapporten/labels';
import type { RapportPeriod } from '@mvm/domain/rapporten/period';
import type { Rapport, VerlengenQuery, VerlengenRow } from '@mvm/domain/rapporten/schemas';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/client';
import { buildRapport } from './rapport-service';
import { renewalWorklist } from './verlengen-service';

/**
 * Every file the product hands out with data of households goes through this module (issue 12 logs them here):
 * CSV in UTF-8 with a byte-order mark and ';' between fields, so Excel with Belgian settings opens it as is.
 * toCsv is the product's only CSV writer: each cell passes the spreadsheet-formula rule there (issue 24).
 */
export type CsvFile = { fileName: string; body: string; rows: number };

type Cell = string | number;
const BOM = '\uFEFF';

export function toCsv(lines: readonly (readonly Cell[])[]): string {
  return (
    BOM +
    stringify(
      lines.map((l) => [...l]),
      {
        delimiter: ';',
        record_delimiter: '\r\n',
        cast: { string: spreadsheetSafeText, number: spreadsheetSafeNumber },
      },
    )
  );
}

const PERSON_COLUMNS = [
  'Huishoudens',
  'Personen',
  LEEFTIJD_LABELS.volwassenen,
  LEEFTIJD_LABELS.kinderenOnder12,
  LEEFTIJD_LABELS.jongeren12tot17,
];
const persons = (c: Rapport['bediendPeriode'][number]) => [
  c.huishoudens,
  c.personen,
  c.volwassenen,
  c.kinderenOnder12,
  c.jongeren12tot17,
];

/** The report as lines: one block per table, the same numbers and order as the screen and the PDF. */
export function rapportLines(r: Rapport): Cell[][] {
  return [
    ['Rapport', formatDateBE(r.van), formatDateBE(r.tot)],
    [],
    ['Bediend per maand en afdeling'],
    ['Maand', 'Afdeling', ...PERSON_COLUMNS],
    ...r.bediend.map((b) => [maandLabel(b.maand), AFDELING_LABELS[b.afdeling], ...persons(b)]),
    [],
    ['Bediend in de hele periode'],
    ['Afdeling', ...PERSON_COLUMNS],
    ...r.bediendPeriode.map((b) => [AFDELING_LABELS[b.afdeling], ...persons(b)]),
    [],
    ['Inschrijvingen'],
    ['Maand', 'Nieuwe leden', 'Nieuwe eenmalige hulp'],
    ...r.inschrijvingen.map((i) => [maandLabel(i.maand), i.nieuweLeden, i.nieuweEenmalig]),
    [],
    ['Beëindigde lidmaatschappen'],
    ['Reden', 'Aantal'],
    ...r.beeindigd.map((b) => [b.reden, b.aantal]),
    [],
    ['Pakketten'],
    ['Maand', ...TYPE_VOEDING.map((t) => `Voeding ${t}`), 'Voeding totaal', 'Zeephuisje'],
    ...r.pakketten.map((p) => {
      const perType = TYPE_VOEDING.map((t) => p.voeding[t]);
      return [maandLabel(p.maand), ...perType, perType.reduce((a, b) => a + b, 0), p.zeephuisje];
    }),
    [],
    ['Postcodes'],
    ['Postcode', 'Gemeente', 'Huishoudens'],
    ...r.postcodes.map((p) => [p.postcode || 'onbekend', p.gemeente, p.huishoudens]),
  ];
}

export async function rapportCsv(db: Db, period: RapportPeriod, now: Date): Promise<CsvFile> {
  const lines = rapportLines(await buildRapport(db, period, now));
  return { fileName: `rapport-${period.van}-${period.tot}.csv`, body: toCsv(lines), rows: lines.length };
}

export const VERLENGEN_COLUMNS = [
  'MVM Nummer',
  'Voornaam',
  'Achternaam',
  'Telefoonnummer',
  'Status',
  'Einddatum',
  'Reden',
] as const;

export function verlengenLines(rows: readonly VerlengenRow[]): Cell[][] {
  return [
    [...VERLENGEN_COLUMNS],
    ...rows.map((r) => [
      `MVM${r.mvmnummer}`,
      r.voornaam,
      r.achternaam,
      r.telefoonnummer,
      r.status,
      formatDateBE(r.einddatum),
      r.redenenBeindiging,
    ]),
  ];
}

export async function verlengenCsv(
  db: Db,
  query: Pick<VerlengenQuery, 'soort' | 'order'>,
  now: Date,
): Promise<CsvFile> {
  const rows = await renewalWorklist(db, query, now);
  return {
    fileName: `te-verlengen-${query.soort}.csv`,
    body: toCsv(verlengenLines(rows)),
    rows: rows.length,
  };
}
