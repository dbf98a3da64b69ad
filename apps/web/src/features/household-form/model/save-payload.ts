import {
  ACHTERNAAM_NIET_INGEVULD,
  GEBOORTEDATUM_IN_TOEKOMST,
  GEBOORTEDATUM_ONGELDIG,
  HOUSEHOLD_FIELD_LABELS,
  MONEY_FIELDS,
  OPMERKING_EENMALIGE_HULP_NIET_INGEVULD,
  RIJKSREGISTERNUMMER_ONGELDIG,
  VOORNAAM_NIET_INGEVULD,
  notFilledMessage,
  validateHouseholdSave,
  type HouseholdSavePayload,
} from '@mvm/domain';
import { dossierSaveSchema, type Dossier, type DossierSaveInput } from '@mvm/domain/leden/schemas';
import { emptyFormValues, type HouseholdFormValues, type SaveMode } from './form-values';

export type PayloadOptions = {
  /** The loaded dossier (undefined for a new one): its UpdatedAt is the concurrency token. */
  dossier?: Dossier;
  /**
   * Users without sensitive access never send the national number, the finances (with their remark) or the
   * residence status (the server keeps them).
   */
  sensitive: boolean;
  mode: SaveMode;
};

/**
 * spec 2 §7: the dossier fields plus gezin with leden holding only the head (birth date as ISO text,
 * nationality as JSON text). 'Lid Inschrijven' on an existing one-off case sends its enummer, so the
 * server turns that case into a member instead of creating a second dossier.
 */
export function toSavePayload(values: HouseholdFormValues, { dossier, sensitive, mode }: PayloadOptions) {
  const { head, gezin } = values;
  const { rijksregisterNummer, ...headRest } = head;
  const money = Object.fromEntries(
    MONEY_FIELDS.flatMap((f): [string, unknown][] => [
      // spec 2 §5: on save, empty money amounts become 0.
      [f, gezin[f] === '' ? 0 : gezin[f]],
      [`${f}NietBekend`, gezin[`${f}NietBekend`]],
    ]),
  );
  const { inSchuldbemiddeling, verblijfsvergunning, opmerkingFinancieel, ...gezinRest } = gezin;
  const plainGezin = Object.fromEntries(
    Object.entries(gezinRest).filter(
      ([key]) => !MONEY_FIELDS.some((f) => key === f || key === `${f}NietBekend`),
    ),
  );

  const payload: DossierSaveInput = {
    UpdatedAt: dossier?.UpdatedAt,
    nietBetalen: values.nietBetalen,
    controle: values.controle,
    redenControle: values.redenControle,
    voorrang: values.voorrang,
    dag: values.dag,
    tijdelijkeOpmerkingen: values.tijdelijkeOpmerkingen,
    ...(mode === 'lid' && dossier?.enummer && !dossier.mvmnummer ? { enummer: dossier.enummer } : {}),
    gezin: {
      ...plainGezin,
      UpdatedAt: dossier?.gezin.UpdatedAt,
      ...(sensitive ? { inSchuldbemiddeling, verblijfsvergunning, opmerkingFinancieel, ...money } : {}),
      leden: [
        {
          ...headRest,
          gezinsHoofd: true,
          nationaliteit: JSON.stringify(head.nationaliteit),
          ...(sensitive ? { rijksregisterNummer } : {}),
        },
      ],
    },
  };
  return payload;
}

/** The same payload in the plain shape the domain's save rules read. */
function toRulesInput(payload: DossierSaveInput): HouseholdSavePayload {
  const gezin = payload.gezin;
  return {
    dag: payload.dag,
    gezin: {
      ...gezin,
      postcode: gezin.postcode ?? null,
      leden: (gezin.leden ?? []).map((l) => ({ ...l, geslacht: l.geslacht ?? null })),
    },
  };
}

/** A form path for a path of the wire payload or a server field name. */
export function formPath(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] === 'gezin' && parts[1] === 'leden') return ['head', ...parts.slice(3)].join('.');
  const [field] = parts;
  if (parts.length === 1 && field !== undefined) {
    const empty = emptyFormValues();
    if (field in empty.head && !(field in empty)) return `head.${field}`;
    if (field in empty.gezin && !(field in empty)) return `gezin.${field}`;
  }
  return parts.join('.');
}

/** Which field a save-rule message is about, so the field turns red too (the dialog lists them all). */
function messageFields(messages: readonly string[]): Record<string, string> {
  const byMessage = new Map<string, string>([
    [VOORNAAM_NIET_INGEVULD, 'head.voornaam'],
    [ACHTERNAAM_NIET_INGEVULD, 'head.achternaam'],
    [OPMERKING_EENMALIGE_HULP_NIET_INGEVULD, 'gezin.opmerking'],
    [RIJKSREGISTERNUMMER_ONGELDIG, 'head.rijksregisterNummer'],
    [GEBOORTEDATUM_IN_TOEKOMST, 'head.geboortedatum'],
    [GEBOORTEDATUM_ONGELDIG, 'head.geboortedatum'],
    ...Object.entries(HOUSEHOLD_FIELD_LABELS).map(([field, label]): [string, string] => [
      notFilledMessage(label),
      formPath(field),
    ]),
  ]);
  return Object.fromEntries(
    messages.flatMap((m) => {
      const path = byMessage.get(m);
      return path === undefined ? [] : [[path, m] as const];
    }),
  );
}

export type SaveCheck = { fieldErrors: Record<string, string>; messages: string[] };

/**
 * Before anything is sent: the shared wire schema (field errors) and spec 2 §5 save rules
 * (validateHouseholdSave, shown joined by line breaks). The server checks both again.
 */
export function checkBeforeSave(payload: DossierSaveInput, mode: SaveMode, sensitive: boolean): SaveCheck {
  const fieldErrors: Record<string, string> = {};
  const parsed = dossierSaveSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[formPath(issue.path)] ??= issue.message;
  }
  // A user without sensitive access cannot see or fill the national number; the server keeps the stored one.
  const hidden = sensitive ? [] : [notFilledMessage(HOUSEHOLD_FIELD_LABELS.rijksregisterNummer)];
  const messages = [
    ...validateHouseholdSave(toRulesInput(payload), mode).filter((m) => !hidden.includes(m)),
    ...Object.values(fieldErrors),
  ];
  return { fieldErrors: { ...messageFields(messages), ...fieldErrors }, messages: [...new Set(messages)] };
}
