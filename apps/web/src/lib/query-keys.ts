/**
 * Every query key of the app, one entry per API resource. Keys start with the area slug, so one
 * invalidation of `queryKeys.<area>.all` refreshes every screen of that area; a mutation invalidates
 * the keys of what it changed (see each feature's `api/`).
 */
export const queryKeys = {
  leden: {
    all: ['leden'] as const,
    lists: () => ['leden', 'list'] as const,
    list: (params: object) => ['leden', 'list', params] as const,
    /** The dossier and every tab of one member (gekregen, voeding) start with this key. */
    detail: (mvmnummer: number) => ['leden', 'detail', mvmnummer] as const,
    gekregen: (mvmnummer: number, page: number) => ['leden', 'detail', mvmnummer, 'gekregen', page] as const,
    voeding: (mvmnummer: number) => ['leden', 'detail', mvmnummer, 'voeding'] as const,
  },
  punctuelehulp: {
    all: ['punctuelehulp'] as const,
    lists: () => ['punctuelehulp', 'list'] as const,
    list: (params: object) => ['punctuelehulp', 'list', params] as const,
    detail: (enummer: number) => ['punctuelehulp', 'detail', enummer] as const,
  },
  gebruikers: {
    all: ['gebruikers'] as const,
    list: () => ['gebruikers', 'list'] as const,
    rollen: () => ['gebruikers', 'rollen'] as const,
  },
  privacy: {
    all: ['privacy'] as const,
    toegangslog: (params: object) => ['privacy', 'toegangslog', params] as const,
    dossierToegang: (dossierId: number, page: number) =>
      ['privacy', 'dossier', dossierId, 'toegang', page] as const,
    bewaartermijn: () => ['privacy', 'bewaartermijn'] as const,
    teWissen: (page: number) => ['privacy', 'bewaartermijn', 'te-wissen', page] as const,
    dossier: (nummer: string) => ['privacy', 'dossier', nummer] as const,
  },
  auth: {
    check: (token: string | undefined) => ['auth', 'check', token] as const,
    roles: (token: string | undefined) => ['auth', 'roles', token] as const,
  },
  reference: {
    countries: () => ['reference', 'countries'] as const,
    postcodes: () => ['reference', 'postcodes'] as const,
  },
  config: () => ['config'] as const,
};
