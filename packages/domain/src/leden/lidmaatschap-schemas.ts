import { z } from 'zod';
import { boolInput, dateTimeInput, readOnly, textInput } from './fields';

/** spec 2 §3 Lidmaatschap with its card state (spec 2 §4), derived on every read. */
export const lidmaatschapSchema = z.object({
  ID: z.number(),
  start: z.string(),
  eind: z.string(),
  vroegtijdigBeindigd: z.boolean(),
  vroegtijdigBeindigdOp: z.string().nullable(),
  redenenBeindiging: z.string(),
  gezinsSamenstellingInOrde: z.boolean(),
  state: z.enum(['nietactief', 'toekomst', 'verlengen', 'actief']),
});
export type LidmaatschapRow = z.infer<typeof lidmaatschapSchema>;

/** Verlengen (POST /v1/lid/{id}/lidmaatschap): the server derives the period (DESIGN.md). */
export const lidmaatschapRenewSchema = z.strictObject({
  gezinsSamenstellingInOrde: boolInput,
});
export type LidmaatschapRenew = z.output<typeof lidmaatschapRenewSchema>;

/**
 * PUT /v1/lid/{id}/lidmaatschap/{mid}: change the dates or the switch, or end early with
 * vroegtijdigBeindigd and a reason. Missing dates keep the stored ones.
 */
export const lidmaatschapUpdateSchema = z.strictObject({
  ID: readOnly,
  start: dateTimeInput('Startdatum'),
  eind: dateTimeInput('Einddatum'),
  vroegtijdigBeindigd: boolInput,
  redenenBeindiging: textInput(2000),
  gezinsSamenstellingInOrde: boolInput,
  // Set by the server when ending early; sent back unchanged by the screens.
  vroegtijdigBeindigdOp: readOnly,
  state: readOnly,
});
export type LidmaatschapUpdate = z.output<typeof lidmaatschapUpdateSchema>;

/** A membership inside a member save (POST /v1/lid/): only the switch counts, the period is derived. */
export const lidmaatschapInSaveSchema = z.strictObject({
  ID: readOnly,
  start: readOnly,
  eind: readOnly,
  vroegtijdigBeindigd: readOnly,
  vroegtijdigBeindigdOp: readOnly,
  redenenBeindiging: readOnly,
  state: readOnly,
  gezinsSamenstellingInOrde: boolInput,
});
