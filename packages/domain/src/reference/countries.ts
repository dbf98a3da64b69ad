import countries from 'i18n-iso-countries';
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };

// Kept out of the package index so the web app can load it lazily: import('@mvm/domain/reference/countries').
// DESIGN.md: Dutch country names from a maintained package; spec 2 §3: the list includes Onbekend.
export const UNKNOWN_COUNTRY = 'Onbekend';
export const BELGIUM = 'België';

let cache: readonly string[] | null = null;

/** Dutch short country names ('België', 'Verenigde Staten'), sorted the Dutch way, with 'Onbekend' first. */
export function countriesNl(): readonly string[] {
  if (!cache) {
    countries.registerLocale(nl);
    const names = Object.values(countries.getNames('nl', { select: 'alias' }));
    const sorted = [...new Set(names)].sort((a, b) => a.localeCompare(b, 'nl'));
    cache = Object.freeze([UNKNOWN_COUNTRY, ...sorted]);
  }
  return cache;
}
