// The login form's messages without zod, so the login page (the first screen) can show them without loading
// the schema library; the API's loginRequestSchema uses the same texts.
export const USERNAME_MISSING = 'Gebruikersnaam is niet ingevuld';
export const PASSWORD_MISSING = 'Wachtwoord is niet ingevuld';
