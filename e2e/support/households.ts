import { isValidRrn, rrnWithChecksum } from '@mvm/domain';
import type { Dossier, DossierSaveInput, LidmaatschapRow } from '@mvm/domain/leden/schemas';
import { memberSave } from '@mvm/domain/leden/test-household';
import type { Page } from 'playwright-core';
import { adminLogin, apiCall } from './api';
import { adminSession } from './session';

/**
 * A fictitious national register number that passes the spec 2 §5 checksum: yyMMdd + a three-digit
 * sequence (odd for a man, even for a woman) + 97 − (the nine digits mod 97), with a '2' in front of
 * the nine digits for births from 2000. Random sequences, so parallel data never looks like a duplicate.
 */
export function validRrn(birth: string, gender: 'Man' | 'Vrouw'): string {
  const [y, m, d] = birth.split('-') as [string, string, string];
  let sequence = 1 + Math.floor(Math.random() * 997);
  if ((sequence % 2 === 1) !== (gender === 'Man')) sequence += 1;
  const rrn = rrnWithChecksum(`${y}-${m}-${d}`, sequence);
  if (!isValidRrn(rrn)) throw new Error(`generated an invalid national number ${rrn}`);
  return rrn;
}

/** The same number with wrong check digits (the checksum fails for both centuries). */
export function withWrongChecksum(rrn: string): string {
  for (let delta = 1; delta < 97; delta += 1) {
    const check = (Number(rrn.slice(9)) + delta) % 100;
    const wrong = `${rrn.slice(0, 9)}${String(check).padStart(2, '0')}`;
    if (!isValidRrn(wrong)) return wrong;
  }
  throw new Error(`no wrong checksum found for ${rrn}`);
}

/** '85073003328' → '85.07.30-033.28', as the form shows it. */
export const formattedRrn = (rrn: string) =>
  `${rrn.slice(0, 2)}.${rrn.slice(2, 4)}.${rrn.slice(4, 6)}-${rrn.slice(6, 9)}.${rrn.slice(9)}`;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A surname nobody else on the shared server has, so searches find exactly this family. */
export function uniqueSurname(base = 'Peeters'): string {
  const suffix = Array.from({ length: 5 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');
  return `${base}${suffix}`;
}

export type Head = {
  voornaam: string;
  achternaam: string;
  geboortedatum: string;
  geslacht: 'Man' | 'Vrouw';
};

/** The shared test household (`@mvm/domain/leden/test-household`) with a valid national number for the head. */
export const memberPayload = (head: Head): DossierSaveInput =>
  memberSave({ ...head, rijksregisterNummer: validRrn(head.geboortedatum, head.geslacht) });

async function call<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const { token } = await adminLogin();
  const response = await apiCall(path, { ...options, token });
  const body = (await response.json()) as { data?: T } & Record<string, unknown>;
  if (!response.ok) {
    throw new Error(
      `${options.method ?? 'GET'} ${path} failed with ${response.status}: ${JSON.stringify(body)}`,
    );
  }
  return (options.method && options.method !== 'GET' ? body.data : body) as T;
}

export const getLid = (mvmnummer: number) => call<Dossier>(`/v1/lid/${mvmnummer}`);
export const getCase = (enummer: number) => call<Dossier>(`/v1/punctuelehulp/${enummer}`);

/**
 * A new member (with the first membership the server derives), created as admin through the API; `dossier`
 * sets household fields such as the flags or the remarks.
 */
export function createMember(
  head: Partial<Head> = {},
  dossier: Partial<Omit<DossierSaveInput, 'gezin'>> = {},
): Promise<Dossier> {
  const payload = memberPayload({
    voornaam: 'Sofie',
    achternaam: uniqueSurname(),
    geboortedatum: '1985-07-30',
    geslacht: 'Vrouw',
    ...head,
  });
  return call<Dossier>('/v1/lid/', { method: 'POST', body: { ...payload, ...dossier } });
}

/** Changes a membership's period (PUT /v1/lid/{id}/lidmaatschap/{mid}), e.g. to make it older. */
export function setMembershipPeriod(mvmnummer: number, lidmaatschapId: number, start: Date, eind: Date) {
  return call<LidmaatschapRow>(`/v1/lid/${mvmnummer}/lidmaatschap/${lidmaatschapId}`, {
    method: 'PUT',
    body: { start: start.toISOString(), eind: eind.toISOString() },
  });
}

/**
 * Opens the product with the admin's session already stored (the login form has its own tests), so
 * every page load of this page starts logged in. The session is the file's one stored login.
 */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  const session = await adminSession();
  await page.context().addInitScript((user) => {
    if (!window.localStorage.getItem('user')) window.localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
