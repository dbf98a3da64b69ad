import { z } from 'zod';

/**
 * spec 1 §7 "Printers": the JSON bodies the desks POST to the print agent, one schema per endpoint, shared
 * by the agent (validation) and the web app (types). Every message is Dutch: the desk shows it as is.
 */

const objectError = (iss: { code: string; keys?: string[] }) =>
  iss.code === 'unrecognized_keys' && iss.keys
    ? `Onbekend veld: ${iss.keys.join(', ')}`
    : 'De gegevens moeten een JSON-object zijn';

const text = (label: string, { min = 0, max = 100 }: { min?: number; max?: number } = {}) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} ontbreekt` : `${label} moet tekst zijn`) })
    .trim()
    .min(min, `${label} is niet ingevuld`)
    .max(max, `${label} is te lang (hoogstens ${max} tekens)`)
    // A name can never carry a printer command: control characters print as '?'.
    // eslint-disable-next-line no-control-regex -- control characters are what this replaces
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, '?'));

const optionalText = (label: string, max = 200) => text(label, { max }).optional().default('');

const count = (label: string, max = 99) =>
  z
    .number({ error: `${label} moet een getal zijn` })
    .int(`${label} moet een geheel getal zijn`)
    .min(0, `${label} mag niet negatief zijn`)
    .max(max, `${label} is te groot`);

/** 'MVM123' (the form every desk prints); a one-off case prints 'E45'. */
export const mvmNummerSchema = z
  .string({
    error: (iss) => (iss.input === undefined ? 'MVM-nummer ontbreekt' : 'MVM-nummer moet tekst zijn'),
  })
  .regex(/^(MVM|E)\d{1,12}$/, 'MVM-nummer moet de vorm MVM123 hebben');

/** spec 1 §9 print types. */
export const PRINT_TYPES = ['Gewoon', 'Voorrang', 'Leveren bij inschrijving', 'Andere'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/** spec 1 §3 reception print payload, POST /print (reception and food tickets). */
export const voedingTicketSchema = z.strictObject(
  {
    ticketCount: z
      .number({ error: 'Ticketnummer moet een getal zijn' })
      .int('Ticketnummer moet een geheel getal zijn')
      .min(1, 'Ticketnummer begint bij 1')
      .max(99_999, 'Ticketnummer is te groot'),
    doelgroepnummer: mvmNummerSchema,
    typeVoeding: optionalText('Type voeding', 60),
    specialeVoeding: optionalText('Speciale voeding', 300),
    opmerking: optionalText('Opmerking', 500),
    voornaam: text('Voornaam'),
    naam: text('Naam', { min: 1 }),
    // 'Andere' prints its free text instead; the desk sends that text as printType.
    printType: text('Printtype', { min: 1, max: 80 }),
    needsMelkpoeder: z.boolean({ error: 'needsMelkpoeder moet waar of onwaar zijn' }).default(false),
    needsVerjaardag: z.boolean({ error: 'needsVerjaardag moet waar of onwaar zijn' }).default(false),
    volwassenen: count('Aantal volwassenen'),
    kinderen: count('Aantal kinderen'),
  },
  { error: objectError },
);
export type VoedingTicket = z.input<typeof voedingTicketSchema>;

const kindSchema = z.strictObject(
  {
    naam: text('Naam kind'),
    geslacht: optionalText('Geslacht', 20),
    leeftijd: z.number().min(0).max(130).nullable(),
  },
  { error: objectError },
);

/**
 * POST /print-markt: one market ticket (a job of GET /v1/onthaal/markt/{nr}) with its barcode text, which the
 * agent prints as a QR code (DESIGN.md: base64 of nonce and AES-GCM ciphertext; the agent never reads it).
 */
export const marktTicketSchema = z.strictObject(
  {
    markt: text('Markt', { min: 1 }),
    mvmNummer: mvmNummerSchema,
    naam: optionalText('Naam', 100),
    kinderen: z.array(kindSchema).max(30, 'Te veel kinderen').optional().default([]),
    barcode: z
      .string({ error: 'Barcode ontbreekt' })
      .min(16, 'Barcode is te kort')
      .max(2000, 'Barcode is te lang')
      .regex(/^[A-Za-z0-9+/=_-]+$/, 'Barcode is geen base64-tekst'),
    printLocatie: optionalText('Printlocatie', 20),
  },
  { error: objectError },
);
export type MarktTicket = z.input<typeof marktTicketSchema>;

/** spec 1 §7 Sinterklaas print body: the snack ticket and the toy ticket (at least one). */
export const sinterklaasTicketSchema = z
  .strictObject(
    {
      snoep: z
        .strictObject(
          {
            volgNummer: count('Volgnummer', 99_999),
            mvmNummer: mvmNummerSchema,
            naam: text('Naam', { min: 1 }),
            personen: count('Personen'),
          },
          { error: objectError },
        )
        .optional(),
      speelgoed: z
        .strictObject(
          {
            volgNummer: count('Volgnummer', 99_999),
            mvmNummer: mvmNummerSchema,
            naam: text('Naam', { min: 1 }),
            paketten: count('Paketten'),
          },
          { error: objectError },
        )
        .optional(),
    },
    { error: objectError },
  )
  .refine((body) => body.snoep ?? body.speelgoed, 'Geef snoep, speelgoed of allebei');
export type SinterklaasTicket = z.input<typeof sinterklaasTicketSchema>;

const klantSchema = z.strictObject(
  { mvmNummer: mvmNummerSchema, voornaam: optionalText('Voornaam', 100), naam: text('Naam', { min: 1 }) },
  { error: objectError },
);

/** The small safe template of an item's extra ticket lines (see escpos-markup.ts): text only. */
export const extraEscposDataSchema = z
  .string()
  .max(1000, 'Extra ticketregels zijn te lang')
  .optional()
  .default('');

/** spec 1 §7 material print body, POST /materiaal. */
export const materiaalTicketSchema = z.strictObject(
  {
    klant: klantSchema,
    items: z
      .array(
        z.strictObject(
          {
            object: text('Item', { min: 1 }),
            opmerking: optionalText('Opmerking', 300),
            maat: optionalText('Maat', 60),
            ontvanger: z
              .strictObject(
                {
                  naam: optionalText('Naam ontvanger', 100),
                  geslacht: optionalText('Geslacht', 20),
                  leeftijd: z.number().min(0).max(130).nullable().optional(),
                },
                { error: objectError },
              )
              .nullable()
              .optional(),
            prijs: z
              .number({ error: 'Prijs moet een getal zijn' })
              .min(0, 'Prijs mag niet negatief zijn')
              .max(100_000)
              .optional()
              .default(0),
            extraEscposData: extraEscposDataSchema,
            seperateReceipt: z.boolean().optional().default(false),
            aantal: z.number().int().min(1).max(999).optional().default(1),
          },
          { error: objectError },
        ),
      )
      .min(1, 'Niets om te printen')
      .max(100, 'Te veel items op één ticket'),
  },
  { error: objectError },
);
export type MateriaalTicket = z.input<typeof materiaalTicketSchema>;

/**
 * POST /eenmaligen: the one-off help goods (spec 2 §2 Goederen 'Printen'), the same shape as material.
 * @alias the agent registers the route under this name (knip: a deliberate second name, not a duplicate)
 */
export const eenmaligenTicketSchema = materiaalTicketSchema;
export type EenmaligenTicket = MateriaalTicket;

/** The agent's answer (spec 1 §7): ok, or error with a Dutch message (also in `error`, for the red dialog). */
export const printerReplySchema = z.object({
  status: z.enum(['ok', 'error']),
  message: z.string().optional(),
  error: z.string().optional(),
  jobId: z.string().optional(),
});
export type PrinterReplyBody = z.infer<typeof printerReplySchema>;
