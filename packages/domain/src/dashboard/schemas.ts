import { z } from 'zod';
import { TYPE_VOEDING } from '../reference/enums';

const count = z.number().int().nonnegative();

/** spec 1 §3: a map from date string to count (`GET /v1/dashboard/voeding/90days`, keys 'yyyy-MM-dd'). */
export const dagTellingSchema = z.record(z.string(), count);
export type DagTelling = z.infer<typeof dagTellingSchema>;

/** One day of `GET /v1/dashboard/voeding/type`: every food type with its count (0 included). */
export const typeTellingSchema = z.object(
  Object.fromEntries(TYPE_VOEDING.map((t) => [t, count])) as Record<
    (typeof TYPE_VOEDING)[number],
    typeof count
  >,
);
export type TypeTelling = z.infer<typeof typeTellingSchema>;

/** spec 1 §3: for food type, a map from date to type to count. */
export const dagTypeTellingSchema = z.record(z.string(), typeTellingSchema);
export type DagTypeTelling = z.infer<typeof dagTypeTellingSchema>;

/** `GET /v1/dashboard/zeephuisje/6months`: a map from month ('yyyy-MM') to count. */
export const maandTellingSchema = z.record(z.string(), count);
export type MaandTelling = z.infer<typeof maandTellingSchema>;
