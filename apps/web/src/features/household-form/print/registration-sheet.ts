import type { Content, ContentStack, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  ageInYears,
  ASSESSMENT_FIELDS,
  formatEuro,
  formatRrn,
  HOUSEHOLD_FIELD_LABELS as L,
  MOTIVATION_SCORE_OPTIONS,
  normalizeMoney,
  type MoneyField,
  type PovertyLine,
} from '@mvm/domain';
import type { Gezinslid } from '@mvm/domain/leden/schemas';
import { formatDate } from '../../../lib/format';
import type { HouseholdFormValues } from '../model/form-values';
import { parentHeading } from '../model/parent-heading';

export type SheetInput = {
  values: HouseholdFormValues;
  /** 'MVM12' for a member, 'E7' for a one-off case, '' for a new record (spec 2 §9). */
  number: string;
  /** Household members besides the head. */
  otherMembers: readonly Gezinslid[];
  povertyLine: PovertyLine;
  /** Without sensitive access the national number and finances are left out. */
  sensitive: boolean;
  printedAt: Date;
};

const ACCENT = '#b0532f';
const MUTED = '#6b635a';
const LINE = '#dcd7d0';

// No lines, little padding: the sheet should fit on one A4 for a usual household.
const COMPACT = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => 4,
  paddingTop: () => 0.5,
  paddingBottom: () => 0.5,
};

const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : '—');
const yesNo = (v: boolean) => (v ? 'Ja' : 'Nee');
const score = (n: number) => MOTIVATION_SCORE_OPTIONS.find((o) => o.value === n)?.label ?? 'niet beoordeeld';

function money(values: HouseholdFormValues, field: MoneyField): string {
  if (values.gezin[`${field}NietBekend`]) return 'Niet bekend';
  const amount = normalizeMoney(values.gezin[field]);
  return Number.isFinite(amount) ? formatEuro(amount) : '—';
}

/** A section: a coloured heading and label/value rows in two columns. */
function section(title: string, rows: [string, string][]): Content {
  const half = Math.ceil(rows.length / 2);
  const column = (part: [string, string][]): Content =>
    part.length === 0
      ? { text: '' }
      : {
          table: {
            widths: [110, '*'],
            body: part.map(([label, value]) => [
              { text: label, color: MUTED, fontSize: 8 },
              { text: value, fontSize: 9 },
            ]),
          },
          layout: COMPACT,
        };
  return {
    stack: [
      { text: title, style: 'section' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.75, lineColor: LINE }] },
      {
        columns: [column(rows.slice(0, half)), column(rows.slice(half))],
        columnGap: 16,
        margin: [0, 4, 0, 0],
      },
    ],
    margin: [0, 10, 0, 0],
    unbreakable: true,
  };
}

function remark(title: string, value: string): ContentStack {
  return {
    stack: [
      { text: title, color: MUTED, fontSize: 8 },
      { text: text(value), fontSize: 9, margin: [0, 0, 0, 3] },
    ],
  };
}

/** A remark under its section, only when there is one (the sheet should fit one page). */
const optionalRemark = (title: string, value: string): Content[] =>
  value.trim() ? [{ ...remark(title, value), margin: [0, 3, 0, 0] }] : [];

