import data from './postcodes-be.json' with { type: 'json' };
import { municipalitiesForPostcode, type PostcodeEntry } from './postcodes';

// The bundled table (about 140 kB) lives behind its own entry, '@mvm/domain/postcodes/table',
// so the web app loads it lazily and the package index stays small.
export const POSTCODES_BE: readonly PostcodeEntry[] = data;

/** municipalitiesForPostcode over the bundled table. */
export const municipalitiesFor = (code: string | number | null | undefined): string[] =>
  municipalitiesForPostcode(POSTCODES_BE, code);
