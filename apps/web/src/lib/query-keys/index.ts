import { configKey } from './config';

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
    gekregen: (enummer: number, page: number) =>
      ['punctuelehulp', 'detail', enummer, 'gekregen', page] as const,
    objects: () => ['punctuelehulp', 'objects'] as const,
  },
  onthaal: {
    all: ['onthaal'] as const,
    search: (params: object) => ['onthaal', 'search', params] as const,
  },
  printers: {
    all: ['printers'] as const,
    status: (url: string) => ['printers', 'status', url] as const,
    jobs: (url: string) => ['printers', 'jobs', url] as const,
    previews: (url: string) => ['printers', 'previews', url] as const,
  },
  markten: {
    all: ['markten'] as const,
    lists: () => ['markten', 'list'] as const,
    list: (params: object) => ['markten', 'list', params] as const,
    detail: (id: number) => ['markten', 'detail', id] as const,
    current: () => ['markten', 'scan', 'current'] as const,
    scanKey: () => ['markten', 'scan', 'key'] as const,
  },
  evenementen: {
    all: ['evenementen'] as const,
    list: () => ['evenementen', 'list'] as const,
    inschrijving: (eventId: number, mvmnummer: number) =>
      ['evenementen', 'inschrijving', eventId, mvmnummer] as const,
    ledenSearch: (text: string) => ['evenementen', 'leden-search', text] as const,
  },
  // The desks' ledgers (issue 8): the catalogue, a household's info block and its received rows per list.
  materiaal: ledgerKeys('materiaal'),
  voeding: ledgerKeys('voeding'),
  zeephuisje: ledgerKeys('zeephuisje'),
  /** The admin catalogue of each desk (beyond the spec, issue 8); its changes also refresh the desks' pickers. */
  catalogus: {
    all: ['catalogus'] as const,
    afdeling: (afdeling: string) => ['catalogus', afdeling] as const,
  },
  gebruikers: {
    all: ['gebruikers'] as const,
    list: () => ['gebruikers', 'list'] as const,
    rollen: () => ['gebruikers', 'rollen'] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    voedingPerDag: () => ['dashboard', 'voeding', '90days'] as const,
    voedingPerType: () => ['dashboard', 'voeding', 'type'] as const,
    zeephuisjePerMaand: () => ['dashboard', 'zeephuisje', '6months'] as const,
  },
  rapporten: {
    all: ['rapporten'] as const,
    rapport: (van: string, tot: string) => ['rapporten', 'rapport', van, tot] as const,
    verlengen: (params: object) => ['rapporten', 'verlengen', params] as const,
  },
  backups: {
    status: () => ['back-ups'] as const,
  },
  privacy: {
    all: ['privacy'] as const,
    toegangslog: (params: object) => ['privacy', 'toegangslog', params] as const,
    dossierToegang: (dossierId: number, page: number) =>
      ['privacy', 'dossier', dossierId, 'toegang', page] as const,
    bewaartermijn: () => ['privacy', 'bewaartermijn'] as const,
    teWissen: (page: number) => ['privacy', 'bewaartermijn', 'te-wissen', page] as const,
    dossier: (nummer: string) => ['privacy', 'dossier', nummer] as const,
    waarschuwingen: (page: number) => ['privacy', 'waarschuwingen', page] as const,
  },
  auth: {
    check: (token: string | undefined) => ['auth', 'check', token] as const,
    roles: (token: string | undefined) => ['auth', 'roles', token] as const,
  },
  reference: {
    countries: () => ['reference', 'countries'] as const,
    postcodes: () => ['reference', 'postcodes'] as const,
  },
  config: configKey,
};

function ledgerKeys<A extends 'materiaal' | 'voeding' | 'zeephuisje'>(area: A) {
  return {
    all: [area] as const,
    objects: () => [area, 'objects'] as const,
    /** The info block and every list of one household start with this key. */
    klant: (mvmnummer: number) => [area, 'klant', mvmnummer] as const,
    rows: (mvmnummer: number, params: object) => [area, 'klant', mvmnummer, 'gekregen', params] as const,
  };
}
