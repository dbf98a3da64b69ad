import {
  GEBOORTEDATUM_IN_TOEKOMST,
  GEBOORTEDATUM_ONGELDIG,
  HOUSEHOLD_FIELD_LABELS,
  notFilledMessage,
  toIsoDate,
  validateGezinslid,
  type Geslacht,
  type GezinslidType,
} from '@mvm/domain';
import type { Gezinslid } from '@mvm/domain/leden/schemas';

/** The household member form of both areas (members: every field required; one-off help: none). */
export type GezinslidFormValues = {
  voornaam: string;
  achternaam: string;
  /** yyyy-MM-dd, as Mantine's DateInput keeps it. */
  geboortedatum: string | null;
  type: GezinslidType | '';
  geslacht: Geslacht | '';
};

const FIELDS = ['voornaam', 'achternaam', 'geboortedatum', 'type', 'geslacht'] as const;

/** The member being edited, or a new one with the family's surname and the area's usual relation. */
export function gezinslidInitialValues(
  lid: Gezinslid | undefined,
  familienaam: string,
  newType: GezinslidType,
): GezinslidFormValues {
  return {
    voornaam: lid?.voornaam ?? '',
    achternaam: lid?.achternaam ?? familienaam,
    geboortedatum: lid?.geboortedatum ? toIsoDate(lid.geboortedatum) : null,
    type: lid?.type ?? newType,
    geslacht: lid?.geslacht ?? '',
  };
}

/** spec 2 §5: the domain rule's Dutch messages, put under the field they belong to. */
export function validateGezinslidForm(
  values: GezinslidFormValues,
  required: boolean,
): Partial<Record<keyof GezinslidFormValues, string>> {
  const messages = validateGezinslid(values, required);
  const errors: Partial<Record<keyof GezinslidFormValues, string>> = {};
  for (const field of FIELDS) {
    const missing = notFilledMessage(HOUSEHOLD_FIELD_LABELS[field]);
    if (messages.includes(missing)) errors[field] = missing;
  }
  const dateError = messages.find((m) => m === GEBOORTEDATUM_IN_TOEKOMST || m === GEBOORTEDATUM_ONGELDIG);
  if (dateError && !errors.geboortedatum) errors.geboortedatum = dateError;
  return errors;
}
