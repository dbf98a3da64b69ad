import type { Arbeidsstatus, Dag, DoorverwijzendeInstantie, GezinslidType, Geslacht } from '@mvm/domain';
import type { TypeVoeding, Verblijfsvergunning } from '@mvm/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) =>
  numeric(name, { precision: 10, scale: 2, mode: 'number' }).notNull().default(0);
const unknownFlag = (name: string) => boolean(name).notNull().default(true);
const score = (name: string) => smallint(name).notNull().default(0);

// DESIGN.md: member numbers MVM + a growing integer, one-off case numbers E + a growing integer.
export const mvmnummerSeq = pgSequence('mvmnummer_seq');
export const enummerSeq = pgSequence('enummer_seq');

/** spec 2 §3 Dossier. A deleted dossier keeps its row (verwijderdOp) and is hidden everywhere. */
export const dossiers = pgTable(
  'dossiers',
  {
    id: serial('id').primaryKey(),
    mvmnummer: integer('mvmnummer').unique(),
    enummer: integer('enummer').unique(),
    nietBetalen: boolean('niet_betalen').notNull().default(false),
    controle: boolean('controle').notNull().default(false),
    redenControle: text('reden_controle').notNull().default(''),
    voorrang: boolean('voorrang').notNull().default(false),
    dag: text('dag').$type<Dag>(),
    tijdelijkeOpmerkingen: text('tijdelijke_opmerkingen').notNull().default(''),
    /** immutable_unaccent(lower(head's first and last name)), kept by every save for the trigram search. */
    zoeknaam: text('zoeknaam').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    verwijderdOp: ts('verwijderd_op'),
    /** Issue 12: when retention or an erasure request anonymised it (it is then also verwijderd). */
    geanonimiseerdOp: ts('geanonimiseerd_op'),
  },
  (t) => [
    index('dossiers_zoeknaam_trgm_idx').using('gin', t.zoeknaam.op('gin_trgm_ops')),
    index('dossiers_updated_idx').on(t.updatedAt),
    index('dossiers_created_idx').on(t.createdAt),
    // Lists count and page only live members / live one-off cases: small partial indexes serve both.
    index('dossiers_leden_live_idx')
      .on(t.mvmnummer)
      .where(sql`${t.verwijderdOp} is null and ${t.mvmnummer} is not null`),
    index('dossiers_punctueel_live_idx')
      .on(t.enummer)
      .where(sql`${t.verwijderdOp} is null and ${t.enummer} is not null`),
  ],
);

/**
 * Issue 7: every distinct word of the live dossiers' zoeknaam, with how many dossiers use it. A typo search
 * corrects each typed word against this short list (pg_trgm's spelling-suggestion pattern) instead of scoring
 * every household. Kept by the triggers on dossiers of migration 0013: a word leaves with its last live
 * dossier (renamed, deleted, anonymised — an erased name does not linger here).
 */
export const zoeknaamWoorden = pgTable(
  'zoeknaam_woorden',
  {
    woord: text('woord').primaryKey(),
    aantal: integer('aantal').notNull(),
  },
  (t) => [index('zoeknaam_woorden_trgm_idx').using('gin', t.woord.op('gin_trgm_ops'))],
);

/**
 * Issue 7: every word of each live dossier's zoeknaam (not deleted), one row per dossier and word, with what a
 * name search ranks and orders by: the name's length and the list's order columns. A name search finds the
 * matching words in `zoeknaam_woorden`, then reads its matches, ranks and counts them from this table's index
 * alone (an index-only scan), instead of visiting the dossiers of a common name one heap page at a time. Kept
 * by the triggers on dossiers of migration 0015; its index carries the other columns (INCLUDE, written in the
 * migration: drizzle cannot declare it).
 */
