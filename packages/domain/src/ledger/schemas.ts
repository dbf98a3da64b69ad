import { z } from 'zod';
import { dbIdSchema } from '../input/ids';
import { dateTimeInput, enumInput, pageQuery, readOnly, textInput } from '../leden/fields';
import { memberStatusSchema } from '../leden/dossier-schemas';
import { gezinslidSchema } from '../leden/gezinslid-schemas';
import { lidmaatschapSchema } from '../leden/lidmaatschap-schemas';
import { lidParamsSchema } from '../leden/params';
import { categorieSchema, gekregenSaveSchema, gekregenSchema, objectSchema } from '../gekregen/schemas';
import { AFDELINGEN } from '../gekregen/desks';
import { DAG, TYPE_VOEDING } from '../reference/enums';

// The wire contract of the four desks' ledgers (issue 8): material (spec 1 §3, §5, §7), food (spec 1
// §3, §4, §5, §7), soap house (spec 2 §3, §4, §5, §7) and the goods of a one-off help case (spec 2 §2,
// §7). One shape for all four; each area uses the parts its spec names. docs/areas/{materiaal,voeding,
// zeephuisje}.md say which call answers what.

/** The areas a ledger belongs to: a received row's `afdeling` (docs/decisions.md: the area that recorded it). */
export const LEDGER_AREAS = AFDELINGEN;
export type LedgerArea = (typeof LEDGER_AREAS)[number];

/**
 * What an item is to the quick actions and the period rules (beyond the spec's fields; the rules follow
 * this, not the item's name, so an admin may rename 'Voeding'):
 * - `voeding`: the weekly food package ('Voeding Vandaag'; one per ISO week, Brussels);
 * - `verjaardag`, `vuilzakken`, `melkpoeder`: the extras of the 'Voeding Vandaag' variants;
 * - `pakket`: the soap house's monthly package ('Pakket Vandaag'; one per calendar month, Brussels).
 */
export const OBJECT_SOORTEN = ['voeding', 'verjaardag', 'vuilzakken', 'melkpoeder', 'pakket'] as const;
export type ObjectSoort = (typeof OBJECT_SOORTEN)[number];

// ---------------------------------------------------------------------------------------------------
// Catalogue: GET /v1/{materiaal,voeding,zeephuisje,punctuelehulp}/objects
// ---------------------------------------------------------------------------------------------------

/**
 * spec 1 §3 Material category: ID, naam, order, opMaat, perPersoon, printOpties.printKindInfo (plus spec 2
 * §3 afdeling and opties). `order` is the spec's name for the category's place (the table's `volgorde`);
 * `printKindInfo` is also sent flat, as before issue 8.
 */
export const ledgerCategorieSchema = categorieSchema.extend({
  printOpties: z.object({ printKindInfo: z.boolean() }),
});
export type LedgerCategorie = z.infer<typeof ledgerCategorieSchema>;

/**
 * spec 1 §3 Material object / spec 2 §3 Object: ID, naam, prijs, extraEscposData, seperateReceipt,
 * maten [{ID, naam}] (in their order), categorie, punctueleOrder. `soort` see OBJECT_SOORTEN; `actief` is
 * false for a retired item (only the admin catalogue lists those; the pickers never get them).
 */
export const ledgerObjectSchema = objectSchema.extend({
  categorie: ledgerCategorieSchema,
  soort: z.enum(OBJECT_SOORTEN).nullable(),
  actief: z.boolean(),
});
export type LedgerObject = z.infer<typeof ledgerObjectSchema>;

/** The reply of GET /v1/{area}/objects: the area's active items, by category order, then item order. */
export const objectsReplySchema = z.array(ledgerObjectSchema);

// ---------------------------------------------------------------------------------------------------
// "May we serve today?" (packages/domain/src/ledger/serve-today.ts computes it)
// ---------------------------------------------------------------------------------------------------

/** Why a household cannot get its package today. */
export const SERVE_TODAY_REDENEN = ['deze-week', 'deze-maand', 'lidmaatschap', 'formulier'] as const;
export type ServeTodayReden = (typeof SERVE_TODAY_REDENEN)[number];

