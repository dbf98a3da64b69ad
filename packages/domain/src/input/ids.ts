import { z } from 'zod';

/** Ids are PostgreSQL `integer` columns (serial): a larger number can never address a record. */
export const MAX_DB_ID = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/**
 * The one strict id parser for paths: digits only (no sign, space, exponent, hex or decimal point),
 * 1 to MAX_DB_ID. Anything else is null, so '%201', '1e0' and '0x1' never address record 1.
 */
export function parseDbId(text: string): number | null {
  if (!DIGITS.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_DB_ID ? n : null;
}

/** A path id as a zod schema: the text of the path segment in, the number out. */
export const dbIdSchema = (message = 'Ongeldig nummer') =>
  z
    .string({ message })
    .max(20, message)
    .transform((text, ctx) => {
      const id = parseDbId(text);
      if (id !== null) return id;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** `{ id }` in a path, e.g. /v1/beheer/gebruikers/{id}. */
export const idParamSchema = z.object({ id: dbIdSchema() });
