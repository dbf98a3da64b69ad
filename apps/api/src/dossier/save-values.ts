import {
  HOUSEHOLD_FIELD_LABELS,
  MONEY_FIELDS,
  normalizeMoney,
  SENSITIVE_GEZIN_FIELDS,
  validateHouseholdSave,
  type HouseholdSaveMode,
} from '@mvm/domain';
import type { DossierSave, GezinslidSave } from '@mvm/domain/leden/schemas';
import type { dossiers, gezin, gezinslid } from '../db/schema';
import type { DossierRecord } from './dossier-repository';
import { rulesFailed, tooLargeMessage } from './save-errors';

// numeric(10,2) holds up to 99 999 999.99.
const MAX_AMOUNT = 99_999_999.99;

type GezinValues = Omit<typeof gezin.$inferInsert, 'dossierId'>;
type LidValues = Omit<typeof gezinslid.$inferInsert, 'dossierId' | 'id'>;

/** The payload's members with the head first (spec 2 §5: gezinsHoofd, else the first member). */
export function ledenHeadFirst(save: DossierSave): GezinslidSave[] {
  const leden = save.gezin.leden ?? [];
  const i = Math.max(
    leden.findIndex((l) => l.gezinsHoofd),
    0,
  );
  const head = leden[i];
  return head ? [head, ...leden.filter((_, j) => j !== i)] : [];
}

/**
 * For users without /v1/gevoelig the sensitive fields of an existing dossier (national numbers,
 * finances with their remark, residence status) keep their stored values, whatever the save carries
 * (they never saw them).
 */
export function keepSensitive(save: DossierSave, stored: DossierRecord): DossierSave {
  const storedFinance = Object.fromEntries(SENSITIVE_GEZIN_FIELDS.map((f) => [f, stored.gezin[f]]));
  const head = stored.leden.find((l) => l.gezinsHoofd);
  const leden = ledenHeadFirst(save).map((l, i) => {
    const match = i === 0 ? head : stored.leden.find((s) => s.id === l.ID);
    return { ...l, rijksregisterNummer: match ? match.rijksregisterNummer : l.rijksregisterNummer };
  });
  return { ...save, gezin: { ...save.gezin, ...storedFinance, leden } };
}

/** spec 2 §5 household save rules; throws the 400 with every message. */
export function assertHouseholdRules(save: DossierSave, mode: HouseholdSaveMode, now: Date): void {
  const leden = ledenHeadFirst(save);
  const messages = validateHouseholdSave({ dag: save.dag, gezin: { ...save.gezin, leden } }, mode, now);
  for (const field of MONEY_FIELDS) {
    if (normalizeMoney(save.gezin[field]) > MAX_AMOUNT)
      messages.push(tooLargeMessage(HOUSEHOLD_FIELD_LABELS[field]));
  }
  if (messages.length) throw rulesFailed(messages);
}

export function dossierValues(save: DossierSave) {
  return {
    nietBetalen: save.nietBetalen ?? false,
    controle: save.controle ?? false,
    redenControle: save.redenControle,
    voorrang: save.voorrang ?? false,
    dag: save.dag,
    tijdelijkeOpmerkingen: save.tijdelijkeOpmerkingen,
  } satisfies Partial<typeof dossiers.$inferInsert>;
}

/** spec 2 §5: empty amounts become 0; NietBekend defaults to true (spec 2 §3). */
export function gezinValues(save: DossierSave): GezinValues {
  const { ID: _id, UpdatedAt: _u, gezinsStatus: _s, leden: _l, ...g } = save.gezin;
  const money = Object.fromEntries(MONEY_FIELDS.map((f) => [f, normalizeMoney(g[f])]));
  const unknown = Object.fromEntries(
    MONEY_FIELDS.map((f) => [`${f}NietBekend`, g[`${f}NietBekend`] ?? true]),
  );
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries loses the MONEY_FIELDS keys; the two spreads set every amount and its NietBekend flag.
  return {
    ...g,
    ...money,
    ...unknown,
    doorverwijsBrief: g.doorverwijsBrief ?? false,
    inSchuldbemiddeling: g.inSchuldbemiddeling ?? false,
    ondertekendFormulier: g.ondertekendFormulier ?? false,
  } as GezinValues;
}

export function lidValues(l: GezinslidSave, gezinsHoofd: boolean, now: Date): LidValues {
  return {
    voornaam: l.voornaam,
    achternaam: l.achternaam,
    gezinsHoofd,
    geboortedatum: l.geboortedatum,
    geslacht: l.geslacht,
    type: l.type,
    telefoonnummer: l.telefoonnummer,
    geboorteland: l.geboorteland,
    nationaliteit: l.nationaliteit,
    arbeidsstatus: l.arbeidsstatus,
    inschrijfdatum: l.inschrijfdatum ?? now,
    rijksregisterNummer: l.rijksregisterNummer,
    updatedAt: now,
  };
}
