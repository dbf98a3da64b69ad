import type { Afdeling } from '@mvm/domain/gekregen/received-row';

export type { Afdeling };

/** The desks whose catalogue an admin keeps, in the navigation's order, with their Dutch names. */
export const CATALOGUS_AFDELINGEN: { value: Afdeling; label: string }[] = [
  { value: 'materiaal', label: 'Materiaal' },
  { value: 'voeding', label: 'Voeding' },
  { value: 'zeephuisje', label: 'Zeephuisje' },
  { value: 'punctueel', label: 'Punctuele hulp' },
];

/** The API path of one desk's catalogue; a role may be given one desk (`/v1/beheer/catalogus/materiaal*`). */
export const catalogusPath = (afdeling: Afdeling) => `/v1/beheer/catalogus/${afdeling}`;

/** What the navigation and the route guard check: GET on any desk's catalogue opens the screen. */
export const CATALOGUS_PERMISSIONS = CATALOGUS_AFDELINGEN.map((a) => catalogusPath(a.value));
