// spec 2 §5 validation messages, verbatim where the spec gives them.
export const VOORNAAM_NIET_INGEVULD = 'Voornaam niet ingevuld';
export const ACHTERNAAM_NIET_INGEVULD = 'Achternaam niet ingevuld';
export const OPMERKING_EENMALIGE_HULP_NIET_INGEVULD = 'Opmerking over redene eenmalige hulp is niet ingevuld';
export const RIJKSREGISTERNUMMER_ONGELDIG = 'Rijksregisternummer is ongeldig';
export const GEBOORTEDATUM_IN_TOEKOMST = 'Geboortedatum mag niet in de toekomst liggen';
export const GEBOORTEDATUM_ONGELDIG = 'Geboortedatum is geen geldige datum';

/** spec 2 §5: '{label} is niet ingevuld'. */
export const notFilledMessage = (label: string): string => `${label} is niet ingevuld`;
/** spec 2 §5: money fields minimum 0. */
export const negativeMessage = (label: string): string => `${label} mag niet negatief zijn`;
export const invalidAmountMessage = (label: string): string => `${label} is geen geldig bedrag`;

/** spec 2 §5: messages are shown joined by line breaks. */
export const joinMessages = (messages: readonly string[]): string => messages.join('\n');