export const dossierWoorden = pgTable(
  'dossier_woorden',
  {
    woord: text('woord').notNull(),
    dossierId: integer('dossier_id').notNull(),
    lengte: integer('lengte').notNull(),
    mvmnummer: integer('mvmnummer'),
    enummer: integer('enummer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('dossier_woorden_woord_idx').on(t.woord, t.dossierId)],
);

/**
 * Issue 7: how many live dossiers each list holds ('leden': with a member number, 'punctueel': with a case
 * number; not deleted), for Num-Total-Entries of an unfiltered list page. Kept by the triggers on dossiers of
 * migration 0014, so it equals the count(*) it replaces at every commit, whoever writes dossiers.
 */
export const dossierTellers = pgTable(
  'dossier_tellers',
  {
    lijst: text('lijst').$type<'leden' | 'punctueel'>().primaryKey(),
    aantal: integer('aantal').notNull(),
  },
  (t) => [check('dossier_tellers_lijst', sql`${t.lijst} in ('leden', 'punctueel')`)],
);

/** spec 2 §3 Gezin, one per dossier (same ID). */
export const gezin = pgTable('gezin', {
  dossierId: integer('dossier_id')
    .primaryKey()
    .references(() => dossiers.id, { onDelete: 'cascade' }),
  postcode: text('postcode').notNull().default(''),
  gemeente: text('gemeente').notNull().default(''),
  straat: text('straat').notNull().default(''),
  huisnummer: text('huisnummer').notNull().default(''),
  verblijfsvergunning: text('verblijfsvergunning').$type<Verblijfsvergunning>(),
  doorverwijzendeInstantie: text('doorverwijzende_instantie').$type<DoorverwijzendeInstantie>(),
  doorverwijsBrief: boolean('doorverwijs_brief').notNull().default(false),
  kennisNederlands: score('kennis_nederlands'),
  acuteNood: score('acute_nood'),
  financieleNood: score('financiele_nood'),
  kernwaarden: score('kernwaarden'),
  isGemotiveerd: score('is_gemotiveerd'),
  oprechtheid: score('oprechtheid'),
  opmerkingSituatie: text('opmerking_situatie').notNull().default(''),
  opmerkingFinancieel: text('opmerking_financieel').notNull().default(''),
  opmerking: text('opmerking').notNull().default(''),
  inSchuldbemiddeling: boolean('in_schuldbemiddeling').notNull().default(false),
  maandelijksBudget: money('maandelijks_budget'),
  maandelijksBudgetNietBekend: unknownFlag('maandelijks_budget_niet_bekend'),
  maandelijksInkomen: money('maandelijks_inkomen'),
  maandelijksInkomenNietBekend: unknownFlag('maandelijks_inkomen_niet_bekend'),
  kindergeld: money('kindergeld'),
  kindergeldNietBekend: unknownFlag('kindergeld_niet_bekend'),
  allimentatie: money('allimentatie'),
  allimentatieNietBekend: unknownFlag('allimentatie_niet_bekend'),
  huur: money('huur'),
  huurNietBekend: unknownFlag('huur_niet_bekend'),
  energie: money('energie'),
  energieNietBekend: unknownFlag('energie_niet_bekend'),
  vasteKosten: money('vaste_kosten'),
  vasteKostenNietBekend: unknownFlag('vaste_kosten_niet_bekend'),
  schuldAflossing: money('schuld_aflossing'),
  schuldAflossingNietBekend: unknownFlag('schuld_aflossing_niet_bekend'),
  typeVoeding: text('type_voeding').$type<TypeVoeding>().notNull().default('Gewoon'),
  ondertekendFormulier: boolean('ondertekend_formulier').notNull().default(false),
});

/** spec 2 §3 Gezinslid; the head has gezinsHoofd. */
export const gezinslid = pgTable(
  'gezinslid',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    voornaam: text('voornaam').notNull().default(''),
    achternaam: text('achternaam').notNull().default(''),
    gezinsHoofd: boolean('gezins_hoofd').notNull().default(false),
    geboortedatum: date('geboortedatum', { mode: 'string' }),
    geslacht: text('geslacht').$type<Geslacht>(),
    type: text('type').$type<GezinslidType>().notNull().default('ouder'),
    telefoonnummer: text('telefoonnummer').notNull().default(''),
    geboorteland: text('geboorteland').notNull().default(''),
    nationaliteit: jsonb('nationaliteit')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    arbeidsstatus: text('arbeidsstatus').$type<Arbeidsstatus>(),
    inschrijfdatum: ts('inschrijfdatum'),
    rijksregisterNummer: text('rijksregister_nummer'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('gezinslid_dossier_idx').on(t.dossierId),
    index('gezinslid_rrn_idx').on(t.rijksregisterNummer),
    // spec 2 §3: one head of family per household.
    uniqueIndex('gezinslid_one_head_idx')
      .on(t.dossierId)
      .where(sql`${t.gezinsHoofd}`),
  ],
);

/** spec 2 §3 Lidmaatschap. */
export const lidmaatschap = pgTable(
  'lidmaatschap',
  {
    id: serial('id').primaryKey(),
    dossierId: integer('dossier_id')
      .notNull()
      .references(() => dossiers.id, { onDelete: 'cascade' }),
    start: ts('start').notNull(),
    eind: ts('eind').notNull(),
    vroegtijdigBeindigd: boolean('vroegtijdig_beindigd').notNull().default(false),
    vroegtijdigBeindigdOp: ts('vroegtijdig_beindigd_op'),
    redenenBeindiging: text('redenen_beindiging').notNull().default(''),
    gezinsSamenstellingInOrde: boolean('gezins_samenstelling_in_orde').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('lidmaatschap_dossier_idx').on(t.dossierId)],
);
