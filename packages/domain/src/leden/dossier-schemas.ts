import { z } from 'zod';
import { DAG } from '../reference/enums';
import { boolInput, enumInput, readOnly, textInput } from './fields';
import { gezinSaveSchema, gezinSchema } from './gezin-schemas';
import { lidmaatschapInSaveSchema, lidmaatschapSchema } from './lidmaatschap-schemas';

export const memberStatusSchema = z.enum(['Actief', 'Te Verlengen', 'Niet Actief']);

/** spec 2 §3 Dossier as GET /v1/lid/{id} and GET /v1/punctuelehulp/{id} send it. */
export const dossierSchema = z.object({
  ID: z.number(),
  mvmnummer: z.number().nullable(),
  enummer: z.number().nullable(),
  CreatedAt: z.string(),
  /** The concurrency token: send it back with PUT; a stale one answers 409. */
  UpdatedAt: z.string(),
  nietBetalen: z.boolean(),
  controle: z.boolean(),
  redenControle: z.string(),
  voorrang: z.boolean(),
  dag: z.enum(DAG).nullable(),
  tijdelijkeOpmerkingen: z.string(),
  status: memberStatusSchema,
  einddatum: z.string().nullable(),
  postcode: z.string(),
  gezin: gezinSchema,
  /** Newest first. */
  lidmaatschap: z.array(lidmaatschapSchema),
});
export type Dossier = z.infer<typeof dossierSchema>;

/**
 * The household form's save (spec 2 §7): the dossier fields plus gezin. A save replaces the form's
 * fields; values the API sent that are not editable (numbers, status, ...) may be sent back and are
 * ignored. Strict: any other field is a 400.
 */
export const dossierSaveSchema = z.strictObject({
  ID: readOnly,
  mvmnummer: readOnly,
  /** POST /v1/lid/ with the enummer (or ID) of a one-off case registers that case as member. */
  enummer: z.number().int().positive().nullish(),
  CreatedAt: readOnly,
  UpdatedAt: z.string().max(40).optional(),
  status: readOnly,
  einddatum: readOnly,
  postcode: readOnly,
  rrn: readOnly,
  nietBetalen: boolInput,
  controle: boolInput,
  redenControle: textInput(2000),
  voorrang: boolInput,
  dag: enumInput(DAG, 'Dag'),
  tijdelijkeOpmerkingen: textInput(5000),
  gezin: gezinSaveSchema,
  lidmaatschap: z.array(lidmaatschapInSaveSchema).max(50).optional(),
});
export type DossierSave = z.output<typeof dossierSaveSchema>;
export type DossierSaveInput = z.input<typeof dossierSaveSchema>;

/** Save answers (DESIGN.md): the saved row, which the screen puts in place of its own. */
export const saveResponse = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('ok'), message: z.string(), data });
export const okResponseSchema = z.object({ status: z.literal('ok'), message: z.string() });
