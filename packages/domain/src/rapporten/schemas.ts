import { z } from 'zod';
import { AFDELINGEN } from '../gekregen/desks';
import { pageQuery } from '../leden/fields';
import { TYPE_VOEDING } from '../reference/enums';

const count = z.number().int().nonnegative();
const optionalText = z.string().max(40).optional();

/** `GET /v1/rapporten/?van&tot` (and its CSV): two dates, checked by parseRapportPeriod. */
export const rapportQuerySchema = z.object({ van: optionalText, tot: optionalText });

/** Persons of the households served, by age on the last day of the month (or of the period). */
const personen = {
  huishoudens: count,
  personen: count,
  volwassenen: count,
  kinderenOnder12: count,
  jongeren12tot17: count,
};

export const rapportSchema = z.object({
  van: z.string(),
  tot: z.string(),
  maanden: z.array(z.string()),
  /** Households and persons served per month and area (a household counts once per month and area). */
  bediend: z.array(z.object({ maand: z.string(), afdeling: z.enum(AFDELINGEN), ...personen })),
  /** The same over the whole period, per area and for every area together ('alle'); ages on the last day. */
  bediendPeriode: z.array(z.object({ afdeling: z.enum([...AFDELINGEN, 'alle']), ...personen })),
  /** New members (first membership starting that month) and new one-off cases (registered that month). */
  inschrijvingen: z.array(z.object({ maand: z.string(), nieuweLeden: count, nieuweEenmalig: count })),
  /** Memberships that ended in the period: ended early with their reason, or not renewed. */
  beeindigd: z.array(z.object({ reden: z.string(), aantal: count })),
  /** Packages per month: food per food type, soap-house packages. */
  pakketten: z.array(
    z.object({
      maand: z.string(),
      voeding: z.object(
        Object.fromEntries(TYPE_VOEDING.map((t) => [t, count])) as Record<
          (typeof TYPE_VOEDING)[number],
          typeof count
        >,
      ),
      zeephuisje: count,
    }),
  ),
  /** Households served (any area) per postcode, most first. */
  postcodes: z.array(z.object({ postcode: z.string(), gemeente: z.string(), huishoudens: count })),
});
export type Rapport = z.infer<typeof rapportSchema>;

// The reason shown for a membership that ran out without a renewal.
export const NIET_VERLENGD = 'Niet verlengd';

export const VERLENGEN_SOORTEN = ['alle', 'verlengen', 'beeindigd'] as const;
export type VerlengenSoort = (typeof VERLENGEN_SOORTEN)[number];

/** `GET /v1/rapporten/verlengen`: the renewal worklist, paged, sorted by end date. */
export const verlengenQuerySchema = z.object({
  ...pageQuery(10),
  soort: z
    .enum(VERLENGEN_SOORTEN, { message: 'soort moet alle, verlengen of beeindigd zijn' })
    .default('alle'),
  order: z
    .enum(['einddatum asc', 'einddatum desc'], {
      message: "order moet 'einddatum asc' of 'einddatum desc' zijn",
    })
    .default('einddatum asc'),
});
export type VerlengenQuery = z.infer<typeof verlengenQuerySchema>;

export const verlengenRowSchema = z.object({
  /** The dossier's ID (the access log records which dossiers the list showed). */
  ID: z.number(),
  mvmnummer: z.number(),
  voornaam: z.string(),
  achternaam: z.string(),
  telefoonnummer: z.string(),
  /** 'Te Verlengen' (spec 1 §4): ends within two months; 'Beëindigd': ended in the last three months. */
  status: z.enum(['Te Verlengen', 'Beëindigd']),
  einddatum: z.string(),
  vroegtijdigBeindigd: z.boolean(),
  redenenBeindiging: z.string(),
});
export type VerlengenRow = z.infer<typeof verlengenRowSchema>;

// The worklist shows members whose membership ended in the last three months (spec 1 §9 gives the two months
// of 'Te Verlengen').
export const VERLENGEN_BEEINDIGD_MONTHS = 3;
