import { z } from 'zod';
import { DAG } from '../reference/enums';
import { memberStatusSchema } from './dossier-schemas';
import { pageQuery } from './fields';

/** A row of GET /v1/leden/ and GET /v1/lid/search (spec 2 §2 member table). */
export const ledenRowSchema = z.object({
  ID: z.number(),
  mvmnummer: z.number(),
  voornaam: z.string(),
  achternaam: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  status: memberStatusSchema,
  einddatum: z.string().nullable(),
  controle: z.boolean(),
  redenControle: z.string(),
  dag: z.enum(DAG).nullable(),
  nietBetalen: z.boolean(),
  voorrang: z.boolean(),
});
export type LedenRow = z.infer<typeof ledenRowSchema>;

/** A row of GET /v1/punctuelehulp/ (spec 2 §2 one-off table). */
export const punctueleRowSchema = z.object({
  ID: z.number(),
  enummer: z.number(),
  mvmnummer: z.number().nullable(),
  voornaam: z.string(),
  achternaam: z.string(),
  CreatedAt: z.string(),
  geboorteland: z.string(),
});
export type PunctueleRow = z.infer<typeof punctueleRowSchema>;

const searchText = z.string().max(200, 'Zoekterm is te lang').optional();

/** GET /v1/leden/ (spec 2 §7, §9): `order` is '<field> <asc|desc>', checked by parseMemberOrder. */
export const ledenQuerySchema = z.object({
  ...pageQuery(10),
  order: z.string().max(100).optional(),
  search: searchText,
  rijksregisternummer: searchText,
});
export type LedenQuery = z.output<typeof ledenQuerySchema>;

/** GET /v1/lid/search: the first 10, best match first. */
export const lidSearchQuerySchema = z.object({ search: searchText, rijksregisternummer: searchText });

export const punctueleQuerySchema = z.object({
  ...pageQuery(10),
  search: searchText,
  rijksregisternummer: searchText,
});

/** Received lists: 20 a page (spec 2 §9). */
export const gekregenQuerySchema = z.object({ ...pageQuery(20) });

/** spec 2 §2 Hulp tab: one point per ISO week (Brussels) of the last 52, this week last. */
export const voedingWeekSchema = z.object({
  week: z.string(),
  weekStart: z.string(),
  aantal: z.number(),
});
export type VoedingWeek = z.infer<typeof voedingWeekSchema>;
