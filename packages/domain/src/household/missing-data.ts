import { HOUSEHOLD_FIELD_LABELS as L } from '../validation/labels';
import { ASSESSMENT_FIELDS, MONEY_FIELDS, type GezinInput } from './types';

// spec 2 §2: header of the warnings for existing members, verbatim.
export const MISSING_DATA_MESSAGE =
  'Er missen een aantal gegevens, gelieve deze zo snel mogelijk bij te werken';

// Wording of the lines is ours (spec 2 §2 names the four warnings, not their text).
export const GEZINSSAMENSTELLING_ONTBREEKT =
  'Gezinssamenstelling ontbreekt: er zijn geen gezinsleden naast het gezinshoofd';
export const FINANCIELE_GEGEVENS_ONTBREKEN = 'Financiële gegevens ontbreken';
export const BEOORDELING_ONVOLLEDIG = 'Beoordeling onvolledig';
export const VERBLIJFSVERGUNNING_ONBEKEND = 'Verblijfsvergunning onbekend';

export type MissingDataInput = {
  gezin: Pick<GezinInput, 'leden' | 'verblijfsvergunning' | 'inSchuldbemiddeling'> &
    Partial<
      Pick<GezinInput, (typeof ASSESSMENT_FIELDS)[number] | `${(typeof MONEY_FIELDS)[number]}NietBekend`>
    >;
};

/**
 * spec 2 §2 warnings for an existing member, one Dutch line each (show under MISSING_DATA_MESSAGE):
 * - household composition missing: nobody besides the head;
 * - financial parts missing: each money field still 'niet bekend', unless in debt mediation (then
 *   only the budget is asked, spec 2 §5, and no financial warning is given); nothing either when the
 *   finance fields are absent (the user may not see them);
 * - assessment incomplete: any score 0;
 * - residence permit unknown; nothing when the field is absent (the user may not see it, issue 12).
 */
export function missingDataWarnings(dossier: MissingDataInput): string[] {
  const g = dossier.gezin;
  const warnings: string[] = [];
  if (g.leden.length <= 1) warnings.push(GEZINSSAMENSTELLING_ONTBREEKT);
  // docs/households-contract.md: finance fields are absent for users without sensitive access; say nothing then.
  const financeVisible = g.inSchuldbemiddeling !== undefined;
  if (financeVisible && !g.inSchuldbemiddeling) {
    // spec 2 §3: NietBekend defaults to true, so a missing flag means unknown. The budget belongs to debt mediation.
    const unknown = MONEY_FIELDS.filter((f) => f !== 'maandelijksBudget' && g[`${f}NietBekend`] !== false);
    if (unknown.length)
      warnings.push(`${FINANCIELE_GEGEVENS_ONTBREKEN}: ${unknown.map((f) => L[f]).join(', ')}`);
  }
  const unscored = ASSESSMENT_FIELDS.filter((f) => !g[f]);
  if (unscored.length) warnings.push(`${BEOORDELING_ONVOLLEDIG}: ${unscored.map((f) => L[f]).join(', ')}`);
  if (g.verblijfsvergunning !== undefined && !g.verblijfsvergunning?.trim())
    warnings.push(VERBLIJFSVERGUNNING_ONBEKEND);
  return warnings;
}