/** spec 2 §1, §9: the A4 registration sheet, Poppins, 'MVM' + number or 'E' + number, every section of the form. */
export function registrationSheet({
  values,
  number,
  otherMembers,
  povertyLine,
  sensitive,
  printedAt,
}: SheetInput): TDocumentDefinitions {
  const { head, gezin } = values;
  const name = `${head.voornaam} ${head.achternaam}`.trim();
  const age = ageInYears(head.geboortedatum, printedAt);

  const parent: [string, string][] = [
    [L.voornaam, text(head.voornaam)],
    [L.achternaam, text(head.achternaam)],
    [L.geslacht, text(head.geslacht)],
    [
      L.geboortedatum,
      head.geboortedatum ? `${formatDate(head.geboortedatum)}${age !== null ? ` (${age} jaar)` : ''}` : '—',
    ],
    ...(sensitive
      ? // A [label, value] row like the others (an array literal is not inferred as a tuple).
        [
          [L.rijksregisterNummer, head.rijksregisterNummer ? formatRrn(head.rijksregisterNummer) : '—'] as [
            string,
            string,
          ],
        ]
      : []),
    [L.nationaliteit, head.nationaliteit.length ? head.nationaliteit.join(', ') : '—'],
    [L.geboorteland, text(head.geboorteland)],
    [L.arbeidsstatus, text(head.arbeidsstatus)],
    [L.telefoonnummer, text(head.telefoonnummer)],
  ];
  const dossier: [string, string][] = [
    [L.dag, text(values.dag)],
    [
      'Controle',
      values.controle ? `Ja${values.redenControle.trim() ? ` — ${values.redenControle.trim()}` : ''}` : 'Nee',
    ],
    ['Niet betalen', yesNo(values.nietBetalen)],
    ['Voorrang', yesNo(values.voorrang)],
  ];
  const finance: [string, string][] = gezin.inSchuldbemiddeling
    ? [
        [L.inSchuldbemiddeling, 'Ja'],
        [L.maandelijksBudget, money(values, 'maandelijksBudget')],
      ]
    : [
        [L.inSchuldbemiddeling, 'Nee'],
        ...(
          [
            'maandelijksInkomen',
            'kindergeld',
            'allimentatie',
            'huur',
            'energie',
            'vasteKosten',
            'schuldAflossing',
          ] as const
        ).map((f): [string, string] => [L[f], money(values, f)]),
      ];
  finance.push([
    'Onder armoedegrens',
    `${{ ja: 'Ja', nee: 'Nee', Misschien: 'Misschien' }[povertyLine.result]} (grens ${formatEuro(povertyLine.threshold)})`,
  ]);

  const members: Content = otherMembers.length
    ? {
        stack: [
          { text: 'Gezinsleden', style: 'section' },
          {
            table: {
              headerRows: 1,
              widths: ['*', '*', 70, 60, 60],
              body: [
                ['Voornaam', 'Achternaam', 'Geboortedatum', 'Leeftijd', 'Relatie'].map((h) => ({
                  text: h,
                  style: 'th',
                })),
                ...otherMembers.map((m) => {
                  const a = ageInYears(m.geboortedatum, printedAt);
                  return [
                    text(m.voornaam),
                    text(m.achternaam),
                    m.geboortedatum ? formatDate(m.geboortedatum) : 'onbekend',
                    a === null ? 'onbekend' : `${a} jaar`,
                    m.type,
                  ];
                }),
              ],
            },
            layout: 'lightHorizontalLines',
            fontSize: 9,
          },
        ],
        margin: [0, 7, 0, 0],
      }
    : [];

  return {
    pageSize: 'A4',
    pageMargins: [40, 28, 40, 40],
    info: { title: `Inschrijving ${number || 'nieuw'} ${name}`.trim() },
    defaultStyle: { font: 'Poppins', fontSize: 9, lineHeight: 1.05 },
    styles: {
      section: { fontSize: 11, bold: true, color: ACCENT, margin: [0, 0, 0, 2] },
      th: { bold: true, color: MUTED, fontSize: 8.5 },
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Afgedrukt op ${formatDate(printedAt)}`, color: MUTED, fontSize: 8 },
        { text: `Pagina ${page} van ${pages}`, alignment: 'right', color: MUTED, fontSize: 8 },
      ],
      margin: [40, 14, 40, 0],
    }),
    content: [
      {
        columns: [
          {
            stack: [
              { text: 'Inschrijvingsformulier', fontSize: 16, bold: true },
              { text: name || 'Nieuw gezin', fontSize: 11, color: MUTED },
            ],
          },
          { text: number || '—', fontSize: 26, bold: true, color: ACCENT, alignment: 'right', width: 'auto' },
        ],
      },
      section(parentHeading(head.geslacht), parent),
      section('Dossier', dossier),
      section('Adres', [
        [L.straat, text(gezin.straat)],
        [L.huisnummer, text(gezin.huisnummer)],
        [L.postcode, text(gezin.postcode)],
        [L.gemeente, text(gezin.gemeente)],
      ]),
      section('Situatie', [
        [L.verblijfsvergunning, text(gezin.verblijfsvergunning)],
        [L.doorverwijzendeInstantie, text(gezin.doorverwijzendeInstantie)],
        [L.doorverwijsBrief, yesNo(gezin.doorverwijsBrief)],
      ]),
      ...optionalRemark('Opmerking situatie', gezin.opmerkingSituatie),
      ...(sensitive
        ? [
            section('Financiële informatie', finance),
            ...optionalRemark('Opmerking financieel', gezin.opmerkingFinancieel),
          ]
        : []),
      section('Diensten', [[L.typeVoeding, text(gezin.typeVoeding)]]),
      section('Voorwaarden lidmaatschap', [
        ...ASSESSMENT_FIELDS.map((f): [string, string] => [L[f], score(gezin[f])]),
        ['Formulier ondertekend', yesNo(gezin.ondertekendFormulier)],
      ]),
      members,
      {
        stack: [
          { text: 'Opmerkingen', style: 'section' },
          {
            columns: [
              remark('Opmerking', gezin.opmerking),
              remark('Tijdelijke opmerkingen', values.tijdelijkeOpmerkingen),
            ],
            columnGap: 16,
          },
        ],
        margin: [0, 6, 0, 0],
        unbreakable: true,
      },
      {
        columns: [
          {
            stack: [
              { text: 'Handtekening gezinshoofd', color: MUTED, fontSize: 8.5 },
              { text: ' ', margin: [0, 18, 0, 0] },
            ],
          },
          {
            stack: [
              { text: 'Handtekening vrijwilliger', color: MUTED, fontSize: 8.5 },
              { text: ' ', margin: [0, 18, 0, 0] },
            ],
          },
        ],
        columnGap: 24,
        margin: [0, 8, 0, 0],
        unbreakable: true,
      },
      {
        columns: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 245, y2: 0, lineWidth: 0.75, lineColor: MUTED }] },
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 245, y2: 0, lineWidth: 0.75, lineColor: MUTED }] },
        ],
        columnGap: 24,
      },
    ],
  };
}
