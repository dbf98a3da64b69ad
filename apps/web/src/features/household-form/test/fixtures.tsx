import type { Dossier, Gezinslid } from '@mvm/domain/lid/schemas';
import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { HouseholdForm, type HouseholdFormProps } from '../components/household-form';

export const ADMIN_ROLE = { ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] };

export const head: Gezinslid = {
  ID: 11,
  voornaam: 'Sofie',
  achternaam: 'Peeters',
  gezinsHoofd: true,
  geboortedatum: '1990-02-14',
  geslacht: 'Vrouw',
  type: 'ouder',
  telefoonnummer: '0470 12 34 56',
  geboorteland: 'België',
  nationaliteit: ['België'],
  arbeidsstatus: 'Werkloos',
  inschrijfdatum: '2025-01-05',
  rijksregisterNummer: '90021412204',
};

export function dossier(change: Partial<Dossier> = {}, gezin: Partial<Dossier['gezin']> = {}): Dossier {
  return {
    ID: 17,
    mvmnummer: 123,
    enummer: null,
    CreatedAt: '2025-01-05T09:12:00.000Z',
    UpdatedAt: '2026-01-05T09:12:00.000Z',
    nietBetalen: false,
    controle: false,
    redenControle: '',
    voorrang: false,
    dag: 'Dinsdag',
    tijdelijkeOpmerkingen: '',
    status: 'Actief',
    einddatum: '2027-01-31T22:59:59.999Z',
    postcode: '2018',
    lidmaatschap: [],
    ...change,
    gezin: {
      ID: 17,
      UpdatedAt: '2026-01-05T09:12:00.000Z',
      leden: [
        head,
        {
          ...head,
          ID: 12,
          gezinsHoofd: false,
          voornaam: 'Lina',
          type: 'kind',
          geboortedatum: '2018-05-01',
          rijksregisterNummer: null,
        },
      ],
      postcode: '2018',
      gemeente: 'Antwerpen',
      straat: 'Lange Kievitstraat',
      huisnummer: '42',
      verblijfsvergunning: 'Ja',
      doorverwijzendeInstantie: 'OCMW',
      doorverwijsBrief: true,
      kennisNederlands: 3,
      acuteNood: 2,
      financieleNood: 4,
      kernwaarden: 3,
      isGemotiveerd: 4,
      oprechtheid: 3,
      opmerkingSituatie: '',
      opmerkingFinancieel: '',
      opmerking: '',
      inSchuldbemiddeling: false,
      maandelijksBudget: 0,
      maandelijksBudgetNietBekend: true,
      maandelijksInkomen: 1200,
      maandelijksInkomenNietBekend: false,
      kindergeld: 180,
      kindergeldNietBekend: false,
      allimentatie: 0,
      allimentatieNietBekend: false,
      huur: 650,
      huurNietBekend: false,
      energie: 120,
      energieNietBekend: false,
      vasteKosten: 80,
      vasteKostenNietBekend: false,
      schuldAflossing: 0,
      schuldAflossingNietBekend: false,
      typeVoeding: 'Gewoon',
      ondertekendFormulier: true,
      gezinsStatus: { type: 'Eenoudergezin', kinderen: 1 },
      ...gezin,
    },
  };
}

type Routes = Parameters<typeof mockApi>[0];

/** The form on its own route, logged in as admin, with extra fake API answers. */
export function renderForm(props: Omit<HouseholdFormProps, 'ref'>, routes: Routes = {}, config = {}) {
  logInAs();
  const fetchMock = mockApi({
    'GET /config.json': { body: { staging: false, zoho: false, printers: {}, ...config } },
    'GET /v1/auth/whoami/roles': { body: [ADMIN_ROLE] },
    ...routes,
  });
  const path = props.context === 'lid' ? '/leden/details/:id' : '/punctuele/details/:id';
  const route = path.replace(':id', String(props.dossierId));
  const view = renderWithProviders(<HouseholdForm {...props} />, {
    route,
    path,
    routes: [
      { path: '/leden/details/:id', element: <p>Ledenpagina</p> },
      { path: '/punctuele/search', element: <p>Zoeklijst eenmalige hulp</p> },
    ],
  });
  return { ...view, fetchMock };
}

/** The JSON body of the first call to `METHOD path`. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
