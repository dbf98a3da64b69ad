/**
 * Issue 27 item 15: the role editor offers the product's areas and two kinds of access in Dutch; the raw paths
 * and verbs stay behind 'Geavanceerd'. An area is the paths its screens call (the navigation's check and the
 * calls behind its buttons, the agent's tickets included); the access is the role's verbs, which hold for all
 * of its paths (a role cannot read one area and change another: that is two roles).
 */
export type RoleArea = { label: string; endpoints: readonly string[] };

export const ROLE_AREAS: readonly RoleArea[] = [
  { label: 'Leden', endpoints: ['/v1/leden/*', '/v1/lid/*'] },
  {
    label: 'Eenmalige Hulp',
    endpoints: ['/v1/punctuele/*', '/v1/punctuelehulp/*', '/print-agent/eenmaligen'],
  },
  { label: 'Materiaal', endpoints: ['/v1/materiaal/*', '/print-agent/materiaal'] },
  { label: 'Voeding', endpoints: ['/v1/voeding/*', '/v1/dashboard/voeding/*'] },
  { label: 'Zeephuisje', endpoints: ['/v1/zeephuisje/*', '/v1/dashboard/zeephuisje/*'] },
  { label: 'Onthaal', endpoints: ['/v1/onthaal/*', '/print-agent/print', '/print-agent/print-markt'] },
  { label: 'Inschrijvingen', endpoints: ['/v1/evenementen/*'] },
  { label: 'Sinterklaas Onthaal', endpoints: ['/v1/sinterklaas/*', '/print-agent/sinterklaas'] },
  { label: 'Markten', endpoints: ['/v1/markten/*', '/v1/markt/*'] },
  { label: 'Markt scannen', endpoints: ['/v1/markten/scan/*'] },
  { label: 'Lidkaarten printen', endpoints: ['/print-agent/lid'] },
  { label: 'Rapporten', endpoints: ['/v1/rapporten/*'] },
  { label: 'Catalogus', endpoints: ['/v1/beheer/catalogus/*'] },
  { label: 'Gevoelige gegevens (rijksregisternummer, financiën)', endpoints: ['/v1/gevoelig'] },
];

export type RoleAccess = 'bekijken' | 'wijzigen';

export const ACCESS_LABELS: Record<RoleAccess, string> = {
  bekijken: 'Bekijken',
  wijzigen: 'Bekijken en wijzigen (aanmaken, wijzigen, verwijderen)',
};

export const ACCESS_VERBS: Record<RoleAccess, string[]> = {
  bekijken: ['GET'],
  wijzigen: ['GET', 'POST', 'PUT', 'DELETE'],
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The access these verbs are, or null when only the advanced form can say it (e.g. POST without PUT). */
export function accessOf(verbs: readonly string[]): RoleAccess | null {
  const upper = verbs.map((v) => v.toUpperCase());
  if (sameSet(upper, ACCESS_VERBS.bekijken)) return 'bekijken';
  if (sameSet(upper, ACCESS_VERBS.wijzigen)) return 'wijzigen';
  return null;
}

/** The areas whose paths are all in the role. */
export const areasOf = (endpoints: readonly string[]): RoleArea[] =>
  ROLE_AREAS.filter((area) => area.endpoints.every((e) => endpoints.includes(e)));

/** True when the areas and the access say the whole role: no path or verb outside them. */
export function fitsSimpleForm(verbs: readonly string[], endpoints: readonly string[]): boolean {
  const covered = new Set(areasOf(endpoints).flatMap((a) => a.endpoints));
  return (verbs.length === 0 || accessOf(verbs) !== null) && endpoints.every((e) => covered.has(e));
}

/** The role's paths with an area switched on or off; paths of other areas (shared ones too) are kept. */
export function withArea(endpoints: readonly string[], area: RoleArea, on: boolean): string[] {
  if (on) return [...endpoints, ...area.endpoints.filter((e) => !endpoints.includes(e))];
  const stillUsed = new Set(
    areasOf(endpoints)
      .filter((a) => a !== area)
      .flatMap((a) => a.endpoints),
  );
  return endpoints.filter((e) => !area.endpoints.includes(e) || stillUsed.has(e));
}