/**
 * Whether the household may get its package (food: the weekly Voeding; soap house: the monthly Pakket)
 * today. `magVandaag` false → `reden` (the Dutch line to show, e.g. 'Klant heeft deze week al voeding
 * gehad') and `redenCode`; `volgendeDatum` ('yyyy-MM-dd', Brussels) is the first day it can, null when
 * no date is known (membership ended, form not signed). `waarschuwing` is a warning that never refuses:
 * today is not the household's 'Dag'. `laatste` is the date (ISO) of the last package, null when none.
 */
export const serveTodaySchema = z.object({
  magVandaag: z.boolean(),
  reden: z.string().nullable(),
  redenCode: z.enum(SERVE_TODAY_REDENEN).nullable(),
  volgendeDatum: z.string().nullable(),
  waarschuwing: z.string().nullable(),
  laatste: z.string().nullable(),
});
export type ServeToday = z.infer<typeof serveTodaySchema>;

// ---------------------------------------------------------------------------------------------------
// The household as the desks show it (spec 1 §3 Member, Gezin, Gezinslid, Lidmaatschap; spec 1 §2 info
// block). Never a national number, finances or residence status (DESIGN.md sensitive fields).
// ---------------------------------------------------------------------------------------------------

/** spec 1 §3 Gezinslid: voornaam, achternaam, geslacht, geboortedatum ('yyyy-MM-dd' or null), gezinsHoofd, type. */
export const klantGezinslidSchema = gezinslidSchema.pick({
  ID: true,
  voornaam: true,
  achternaam: true,
  geslacht: true,
  geboortedatum: true,
  gezinsHoofd: true,
  type: true,
});
export type KlantGezinslid = z.infer<typeof klantGezinslidSchema>;

/** spec 1 §3 Lidmaatschap: start, eind, vroegtijdigBeindigd (plus its ID and card state); newest first. */
export const klantLidmaatschapSchema = lidmaatschapSchema.pick({
  ID: true,
  start: true,
  eind: true,
  vroegtijdigBeindigd: true,
  state: true,
});

/**
 * spec 1 §3 Member + Gezin as the desks' info block needs them: 'Niet Actief' (status), 'Niet Betalen'
 * (nietBetalen), the head (the member with gezinsHoofd), MVM number, postcode and gemeente, the household
 * (`gezin.leden`, youngest first: newest birth date first, unknown last), typeVoeding, ondertekendFormulier.
 */
export const klantLidSchema = z.object({
  ID: z.number(),
  mvmnummer: z.number(),
  status: memberStatusSchema,
  einddatum: z.string().nullable(),
  nietBetalen: z.boolean(),
  voorrang: z.boolean(),
  controle: z.boolean(),
  redenControle: z.string(),
  dag: z.enum(DAG).nullable(),
  gezin: z.object({
    postcode: z.string(),
    gemeente: z.string(),
    typeVoeding: z.enum(TYPE_VOEDING),
    ondertekendFormulier: z.boolean(),
    leden: z.array(klantGezinslidSchema),
  }),
  lidmaatschap: z.array(klantLidmaatschapSchema),
});
export type KlantLid = z.infer<typeof klantLidSchema>;

/** GET /v1/materiaal/klant/{nr}: spec 1 §3 Material per customer (opmerking) plus the household. */
export const materiaalKlantSchema = z.object({ lid: klantLidSchema, opmerking: z.string() });
export type MateriaalKlant = z.infer<typeof materiaalKlantSchema>;

/** The last milk powder given (the 'Met (zelfde) melkpoeder' variant repeats it), or null: never given. */
export const laatsteMelkpoederSchema = z.object({
  objectID: z.number(),
  object: z.string(),
  maatID: z.number().nullable(),
  maat: z.string().nullable(),
  aantal: z.number(),
  datum: z.string(),
});

/**
 * GET /v1/voeding/klant/{nr}: spec 1 §3 Food customer info (specialeVoeding, opmerking), the household
 * (its `gezin.typeVoeding` is 'Type Voeding'), "may we serve today?" and the last milk powder.
 */
export const voedingKlantSchema = z.object({
  lid: klantLidSchema,
  specialeVoeding: z.string(),
  opmerking: z.string(),
  vandaag: serveTodaySchema,
  laatsteMelkpoeder: laatsteMelkpoederSchema.nullable(),
});
export type VoedingKlant = z.infer<typeof voedingKlantSchema>;

/**
 * spec 2 §9 soap-house totals: the sum of `aantal` per item over the last 365 days (from `sinds`, ISO),
 * every item of the area that was given in that time. Showing them (Overtrek 2 Personen as /2, Overtrek 1
 * Persoon as /(2 × kinderen), Pakket and Luiers hidden) is the screen's part; `kinderen` counts the
 * members aged 0 to under 18, `luiers` the members younger than 3 (the diaper flag).
 */
