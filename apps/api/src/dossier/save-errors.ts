import {
  ACHTERNAAM_NIET_INGEVULD,
  GEBOORTEDATUM_IN_TOEKOMST,
  GEBOORTEDATUM_ONGELDIG,
  HOUSEHOLD_FIELD_LABELS,
  invalidAmountMessage,
  joinMessages,
  negativeMessage,
  notFilledMessage,
  OPMERKING_EENMALIGE_HULP_NIET_INGEVULD,
  RIJKSREGISTERNUMMER_ONGELDIG,
  VOORNAAM_NIET_INGEVULD,
} from '@mvm/domain';
import { badRequest, type HttpError } from '../errors';

/** numeric(10,2) storage limit (not a spec rule). */
export const tooLargeMessage = (label: string) => `${label} is te groot`;

// Which field a domain message is about, so the form can show it beside the field.
const FIELD_OF_MESSAGE = new Map<string, string>([
  ...Object.entries(HOUSEHOLD_FIELD_LABELS).flatMap(([field, label]) => [
    [notFilledMessage(label), field] as const,
    [negativeMessage(label), field] as const,
    [invalidAmountMessage(label), field] as const,
    [tooLargeMessage(label), field] as const,
  ]),
  [VOORNAAM_NIET_INGEVULD, 'voornaam'],
  [ACHTERNAAM_NIET_INGEVULD, 'achternaam'],
  [OPMERKING_EENMALIGE_HULP_NIET_INGEVULD, 'opmerking'],
  [RIJKSREGISTERNUMMER_ONGELDIG, 'rijksregisterNummer'],
  [GEBOORTEDATUM_IN_TOEKOMST, 'geboortedatum'],
  [GEBOORTEDATUM_ONGELDIG, 'geboortedatum'],
]);

/** spec 2 §5: the messages joined by line breaks, plus one message per field. */
export function rulesFailed(messages: readonly string[], fallbackField = 'body'): HttpError {
  const errors: Record<string, string> = {};
  for (const message of messages) errors[FIELD_OF_MESSAGE.get(message) ?? fallbackField] ??= message;
  return badRequest(joinMessages(messages), errors);
}

export const STALE_MESSAGE =
  'Dit dossier werd intussen door iemand anders gewijzigd. Herlaad de pagina en probeer opnieuw.';
export const UPDATED_AT_MISSING = 'UpdatedAt ontbreekt: herlaad de pagina en probeer opnieuw';
