import { z } from 'zod';
import { pageQuery, textInput } from '../leden/fields';
import { parseDateInput, toIsoDate } from '../dates/brussels';
import { MARKT_DEFAULTS, PRINT_LOCATIES } from './rules';
import { dbIdSchema } from '../input/ids';
import { parseMemberNumberParam } from '../search/numbers';

/** spec 2 §3 Market, as the API sends it (dates 'yyyy-MM-dd', Brussels days). */
export const marktSchema = z.object({
  ID: z.number(),
  naam: z.string(),
  beschrijving: z.string(),
  startDatum: z.string(),
  eindDatum: z.string(),
  printLocatie: z.enum(PRINT_LOCATIES),
  voorKinderen: z.boolean(),
  minKindLeeftijd: z.number(),
  maxKindLeeftijd: z.number(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Markt = z.infer<typeof marktSchema>;

/** A date field: ISO, yyyy-MM-dd or dd/MM/yyyy in; the Brussels day 'yyyy-MM-dd' out; empty = null. */
const dayInput = (label: string) =>
  z
    .string({ message: `${label}: moet een datum zijn` })
    .max(40)
    .nullish()
    .transform((v, ctx): string | null => {
      if (!v?.trim()) return null;
      const date = parseDateInput(v);
      if (date) return toIsoDate(date);
      ctx.addIssue({ code: 'custom', message: `${label} is geen geldige datum` });
      return z.NEVER;
    });

const age = (label: string, fallback: number) =>
  z
    .number({ message: `${label} moet een getal zijn` })
    .int(`${label} moet een geheel getal zijn`)
    .max(120, `${label} is te groot`)
    .nullish()
    .transform((v) => v ?? fallback);

/** POST /v1/markt/ and PUT /v1/markt/{id}: lenient in, the rules of spec 2 §5 run on the result. */
export const marktSaveSchema = z.object({
  ID: z.unknown().optional(),
  naam: textInput(200),
  beschrijving: textInput(2000),
  startDatum: dayInput('Startdatum'),
  eindDatum: dayInput('Einddatum'),
  printLocatie: z
    .enum(PRINT_LOCATIES, { message: 'Ticket print locatie is voeding of onthaal' })
    .nullish()
    .transform((v) => v ?? MARKT_DEFAULTS.printLocatie),
  voorKinderen: z
    .boolean()
    .nullish()
    .transform((v) => v ?? MARKT_DEFAULTS.voorKinderen),
  minKindLeeftijd: age('Minimum leeftijd', MARKT_DEFAULTS.minKindLeeftijd),
  maxKindLeeftijd: age('Maximum leeftijd', MARKT_DEFAULTS.maxKindLeeftijd),
  CreatedAt: z.unknown().optional(),
  UpdatedAt: z.unknown().optional(),
});
export type MarktSave = z.output<typeof marktSaveSchema>;
export type MarktSaveInput = z.input<typeof marktSaveSchema>;

/** GET /v1/markten/ (spec 2 §7): paging, order '<naam|start_datum|eind_datum> <asc|desc>', search. */
export const marktenQuerySchema = z.object({
  ...pageQuery(10),
  order: z.string().max(100).optional(),
  search: z.string().max(200, 'Zoekterm is te lang').optional(),
});

export const MARKT_ORDER_FIELDS = ['naam', 'start_datum', 'eind_datum'] as const;
export type MarktOrder = { field: (typeof MARKT_ORDER_FIELDS)[number]; direction: 'asc' | 'desc' };
export const DEFAULT_MARKT_ORDER: MarktOrder = { field: 'start_datum', direction: 'desc' };

/** spec 2 §9: default start_datum DESC; null for an unknown field or direction (a 400). */
export function parseMarktOrder(text: string | null | undefined): MarktOrder | null {
  const parts = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return DEFAULT_MARKT_ORDER;
  if (parts.length > 2) return null;
  const field = MARKT_ORDER_FIELDS.find((f) => f === (parts[0] ?? '').toLowerCase());
  const direction = (parts[1] ?? 'asc').toLowerCase();
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null;
  return { field, direction };
}

export const unknownMarktOrderMessage = (text: string) =>
  `Onbekende sortering '${text}': gebruik naam, start_datum of eind_datum met asc of desc`;

/** POST /v1/markten/scan/{marktId}. `idempotencyKey` (beyond the spec): a scan sent again is counted once. */
export const scanBodySchema = z.object({
  barcode: z.string({ message: 'Barcode ontbreekt' }).max(4000, 'Barcode is niet geldig'),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Ongeldige sleutel')
    .optional(),
  /** When the scan was made at the door (a scan kept on the device while offline is sent later). */
  gescandOp: z.iso.datetime({ offset: true, message: 'Ongeldig tijdstip' }).optional(),
});
export type ScanBody = z.infer<typeof scanBodySchema>;

/** spec 2 §3 scan result: status, and aanwezigheid with tijd ('already present': the first scan's time). */
export const scanResultSchema = z.object({
  status: z.enum(['ok', 'already present']),
  aanwezigheid: z.object({ tijd: z.string(), mvmnummer: z.number(), marktId: z.number() }),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

export const scanKeySchema = z.object({ key: z.string() });

/**
 * spec 1 §7 GET /v1/onthaal/markt/{nr}: one print job per current market the household may visit. A job is
 * the body of the print agent's POST /print-markt as it is (markt name, 'MVM123', head's name, children,
 * barcode, printLocatie: which desk's printer prints it).
 */
export const marktPrintJobSchema = z.object({
  printLocatie: z.enum(PRINT_LOCATIES),
  markt: z.string(),
  mvmNummer: z.string(),
  naam: z.string(),
  kinderen: z.array(z.object({ naam: z.string(), geslacht: z.string(), leeftijd: z.number().nullable() })),
  barcode: z.string(),
});
export type MarktPrintJob = z.infer<typeof marktPrintJobSchema>;

const memberNumber = z
  .string()
  .max(30)
  .transform((v, ctx) => {
    const n = parseMemberNumberParam(v);
    if (n !== null) return n;
    ctx.addIssue({ code: 'custom', message: 'Ongeldig lidnummer' });
    return z.NEVER;
  });

/** /v1/onthaal/markt/{nr}: 'MVM123' and '123' alike (DESIGN.md). */
export const onthaalMarktParamsSchema = z.object({ nr: memberNumber });
export const marktIdParamsSchema = z.object({ id: dbIdSchema('Ongeldig marktnummer') });
export const scanParamsSchema = z.object({ marktId: dbIdSchema('Ongeldig marktnummer') });
