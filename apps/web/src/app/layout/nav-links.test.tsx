import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../test/render';
import { NavLinks } from './nav-links';

const role = (endpoints: string[], verbs = ['GET']) => ({ ID: 1, name: 'r', verbs, endpoints });

async function renderNav(roles: unknown[], name = 'Els', firstLink = 'Home', route = '/home') {
  logInAs(name);
  mockApi({ 'GET /v1/auth/whoami/roles': { body: roles } });
  renderWithProviders(<NavLinks />, { route });
  const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
  await within(nav).findByRole('link', { name: firstLink });
  return nav;
}

const ALL_AREAS = [
  'Leden',
  'Eenmalige Hulp',
  'Materiaal',
  'Voeding',
  'Onthaal',
  'Zeephuisje',
  'Inschrijvingen',
  'Sinterklaas Onthaal',
  'Markten beheer',
  'Markt scannen',
  'Te verlengen',
  'Rapporten',
  'Gebruikers',
  'Catalogus',
  'Printers',
  'Privacy',
  'Back-ups',
];

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('NavLinks (spec 1 §6)', () => {
  it('shows Home and only the areas the roles permit', async () => {
    const nav = await renderNav([role(['/v1/voeding/*']), role(['/v1/leden/*', '/v1/lid/*'])]);
    expect(linkNames(nav)).toEqual(['Home', 'Leden', 'Voeding']);
  });

  it('shows every area for a role with GET on *', async () => {
    const nav = await renderNav([role(['*'], ['GET', 'POST'])]);
    expect(linkNames(nav)).toEqual(['Home', ...ALL_AREAS]);
  });

  it('hides areas the role may not GET', async () => {
    const nav = await renderNav([role(['*'], ['POST'])]);
    expect(linkNames(nav)).toEqual(['Home']);
  });

  it.each([
    ['/v1/materiaal/klant', 'Materiaal'],
    ['/v1/onthaal/klant', 'Onthaal'],
    ['/v1/zeephuisje/klant', 'Zeephuisje'],
    ['/v1/sinterklaas/klant', 'Sinterklaas Onthaal'],
    ['/v1/evenementen/', 'Inschrijvingen'],
    ['/v1/punctuele/', 'Eenmalige Hulp'],
    ['/v1/beheer/user', 'Gebruikers'],
    ['/v1/beheer/catalogus/zeephuisje*', 'Catalogus'],
    ['/v1/privacy/toegangslog', 'Privacy'],
    ['/v1/beheer/back-ups', 'Back-ups'],
    ['/v1/markten/scan/', 'Markt scannen'],
    ['/v1/rapporten/verlengen', 'Te verlengen'],
  ])('GET %s shows %s', async (endpoint, label) => {
    const nav = await renderNav([role([endpoint])]);
    expect(linkNames(nav)).toEqual(['Home', label]);
  });

  it('gives the user named Markt only the market scan page', async () => {
    const nav = await renderNav([role(['*'])], 'markt', 'Markt scannen');
    expect(linkNames(nav)).toEqual(['Markt scannen']);
  });

  const currentLinks = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it.each([
    ['/rapporten/verlengen', 'Te verlengen'],
    ['/rapporten', 'Rapporten'],
    ['/markten/scan', 'Markt scannen'],
    ['/martken/details/3', 'Markten beheer'],
    ['/markten/details/3', 'Markten beheer'],
    ['/leden/details/MVM12', 'Leden'],
    ['/home', 'Home'],
  ])('on %s highlights only %s (issue 11: the renewal worklist lit Rapporten too)', async (route, label) => {
    const nav = await renderNav([role(['*'])], 'Els', 'Home', route);
    expect(currentLinks(nav)).toEqual([label]);
  });
});