export const zeephuisjeTotaalSchema = z.object({
  objectID: z.number(),
  object: z.string(),
  categorieID: z.number(),
  soort: z.enum(OBJECT_SOORTEN).nullable(),
  aantal: z.number(),
});
export const zeephuisjeTotalenSchema = z.object({
  sinds: z.string(),
  kinderen: z.number(),
  luiers: z.array(z.object({ ID: z.number(), naam: z.string(), geboortedatum: z.string() })),
  items: z.array(zeephuisjeTotaalSchema),
});

/** GET /v1/zeephuisje/klant/{mvm}: the customer (opmerking), the household, "may we serve today?", totals. */
export const zeephuisjeKlantSchema = z.object({
  lid: klantLidSchema,
  opmerking: z.string(),
  vandaag: serveTodaySchema,
  totalen: zeephuisjeTotalenSchema,
});
export type ZeephuisjeKlant = z.infer<typeof zeephuisjeKlantSchema>;

/** POST /v1/materiaal/klant/{nr} and POST /v1/zeephuisje/klant/{mvm}: {opmerking}. */
export const klantInfoSaveSchema = z.strictObject({ opmerking: textInput(5000) });
export type KlantInfoSave = z.output<typeof klantInfoSaveSchema>;

/**
 * POST /v1/voeding/klant/{nr}: spec 1 §7 {specialeVoeding, opmerking}; `typeVoeding` (spec 1 §2 'Type
 * Voeding', stored on the household) too when sent.
 */
export const voedingInfoSaveSchema = z.strictObject({
  specialeVoeding: textInput(2000),
  opmerking: textInput(5000),
  typeVoeding: enumInput(TYPE_VOEDING, 'Type Voeding').optional(),
});
export type VoedingInfoSave = z.output<typeof voedingInfoSaveSchema>;

/** The replies of the info saves: {status:'ok', message:'Opgeslagen!', data: the area's klant reply}. */
export const okReply = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('ok'), message: z.string(), data });

// ---------------------------------------------------------------------------------------------------
// Received rows
// ---------------------------------------------------------------------------------------------------

/**
 * A received row of any ledger: spec 2 §3 Gekregen (ID, datum, aantal, object, objectID, gezinsLid,
 * ontvanger, maat = the size's name, maatID, opmerking) with the spec 1 §3 spellings: `objectId` (= objectID;
 * spec 1's `maat` "the size ID" is `maatID` here), and `days` of the food row (spec 1 §3: whole days from the
 * row's Brussels day to today, 0 = today; the food screen stripes rows by it). `categorieID` is the item's
 * category (the material accordions, the soap-house totals).
 */
