import { z } from 'zod';
import { parseDateInput, toIsoDate } from '../dates/brussels';
import { isUnknownBirthDate } from '../dates/birthdays';
import { normalizeRrn } from '../rijksregisternummer/rrn';

// Building blocks of the household wire schemas: lenient on input (the form sends '' for empty),
// one canonical value on output.

/** Free text; null or missing becomes ''. */
export const textInput = (max = 1000) =>
  z
    .string({ message: 'Moet tekst zijn' })
    .max(max, `Maximaal ${max} tekens`)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/** One of a list, matched case-insensitively; '' or null becomes null. */
export const enumInput = <T extends string>(values: readonly T[], label: string) =>
  z
    .string({ message: `${label}: moet tekst zijn` })
    .max(200)
    .nullish()
    .transform((v, ctx): T | null => {
      const text = v?.trim() ?? '';
      if (text === '') return null;
      const found = values.find((value) => value.toLowerCase() === text.toLowerCase());
      if (found) return found;
      ctx.addIssue({ code: 'custom', message: `Ongeldige waarde voor ${label}` });
      return z.NEVER;
    });

/** spec 2 §5: dates come as ISO text, yyyy-MM-dd or dd/MM/yyyy; '' or null is no date. */
export const dateTimeInput = (label: string) =>
  z
    .string({ message: `${label}: moet een datum zijn` })
    .max(40)
    .nullish()
    .transform((v, ctx): Date | null => {
      if (!v?.trim()) return null;
      const date = parseDateInput(v);
      if (date) return date;
      ctx.addIssue({ code: 'custom', message: `${label} is geen geldige datum` });
      return z.NEVER;
    });

/** A birth date as 'yyyy-MM-dd' (Brussels); spec 2 §3: year 1 means unknown and becomes null. */
export const birthDateInput = dateTimeInput('Geboortedatum').transform((d) =>
  d === null || isUnknownBirthDate(d) ? null : toIsoDate(d),
);

/** spec 2 §5: digits only ('85.07.30-033.28' is accepted); the checksum is a save rule. */
export const rrnInput = z
  .string({ message: 'Rijksregisternummer: moet tekst zijn' })
  .max(40)
  .nullish()
  .transform((v) => normalizeRrn(v) || null);

/** spec 2 §3 assessment score: 0 (not assessed) to 4. */
export const scoreInput = (label: string) =>
  z
    .number({ message: `${label}: moet een getal zijn` })
    .int(`${label}: moet een geheel getal zijn`)
    .min(0, `${label} moet tussen 0 en 4 liggen`)
    .max(4, `${label} moet tussen 0 en 4 liggen`)
    .nullish()
    .transform((v) => v ?? 0);

/** spec 2 §5: a number or the text typed ('12,50'); range and empty → 0 are save rules (normalizeMoney). */
export const moneyInput = z
  .union([z.number(), z.string().max(40)], { message: 'Moet een bedrag zijn' })
  .nullish();

export const boolInput = z.boolean({ message: 'Moet ja of nee zijn' }).nullish();

/** Fields the API sends that a client may send back unchanged; the server ignores them. */
export const readOnly = z.unknown().optional();

/** Query numbers: page from 1; page_size defaults to 10 and is capped at 100 (DESIGN.md). */
export const pageQuery = (defaultSize: number) => ({
  page: z.coerce
    .number({ message: 'page moet een getal zijn' })
    .int('page moet een geheel getal zijn')
    .min(1, 'page begint bij 1')
    .max(1_000_000)
    .default(1),
  page_size: z.coerce
    .number({ message: 'page_size moet een getal zijn' })
    .int('page_size moet een geheel getal zijn')
    .min(1, 'page_size moet minstens 1 zijn')
    .default(defaultSize)
    .transform((n) => Math.min(n, 100)),
});
