import { z } from 'zod';
import { ARBEIDSSTATUS, GESLACHT, GEZINSLID_TYPE, DEFAULT_GEZINSLID_TYPE } from '../reference/enums';
import { normalizeGeslacht } from '../reference/enums';
import { nationalityList } from '../validation/household-save';
import { birthDateInput, boolInput, dateTimeInput, enumInput, readOnly, rrnInput, textInput } from './fields';

/** spec 2 §3 Gezinslid as the API sends it. rijksregisterNummer only for users allowed /v1/gevoelig. */
export const gezinslidSchema = z.object({
  ID: z.number(),
  voornaam: z.string(),
  achternaam: z.string(),
  gezinsHoofd: z.boolean(),
  /** 'yyyy-MM-dd'; null = unknown (the spec's year 1). */
  geboortedatum: z.string().nullable(),
  geslacht: z.enum(GESLACHT).nullable(),
  type: z.enum(GEZINSLID_TYPE),
  telefoonnummer: z.string(),
  geboorteland: z.string(),
  nationaliteit: z.array(z.string()),
  arbeidsstatus: z.enum(ARBEIDSSTATUS).nullable(),
  inschrijfdatum: z.string().nullable(),
  rijksregisterNummer: z.string().nullable().optional(),
});
export type Gezinslid = z.infer<typeof gezinslidSchema>;

/** DESIGN.md: gender is Man or Vrouw in any case (Jongen/Meisje/M/F are read too). */
const geslachtInput = z
  .string({ message: 'Geslacht: moet tekst zijn' })
  .max(20)
  .nullish()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const g = normalizeGeslacht(v);
    if (g) return g;
    ctx.addIssue({ code: 'custom', message: 'Geslacht moet Man of Vrouw zijn' });
    return z.NEVER;
  });

/** spec 2 §3: nationaliteit is a list, also accepted as JSON text of a list. */
const nationaliteitInput = z
  .union([z.array(z.string().max(100)).max(10), z.string().max(1000)], {
    message: 'Nationaliteit moet een lijst zijn',
  })
  .nullish()
  .transform((v) => nationalityList(v));

/** A household member as the forms save it. Strict: an unknown field is a 400. */
export const gezinslidSaveSchema = z.strictObject({
  ID: z.number().int().positive().optional(),
  voornaam: textInput(200),
  achternaam: textInput(200),
  gezinsHoofd: boolInput,
  geboortedatum: birthDateInput,
  geslacht: geslachtInput,
  type: enumInput(GEZINSLID_TYPE, 'Soort relatie').transform((t) => t ?? DEFAULT_GEZINSLID_TYPE),
  telefoonnummer: textInput(50),
  geboorteland: textInput(100),
  nationaliteit: nationaliteitInput,
  arbeidsstatus: enumInput(ARBEIDSSTATUS, 'Arbeidsstatus'),
  inschrijfdatum: dateTimeInput('Inschrijfdatum'),
  rijksregisterNummer: rrnInput,
  // Sent back unchanged by the screens; ignored.
  leeftijd: readOnly,
});
export type GezinslidSave = z.output<typeof gezinslidSaveSchema>;
export type GezinslidSaveInput = z.input<typeof gezinslidSaveSchema>;
