import { z } from 'zod';
import { dateTimeInput, readOnly, textInput } from '../leden/fields';
import { AFDELINGEN } from './desks';

/** spec 2 §3 Gekregen: one received row of any area. */
export const gekregenSchema = z.object({
  ID: z.number(),
  datum: z.string(),
  aantal: z.number(),
  afdeling: z.enum(AFDELINGEN),
  object: z.string(),
  objectID: z.number(),
  maat: z.string().nullable(),
  maatID: z.number().nullable(),
  /** ID of the household member who received it, if any. */
  gezinsLid: z.number().nullable(),
  /** Name of the recipient as shown (the member's name, or free text). */
  ontvanger: z.string(),
  opmerking: z.string(),
});
export type Gekregen = z.infer<typeof gekregenSchema>;

const optionalId = z.number({ message: 'Moet een nummer zijn' }).int().positive().nullish();

/** A received row as the screens save it; the rules of spec 2 §5 are in ../ledger/rules.ts. */
export const gekregenSaveSchema = z.strictObject({
  ID: readOnly,
  datum: dateTimeInput('Datum'),
  aantal: z
    .number({ message: 'Aantal moet een getal zijn' })
    .int('Aantal moet een geheel getal zijn')
    .max(10_000, 'Aantal is te groot')
    .nullish(),
  objectID: optionalId,
  maatID: optionalId,
  gezinsLid: optionalId,
  ontvanger: textInput(200),
  opmerking: textInput(2000),
  // Shown values and the screen's local print flag (spec 2 §3); ignored.
  object: readOnly,
  maat: readOnly,
  afdeling: readOnly,
  print: readOnly,
});
export type GekregenSave = z.output<typeof gekregenSaveSchema>;
export type GekregenSaveInput = z.input<typeof gekregenSaveSchema>;

export const maatSchema = z.object({ ID: z.number(), naam: z.string() });

export const categorieSchema = z.object({
  ID: z.number(),
  naam: z.string(),
  afdeling: z.enum(AFDELINGEN),
  order: z.number(),
  perPersoon: z.boolean(),
  opMaat: z.boolean(),
  printKindInfo: z.boolean(),
  opties: z.array(z.string()),
});
export type Categorie = z.infer<typeof categorieSchema>;

/** spec 2 §3 Object (an item of the catalogue) with its sizes and category. */
export const objectSchema = z.object({
  ID: z.number(),
  naam: z.string(),
  prijs: z.number(),
  extraEscposData: z.string(),
  seperateReceipt: z.boolean(),
  punctueleOrder: z.number().nullable(),
  maten: z.array(maatSchema),
  categorie: categorieSchema,
});
export type CatalogueObject = z.infer<typeof objectSchema>;
