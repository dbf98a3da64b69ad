import { gezinslidIssues, toIsoDate, type Geslacht, type GezinslidType } from '@mvm/domain';
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

/** spec 2 §5: the domain rule's Dutch messages, each under its field (the first one per field). */
export function validateGezinslidForm(
  values: GezinslidFormValues,
  required: boolean,
): Partial<Record<keyof GezinslidFormValues, string>> {
  const errors: Partial<Record<keyof GezinslidFormValues, string>> = {};
  for (const { field, message } of gezinslidIssues(values, required)) errors[field] ??= message;
  return errors;
}
