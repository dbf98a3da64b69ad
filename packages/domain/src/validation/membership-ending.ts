import type { Lidmaatschap } from '../membership/membership';

// spec 2 §5: ending a membership early needs a reason.
export const REDENEN_BEINDIGING_VERPLICHT = 'Redenen beindiging is verplicht!';
// spec 2 §4: an ended membership cannot be edited again (wording ours).
export const LIDMAATSCHAP_BEINDIGD_NIET_BEWERKBAAR =
  'Een beëindigd lidmaatschap kan niet meer bewerkt worden';
// spec 2 §4: renewal blocked when a membership started within the last month (wording ours).
export const VERLENGEN_NIET_TOEGESTAAN =
  'Verlengen kan pas een maand na de start van het laatste lidmaatschap';

export function validateMembershipEnding(
  m: Pick<Lidmaatschap, 'vroegtijdigBeindigd' | 'redenenBeindiging'>,
): string[] {
  return m.vroegtijdigBeindigd && !m.redenenBeindiging?.trim() ? [REDENEN_BEINDIGING_VERPLICHT] : [];
}
