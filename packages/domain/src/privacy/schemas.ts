import { z } from 'zod';
import { dbIdSchema } from '../input/ids';
import { dateTimeInput, pageQuery } from '../leden/fields';

// Issue 12: the wire schemas of the privacy area (/v1/privacy/...).

/** One entry of the access log. Never a national number, never a search text. */
export const accessLogRowSchema = z.object({
  ID: z.number(),
  at: z.string(),
  userId: z.number().nullable(),
  gebruiker: z.string(),
  dossierId: z.number().nullable(),
  mvmnummer: z.number().nullable(),
  enummer: z.number().nullable(),
  /** The dossiers a search or list showed. */
  dossierIds: z.array(z.number()).nullable(),
  scherm: z.string(),
  aanroep: z.string(),
  zoekSoort: z.string().nullable(),
  aantal: z.number().nullable(),
  adres: z.string(),
});
export type AccessLogRow = z.infer<typeof accessLogRowSchema>;

const filterText = z.string().max(100, 'Maximaal 100 tekens').optional();

/** GET /v1/privacy/toegangslog: by user name, dossier ('MVM12', 'E45') and period (van/tot, dates). */
export const accessLogQuerySchema = z.object({
  ...pageQuery(20),
  gebruiker: filterText,
  dossier: filterText,
  van: dateTimeInput('Van'),
  tot: dateTimeInput('Tot'),
});
export type AccessLogQuery = z.output<typeof accessLogQuerySchema>;

export const dossierHistoryQuerySchema = z.object({ ...pageQuery(20) });

/** A dossier as the privacy pages list it (due for retention, or looked up for a request). */
export const privacyDossierSchema = z.object({
  ID: z.number(),
  mvmnummer: z.number().nullable(),
  enummer: z.number().nullable(),
  voornaam: z.string(),
  achternaam: z.string(),
  /** The end of its last membership, its last received row, or its creation: whichever is latest. */
  laatsteActiviteit: z.string(),
  verwijderdOp: z.string().nullable(),
  geanonimiseerdOp: z.string().nullable(),
});
export type PrivacyDossier = z.infer<typeof privacyDossierSchema>;

export const privacyDossierParamsSchema = z.object({ id: dbIdSchema('Ongeldig dossier') });

/** GET /v1/privacy/dossiers?nummer=MVM12 (or E45): also deleted dossiers, which still hold data. */
export const privacyLookupQuerySchema = z.object({
  nummer: z
    .string({ message: 'Geef een lidnummer of E-nummer' })
    .trim()
    .min(1, 'Geef een lidnummer of E-nummer')
    .max(30),
});

export const exportQuerySchema = z.object({
  formaat: z.enum(['json', 'pdf'], { message: "Formaat is 'json' of 'pdf'" }).default('json'),
});

export const ERASE_REASON_MISSING = 'Geef de reden van het wissen';
/** POST /v1/privacy/dossiers/{id}/wissen. */
export const eraseBodySchema = z.strictObject({
  reden: z
    .string({ message: ERASE_REASON_MISSING })
    .trim()
    .min(1, ERASE_REASON_MISSING)
    .max(1000, 'Maximaal 1000 tekens'),
});

export const retentionStatusSchema = z.object({
  maanden: z.number(),
  /** Dossiers whose last activity is before this moment are due. */
  grens: z.string(),
  /** null when the daily job is switched off (RETENTION_JOB=0). */
  volgendeRun: z.string().nullable(),
  laatsteRun: z.object({ at: z.string(), geanonimiseerd: z.number(), door: z.string() }).nullable(),
  teWissen: z.number(),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;

export const retentionRunBodySchema = z.strictObject({
  /** A dry run: says what would be anonymised, changes nothing. */
  proef: z.boolean({ message: 'Proef moet ja of nee zijn' }).default(false),
});

export const retentionRunResultSchema = z.object({
  proef: z.boolean(),
  geanonimiseerd: z.number(),
  dossiers: z.array(z.number()),
});
export type RetentionRunResult = z.infer<typeof retentionRunResultSchema>;

/**
 * Issue 24: a warning for the administrators. 'rrn-limiet': a user without the sensitive right went over the
 * limit of lookups by national number a minute (`aantal` refused); 'rrn-volume': many such lookups in one hour
 * (`aantal` so far). One row per kind, user and hour window. Never a national number.
 */
export const securityWarningRowSchema = z.object({
  ID: z.number(),
  soort: z.enum(['rrn-limiet', 'rrn-volume']),
  /** What happened, in Dutch, for the page. */
  melding: z.string(),
  userId: z.number(),
  gebruiker: z.string(),
  adres: z.string(),
  eerste: z.string(),
  laatste: z.string(),
  aantal: z.number(),
});
export type SecurityWarningRow = z.infer<typeof securityWarningRowSchema>;

export const securityWarningsQuerySchema = z.object({ ...pageQuery(20) });
