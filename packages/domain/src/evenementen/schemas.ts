import { z } from 'zod';
import { parseDateInput, toIsoDate } from '../dates/brussels';
import { dbIdSchema } from '../input/ids';
import { textInput } from '../leden/fields';
import { parseMemberNumberParam } from '../search/numbers';
import { DEFAULT_MAX_KIND_LEEFTIJD, LEEFTIJD_HALVE_JAREN } from './rules';

/** spec 2 §3 Event. */
export const evenementSchema = z.object({
  ID: z.number(),
  naam: z.string(),
  datum: z.string().nullable(),
  perKind: z.boolean(),
  maxKindLeeftijd: z.number(),
});
export type Evenement = z.infer<typeof evenementSchema>;

const dayInput = z
  .string({ message: 'Datum: moet een datum zijn' })
  .max(40)
  .nullish()
  .transform((v, ctx): string | null => {
    if (!v?.trim()) return null;
    const date = parseDateInput(v);
    if (date) return toIsoDate(date);
    ctx.addIssue({ code: 'custom', message: 'Datum is geen geldige datum' });
    return z.NEVER;
  });

/** POST /v1/evenementen/ (the modal 'Evenement Toevoegen'). */
export const evenementSaveSchema = z.object({
  naam: textInput(200),
  datum: dayInput,
  perKind: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  maxKindLeeftijd: z
    .number({ message: 'Maximale leeftijd moet een getal zijn' })
    .int('Maximale leeftijd moet een geheel getal zijn')
    .min(0, 'Maximale leeftijd moet minstens 0 zijn')
    .max(120)
    .nullish()
    .transform((v) => v ?? DEFAULT_MAX_KIND_LEEFTIJD),
});
export type EvenementSaveInput = z.input<typeof evenementSaveSchema>;

export const GESLACHT_KIND = ['Man', 'Vrouw'] as const;

/** A child of a sign-up (spec 2 §3). Jongen/Meisje are accepted and stored as Man/Vrouw (DESIGN.md). */
export const inschrijvingKindSchema = z.object({
  naam: z.string(),
  geslacht: z.enum(GESLACHT_KIND).nullable(),
  leeftijd: z.number().nullable(),
  opmerking: z.string(),
  aanwezig: z.boolean(),
});
export type InschrijvingKind = z.infer<typeof inschrijvingKindSchema>;

const geslachtKindInput = z
  .string()
  .max(20)
  .nullish()
  .transform((v, ctx): 'Man' | 'Vrouw' | null => {
    const t = (v ?? '').trim().toLowerCase();
    if (!t) return null;
    if (t === 'man' || t === 'jongen') return 'Man';
    if (t === 'vrouw' || t === 'meisje') return 'Vrouw';
    ctx.addIssue({ code: 'custom', message: 'Geslacht kind is Jongen of Meisje' });
    return z.NEVER;
  });

const kindInput = z.object({
  naam: textInput(100),
  geslacht: geslachtKindInput,
  leeftijd: z
    .number({ message: 'Leeftijd moet een getal zijn' })
    .min(0, 'Leeftijd moet minstens 0 zijn')
    .max(30, 'Leeftijd is te groot')
    .multipleOf(0.5, LEEFTIJD_HALVE_JAREN)
    .nullish()
    .transform((v) => v ?? null),
  opmerking: textInput(500),
  aanwezig: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

/** PUT /v1/evenementen/{eventId}/{nr}: aanwezig true signs up (children checked), false signs out. */
export const inschrijvingSaveSchema = z.object({
  aanwezig: z.boolean({ message: 'aanwezig moet waar of onwaar zijn' }),
  opmerking: textInput(1000),
  kinderen: z.array(kindInput).max(30, 'Te veel kinderen').default([]),
});
export type InschrijvingSaveInput = z.input<typeof inschrijvingSaveSchema>;

/** The household as the sign-up and check-in screens show it. */
export const inschrijvingLidSchema = z.object({
  mvmnummer: z.number(),
  naam: z.string(),
  status: z.enum(['Actief', 'Te Verlengen', 'Niet Actief']),
  nietBetalen: z.boolean(),
  /** spec 1 §5: household members aged 0 to 15 (the Sinterklaas snack count). */
  personenTot15: z.number(),
});

/**
 * GET /v1/evenementen/{eventId}/{nr}: the sign-up (or, when none exists, a new one with the household's
 * children all present, spec 2 §4). `ingeschreven`: a sign-up is stored and aanwezig; `ingechecktOp`: the
 * household came (PUT .../aanwezig).
 */
export const inschrijvingSchema = z.object({
  evenement: evenementSchema,
  lid: inschrijvingLidSchema,
  aanwezig: z.boolean(),
  opmerking: z.string(),
  kinderen: z.array(inschrijvingKindSchema),
  ingeschreven: z.boolean(),
  ingechecktOp: z.string().nullable(),
});
export type Inschrijving = z.infer<typeof inschrijvingSchema>;

export const aanwezigBodySchema = z
  .object({ aanwezig: z.boolean().optional() })
  .nullish()
  .transform((b) => b?.aanwezig ?? true);

const memberNumber = z
  .string()
  .max(30)
  .transform((v, ctx) => {
    const n = parseMemberNumberParam(v);
    if (n !== null) return n;
    ctx.addIssue({ code: 'custom', message: 'Ongeldig lidnummer' });
    return z.NEVER;
  });

export const inschrijvingParamsSchema = z.object({
  eventId: dbIdSchema('Ongeldig evenementnummer'),
  nr: memberNumber,
});
export const sinterklaasParamsSchema = z.object({ nr: memberNumber });

/** POST /v1/sinterklaas/klant/{nr} (spec 1 §7): the names of the children who came. */
export const sinterklaasBodySchema = z.object({
  kinderen: z.array(z.string().max(100)).max(30, 'Te veel kinderen'),
});
export const sinterklaasResultSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  /** The material rows made (a child already registered today is not registered twice). */
  aantal: z.number(),
});
export const volgNummerSchema = z.object({ volgNummer: z.number() });
