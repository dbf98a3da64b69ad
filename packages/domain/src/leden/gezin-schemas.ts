import { z } from 'zod';
import { ASSESSMENT_FIELDS, MONEY_FIELDS, type AssessmentField, type MoneyField } from '../household/types';
import {
  DEFAULT_TYPE_VOEDING,
  DOORVERWIJZENDE_INSTANTIE,
  TYPE_VOEDING,
  VERBLIJFSVERGUNNING,
} from '../reference/enums';
import { HOUSEHOLD_FIELD_LABELS as L } from '../validation/labels';
import { boolInput, enumInput, moneyInput, readOnly, scoreInput, textInput } from './fields';
import { gezinslidSaveSchema, gezinslidSchema } from './gezinslid-schemas';

type Shape<K extends string, T extends z.ZodType> = { [P in K]: T };
const shapeOf = <K extends string, T extends z.ZodType>(keys: readonly K[], make: (k: K) => T) =>
  // One entry per key: Object.fromEntries cannot say so in its type.
  Object.fromEntries(keys.map((k) => [k, make(k)])) as Shape<K, T>;
const notKnown = (f: MoneyField) => `${f}NietBekend` as const;

/** spec 2 §4: household status computed after save. */
export const gezinsStatusSchema = z.object({
  type: z.enum(['Eenoudergezin', 'Tweeoudergezin']),
  kinderen: z.number(),
});

// spec 2 §3: finance fields (and the finance remark, which says the same in words); only for users allowed
// /v1/gevoelig, so optional on the wire.
const financeOut = {
  opmerkingFinancieel: z.string().optional(),
  inSchuldbemiddeling: z.boolean().optional(),
  ...shapeOf(MONEY_FIELDS, () => z.number().optional()),
  ...shapeOf(MONEY_FIELDS.map(notKnown), () => z.boolean().optional()),
};

/** spec 2 §3 Gezin as the API sends it. */
export const gezinSchema = z.object({
  ID: z.number(),
  UpdatedAt: z.string(),
  leden: z.array(gezinslidSchema),
  postcode: z.string(),
  gemeente: z.string(),
  straat: z.string(),
  huisnummer: z.string(),
  /** Residence status: sensitive (issue 12), only for users allowed /v1/gevoelig. */
  verblijfsvergunning: z.enum(VERBLIJFSVERGUNNING).nullable().optional(),
  doorverwijzendeInstantie: z.enum(DOORVERWIJZENDE_INSTANTIE).nullable(),
  doorverwijsBrief: z.boolean(),
  ...shapeOf<AssessmentField, z.ZodNumber>(ASSESSMENT_FIELDS, () => z.number()),
  opmerkingSituatie: z.string(),
  opmerking: z.string(),
  ...financeOut,
  typeVoeding: z.enum(TYPE_VOEDING),
  ondertekendFormulier: z.boolean(),
  gezinsStatus: gezinsStatusSchema,
});
export type Gezin = z.infer<typeof gezinSchema>;

/** The household part of a save. Missing fields keep their stored value on an update. */
export const gezinSaveSchema = z.strictObject({
  ID: readOnly,
  UpdatedAt: z.string().max(40).optional(),
  gezinsStatus: readOnly,
  leden: z.array(gezinslidSaveSchema).max(30, 'Maximaal 30 gezinsleden').optional(),
  postcode: z
    .union([z.string().max(10), z.number().int().nonnegative()], { message: 'Postcode: moet tekst zijn' })
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim())),
  gemeente: textInput(200),
  straat: textInput(200),
  huisnummer: textInput(50),
  verblijfsvergunning: enumInput(VERBLIJFSVERGUNNING, L.verblijfsvergunning),
  doorverwijzendeInstantie: enumInput(DOORVERWIJZENDE_INSTANTIE, L.doorverwijzendeInstantie),
  doorverwijsBrief: boolInput,
  ...shapeOf(ASSESSMENT_FIELDS, (f) => scoreInput(L[f])),
  opmerkingSituatie: textInput(5000),
  opmerkingFinancieel: textInput(5000),
  opmerking: textInput(5000),
  inSchuldbemiddeling: boolInput,
  ...shapeOf(MONEY_FIELDS, () => moneyInput),
  ...shapeOf(MONEY_FIELDS.map(notKnown), () => boolInput),
  typeVoeding: enumInput(TYPE_VOEDING, L.typeVoeding).transform((t) => t ?? DEFAULT_TYPE_VOEDING),
  ondertekendFormulier: boolInput,
});
export type GezinSave = z.output<typeof gezinSaveSchema>;
export type GezinSaveInput = z.input<typeof gezinSaveSchema>;
