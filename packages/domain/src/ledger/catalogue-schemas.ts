import { z } from 'zod';
import { dbIdSchema } from '../input/ids';
import { maatSchema } from '../gekregen/schemas';
import { AFDELINGEN } from '../gekregen/desks';
import {
  ledgerCategorieSchema,
  ledgerObjectSchema,
  OBJECT_SOORTEN,
  type LedgerArea,
  type ObjectSoort,
} from './schemas';

// The admin catalogue (beyond the spec, issue 8): add, rename, reorder and retire categories, items and
// sizes of one area. A retired one keeps its history (its rows still show it) and leaves the pickers.
// Paths: /v1/beheer/catalogus/{afdeling}/..., so a role may be given one desk's catalogue.

export const CATALOGUS_NAAM_NIET_INGEVULD = 'Naam niet ingevuld!';
export const SOORT_NIET_VAN_AFDELING = 'Deze soort hoort niet bij deze afdeling';

/** Which item kinds each desk's catalogue may hold (the quick actions look them up there). */
export const SOORTEN_PER_AFDELING: Record<LedgerArea, readonly ObjectSoort[]> = {
  materiaal: [],
  voeding: ['voeding', 'verjaardag', 'vuilzakken', 'melkpoeder'],
  zeephuisje: ['pakket'],
  punctueel: [],
};

const naam = z
  .string({ message: CATALOGUS_NAAM_NIET_INGEVULD })
  .trim()
  .min(1, CATALOGUS_NAAM_NIET_INGEVULD)
  .max(100, 'Naam is te lang (maximaal 100 tekens)')
  .refine((v) => !/\p{Cc}/u.test(v), 'Naam bevat ongeldige tekens');
const order = z.number({ message: 'Volgorde moet een getal zijn' }).int().min(0).max(100_000);
const bool = z.boolean({ message: 'Moet ja of nee zijn' });
const id = z.number({ message: 'Moet een nummer zijn' }).int().positive().max(2_147_483_647);

export const catalogusParamsSchema = z.object({
  afdeling: z.enum(AFDELINGEN, { message: 'Onbekende afdeling' }),
});
export const catalogusIdParamsSchema = catalogusParamsSchema.extend({ id: dbIdSchema() });
export const catalogusMaatParamsSchema = catalogusIdParamsSchema.extend({ maatId: dbIdSchema() });

/** A category as the admin catalogue shows it (retired ones too). */
export const adminCategorieSchema = ledgerCategorieSchema.extend({ actief: z.boolean() });
/** An item as the admin catalogue shows it: its order, and its sizes with `actief`. */
export const adminObjectSchema = ledgerObjectSchema.extend({
  order: z.number(),
  maten: z.array(maatSchema.extend({ actief: z.boolean() })),
});
export type AdminObject = z.infer<typeof adminObjectSchema>;

/** GET /v1/beheer/catalogus/{afdeling}: every category and item of the area, retired ones included. */
export const catalogusSchema = z.object({
  categorieen: z.array(adminCategorieSchema),
  objects: z.array(adminObjectSchema),
});
export type Catalogus = z.infer<typeof catalogusSchema>;

/** POST …/categorie (new) and PUT …/categorie/{id} (only the fields sent change; `actief: false` retires). */
export const categorieSaveSchema = z.strictObject({
  naam,
  perPersoon: bool.optional(),
  opMaat: bool.optional(),
  printKindInfo: bool.optional(),
  opties: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
  order: order.optional(),
  actief: bool.optional(),
});
export const categorieUpdateSchema = categorieSaveSchema.partial();
export type CategorieSave = z.output<typeof categorieUpdateSchema>;

/** POST …/object (new, with its sizes by name) and PUT …/object/{id} (the fields sent; `actief: false` retires). */
export const objectSaveSchema = z.strictObject({
  naam,
  categorieID: id,
  prijs: z
    .number({ message: 'Prijs moet een getal zijn' })
    .min(0, 'Prijs mag niet negatief zijn')
    .max(99_999)
    .optional(),
  extraEscposData: z.string().max(2000).optional(),
  seperateReceipt: bool.optional(),
  punctueleOrder: z.number().int().min(0).max(100_000).nullable().optional(),
  soort: z.enum(OBJECT_SOORTEN, { message: 'Onbekende soort' }).nullable().optional(),
  order: order.optional(),
  actief: bool.optional(),
  maten: z.array(naam).max(50).optional(),
});
export const objectUpdateSchema = objectSaveSchema.omit({ maten: true }).partial();
export type ObjectSave = z.output<typeof objectSaveSchema>;
export type ObjectUpdate = z.output<typeof objectUpdateSchema>;

/** POST …/object/{id}/maat and PUT …/object/{id}/maat/{maatId} (`actief: false` retires a size). */
export const maatSaveSchema = z.strictObject({ naam, order: order.optional(), actief: bool.optional() });
export const maatUpdateSchema = maatSaveSchema.partial();
export type MaatSave = z.output<typeof maatUpdateSchema>;

/** PUT …/volgorde: the new order of categories, of items, and of sizes (each list: first = 1). */
export const volgordeSaveSchema = z.strictObject({
  categorieen: z.array(id).max(500).optional(),
  objects: z.array(id).max(2000).optional(),
  maten: z.array(id).max(2000).optional(),
});
export type VolgordeSave = z.output<typeof volgordeSaveSchema>;

/** The reply of every admin catalogue write: {status:'ok', message, data: the area's whole catalogue}. */
export const catalogusSavedSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  data: catalogusSchema,
});