export const ledgerRowSchema = gekregenSchema.extend({
  objectId: z.number(),
  categorieID: z.number(),
  days: z.number(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

const filterId = z.coerce
  .number({ message: 'Moet een nummer zijn' })
  .int('Moet een nummer zijn')
  .positive('Moet een nummer zijn')
  .max(2_147_483_647, 'Moet een nummer zijn')
  .optional();

/**
 * The row lists (spec 1 §7, spec 2 §7): `page` (from 1), `page_size` (10; at most 100), filters `object`
 * (an item ID), `ontvanger` (text in the recipient's name, case-insensitive), `maat` (a size ID),
 * `categorie` (a category ID; the material path carries it), and beyond the spec the filter toggle's date
 * `datum` ('yyyy-MM-dd', that Brussels day) and `gezinsLid` (a member ID). Newest first; the total in the
 * `Num-Total-Entries` header.
 */
export const ledgerQuerySchema = z.object({
  ...pageQuery(10),
  object: filterId,
  ontvanger: z.string().max(200, 'Maximaal 200 tekens').optional(),
  maat: filterId,
  categorie: filterId,
  gezinsLid: filterId,
  datum: dateTimeInput('Datum').optional(),
});
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;

/**
 * The row save (POST …/gekregen/…/{rowID or 0}; POST/PUT /v1/punctuelehulp/{id}/gekregen[/{rowId}]): the
 * spec 2 fields (objectID, maatID, gezinsLid, ontvanger, datum, aantal, opmerking). spec 1's spellings are
 * read too: `objectId` for objectID, and `maat` as a size ID (a number) for maatID. Shown values (object,
 * maat as a name, afdeling, days, categorieID) and the local `print` flag are ignored. `datum` is ISO text
 * with zone (or yyyy-MM-dd / dd/MM/yyyy: that Brussels day). `aantal` missing = 1; below 1 is refused.
 */
export const ledgerRowSaveSchema = gekregenSaveSchema
  .extend({
    objectId: z.number({ message: 'Moet een nummer zijn' }).int().positive().nullish(),
    categorieID: readOnly,
    days: readOnly,
  })
  .transform(({ objectId, categorieID: _c, days: _d, ...row }) => ({
    ...row,
    objectID: row.objectID ?? objectId ?? null,
    maatID: row.maatID ?? (typeof row.maat === 'number' ? row.maat : null),
  }));
export type LedgerRowSave = z.output<typeof ledgerRowSaveSchema>;
export type LedgerRowSaveInput = z.input<typeof ledgerRowSaveSchema>;

/** The reply of a row save: {status:'ok', message:'Opgeslagen!', data: the saved row (with its ID)}. */
export const ledgerRowSavedSchema = okReply(ledgerRowSchema);
/** The reply of a delete and other answers without data: {status:'ok', message}. */
export const ledgerOkSchema = z.object({ status: z.literal('ok'), message: z.string() });

// ---------------------------------------------------------------------------------------------------
// Quick actions (saved at once, in one transaction: all rows or none)
// ---------------------------------------------------------------------------------------------------

/** spec 1 §2 'Voeding Vandaag' variants: Gewoon, Met verjaardag, Met vuilzakken, Met (zelfde) melkpoeder. */
export const VOEDING_VARIANTEN = ['gewoon', 'verjaardag', 'vuilzakken', 'melkpoeder'] as const;
export type VoedingVariant = (typeof VOEDING_VARIANTEN)[number];

/**
 * POST /v1/voeding/klant/{nr}/vandaag {variant}: a Voeding row dated now plus the variant's row (the
 * birthday item, the bin bags, or the last milk powder again: same item, size and amount). Refusals (400
 * {error}): "may we serve today?" says no (e.g. 'Klant heeft deze week al voeding gehad'), or the milk-powder
 * variant without any earlier milk powder ('Geen melkpoeder in het verleden gegeven, voeg deze eerst
 * manueel toe.'). Reply {status:'ok', message:'Opgeslagen!', data: the new rows}.
 */
export const voedingVandaagSchema = z.strictObject({
  variant: z.enum(VOEDING_VARIANTEN, { message: 'Onbekende variant' }).default('gewoon'),
});
export type VoedingVandaag = z.output<typeof voedingVandaagSchema>;

/**
 * POST /v1/zeephuisje/klant/{mvm}/pakket (no body): spec 2 §4 'Pakket Vandaag': a row (1, the Pakket item,
 * its first size, now). Refused (400) with 'Klant heeft deze maand al een pakket gehad' and the other
 * "may we serve today?" reasons. Reply {status:'ok', message:'Opgeslagen!', data: the new rows}.
 */
export const quickActionReplySchema = okReply(z.array(ledgerRowSchema));

// ---------------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------------

const rowIdOrNew = z
  .string()
  .max(20, 'Ongeldig nummer')
  .transform((text, ctx) => {
    if (text === '0') return 0;
    const parsed = dbIdSchema().safeParse(text);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: 'Ongeldig nummer' });
    return z.NEVER;
  });

/** {nr} / {mvm}: 'MVM123' and '123' alike (spec 2 §7: the number is auto-prefixed MVM). */
export const klantParamsSchema = z.object({ nr: lidParamsSchema.shape.id });
/** /v1/materiaal/klant/{nr}/gekregen/{categorieID} */
export const materiaalCategorieParamsSchema = klantParamsSchema.extend({ categorieID: dbIdSchema() });
/** /v1/materiaal/klant/{nr}/gekregen/{categorieID}/{rowID}: 0 = a new row (POST only). */
export const materiaalRowParamsSchema = materiaalCategorieParamsSchema.extend({ rowID: rowIdOrNew });
/** /v1/{voeding,zeephuisje}/klant/{nr}/gekregen/{rowID}: 0 = a new row (POST only). */
export const klantRowParamsSchema = klantParamsSchema.extend({ rowID: rowIdOrNew });
