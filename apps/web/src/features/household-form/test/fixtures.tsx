import { logInAs, mockApi, renderWithProviders } from '../../../test/render';
import { HouseholdForm, type HouseholdFormProps } from '../components/household-form';
import { runtimeConfigReply } from '../../../test/runtime-config';
import { bodyText, requestUrl } from '../../../test/fetch-calls';

export { dossier, head } from '../../../test/households';

export const ADMIN_ROLE = { ID: 1, name: 'admin', verbs: ['*'], endpoints: ['*'] };

type Routes = Parameters<typeof mockApi>[0];

/** The form on its own route, logged in as admin, with extra fake API answers. */
export function renderForm(props: Omit<HouseholdFormProps, 'ref'>, routes: Routes = {}, config = {}) {
  logInAs();
  const fetchMock = mockApi({
    'GET /config.json': { body: runtimeConfigReply({ ...config }) },
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
    ([url, init]) => (init?.method ?? 'GET') === method && requestUrl(url).split('?')[0] === path,
  );
  return call ? JSON.parse(bodyText(call[1])) : undefined;
}
