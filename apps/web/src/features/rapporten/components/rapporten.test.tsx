import { screen, waitFor, within } from '@testing-library/react';
import type { Rapport, VerlengenRow } from '@mvm/domain/rapporten/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestUrl } from '../../../test/fetch-calls';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { rapportDocument } from '../print/rapport-document';
import { RapportPage } from './rapport-page';
import { VerlengenPage } from './verlengen-page';

const ADMIN = { ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] };
const none = { huishoudens: 0, personen: 0, volwassenen: 0, kinderenOnder12: 0, jongeren12tot17: 0 };
const RAPPORT: Rapport = {
  van: '2025-01-01',
  tot: '2025-01-31',
  maanden: ['2025-01'],
  bediend: [
    {
      maand: '2025-01',
      afdeling: 'voeding',
      huishoudens: 3,
      personen: 6,
      volwassenen: 4,
      kinderenOnder12: 2,
      jongeren12tot17: 0,
    },
  ],
  bediendPeriode: [{ afdeling: 'alle', ...none, huishoudens: 5, personen: 9 }],
  inschrijvingen: [{ maand: '2025-01', nieuweLeden: 2, nieuweEenmalig: 1 }],
  beeindigd: [],
  pakketten: [
    {
      maand: '2025-01',
      voeding: {
        Gewoon: 4,
        Vegetarisch: 0,
        Dieet: 1,
        'Geen Vlees': 0,
        'Enkel Gevoogelte': 0,
        'Geen Varkensvlees': 0,
      },
      zeephuisje: 7,
    },
  ],
  postcodes: [{ postcode: '2000', gemeente: 'Antwerpen', huishoudens: 3 }],
};

afterEach(() => vi.unstubAllGlobals());

describe('RapportPage', () => {
  it('shows the tables of the chosen period, and an empty table says so', async () => {
    logInAs();
    const fetchMock = mockApi({
      'GET /v1/auth/whoami/roles': { body: [ADMIN] },
      'GET /v1/rapporten/': { body: RAPPORT },
    });
    renderWithProviders(<RapportPage />, {
      route: '/rapporten?van=2025-01-01&tot=2025-01-31',
      path: '/rapporten',
    });
    const perMonth = await screen.findByRole('table', { name: 'Bediend per maand en afdeling' });
    expect(within(perMonth).getByRole('row', { name: /januari 2025 Voeding 3 6 4 2 0/ })).toBeInTheDocument();
    const packages = screen.getByRole('table', { name: 'Pakketten' });
    // Gewoon 4, Dieet 1: 5 food packages in all, 7 of the soap house.
    expect(within(packages).getByRole('row', { name: /januari 2025 4 0 1 0 0 0 5 7/ })).toBeInTheDocument();
    expect(screen.getByText('Geen lidmaatschappen beëindigd in deze periode.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '01/01/2025 tot en met 31/01/2025' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => requestUrl(u).includes('van=2025-01-01&tot=2025-01-31'))).toBe(
      true,
    );
  });

  it('refuses an end before the start with the Dutch message, without asking the server', async () => {
    logInAs();
    const fetchMock = mockApi({ 'GET /v1/auth/whoami/roles': { body: [ADMIN] } });
    const { user } = renderWithProviders(<RapportPage />, { route: '/rapporten', path: '/rapporten' });
    await user.type(screen.getByRole('textbox', { name: 'Van' }), '01/02/2025');
    await user.type(screen.getByRole('textbox', { name: 'Tot en met' }), '01/01/2025');
    await user.click(screen.getByRole('button', { name: 'Toon rapport' }));
    expect(await screen.findByText('Einddatum mag niet voor de startdatum zijn!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => requestUrl(u).includes('/v1/rapporten/'))).toBe(false);
  });
});

describe('rapportDocument (the A4 PDF)', () => {
  it('is an A4 page with the period and the same tables', () => {
    const doc = rapportDocument(RAPPORT, '24/11/2026 10:00');
    expect(doc.pageSize).toBe('A4');
    const text = JSON.stringify(doc.content);
    expect(text).toContain('01/01/2025 tot en met 31/01/2025');
    expect(text).toContain('Bediend per maand en afdeling');
    expect(text).toContain('"text":"Antwerpen"');
  });
});

const ROWS: VerlengenRow[] = [
  {
    ID: 901,
    mvmnummer: 3,
    voornaam: 'Anna',
    achternaam: 'Peeters',
    telefoonnummer: '0470 12 34 56',
    status: 'Beëindigd',
    einddatum: '2026-11-04T22:59:59.999Z',
    vroegtijdigBeindigd: true,
    redenenBeindiging: 'Verhuisd',
  },
  {
    ID: 902,
    mvmnummer: 1,
    voornaam: 'Bert',
    achternaam: 'Janssens',
    telefoonnummer: '',
    status: 'Te Verlengen',
    einddatum: '2026-12-14T22:59:59.999Z',
    vroegtijdigBeindigd: false,
    redenenBeindiging: '',
  },
];

describe('VerlengenPage', () => {
  it('lists members with a link, phone, status and end date, and sorts the other way on a click', async () => {
    logInAs();
    const fetchMock = mockApi({
      'GET /v1/auth/whoami/roles': { body: [ADMIN] },
      'GET /v1/rapporten/verlengen': { body: ROWS, headers: { 'Num-Total-Entries': '2' } },
    });
    const { user } = renderWithProviders(<VerlengenPage />, {
      route: '/rapporten/verlengen',
      path: '/rapporten/verlengen',
    });
    const table = await screen.findByRole('table', { name: 'Te verlengen' });
    const link = await within(table).findByRole('link', { name: 'MVM3' });
    expect(link).toHaveAttribute('href', '/leden/details/MVM3');
    const first = link.closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: '0470 12 34 56' })).toHaveAttribute(
      'href',
      'tel:0470123456',
    );
    expect(first).toHaveTextContent('04/11/2026');
    expect(first).toHaveTextContent('Verhuisd');
    await user.click(within(table).getByRole('button', { name: /Einddatum, gesorteerd oplopend/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => requestUrl(u).includes('order=einddatum+desc'))).toBe(true),
    );
  });
});
