import { z } from 'zod';

/** Variables whose value never goes to the console, not even in an error about them. */
export const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'BACKUP_PASSPHRASE',
  'BACKUP_IDENTITY',
]);

const FALSE_WORDS = ['0', 'false', 'no', 'off', 'nee'];
const TRUE_WORDS = ['1', 'true', 'yes', 'on', 'ja'];

/** Unset and empty mean the same: the default. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

export const integer = (fallback: number, min: number, max: number) =>
  optionalText
    .refine((v) => v === undefined || /^\d+$/.test(v), {
      message: `moet een geheel getal zijn (${min}–${max})`,
    })
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine((n) => n >= min && n <= max, { message: `moet tussen ${min} en ${max} liggen` });

/** A switch: 1/true/yes/on/ja or 0/false/no/off/nee; unset = undefined (the caller's default). */
export const flag = optionalText
  .refine((v) => v === undefined || [...FALSE_WORDS, ...TRUE_WORDS].includes(v.toLowerCase()), {
    message: `moet aan (${TRUE_WORDS.join('/')}) of uit (${FALSE_WORDS.join('/')}) zijn`,
  })
  .transform((v) => (v === undefined ? undefined : TRUE_WORDS.includes(v.toLowerCase())));

export const text = (fallback: string) => optionalText.transform((v) => v ?? fallback);

export const postgresUrl = optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
  message: 'moet een PostgreSQL-adres zijn (postgres://gebruiker:wachtwoord@host:5432/database)',
});

/** Comma-separated origins (scheme://host[:port]), without a trailing slash. */
export const origins = optionalText
  .transform((v) =>
    v
      ?.split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .refine((list) => list === undefined || list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
    message: 'moet een of meer adressen zijn als https://backoffice.example.be, gescheiden door komma’s',
  });

/** A hop count, or addresses and subnets ('10.0.0.5, loopback'); off by default (docs/security.md). */
export const trustProxy = optionalText.transform((v): false | number | string[] => {
  if (v === undefined || FALSE_WORDS.includes(v.toLowerCase())) return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
});
